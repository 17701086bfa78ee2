import { describe, expect, it } from "vitest";
import { ServiceRequestForm } from "~/components/forms/service-request-form";
import type { FormsCopy } from "~/content/forms";
import { uiTexts } from "~/content/i18n/ui.server";
import { en } from "~/content/interface/en";
import type { UiTexts } from "~/content/ui-texts";
import type { Lang } from "~/lib/i18n";
import { renderNotification } from "~/server/mail-render.server";
import type { SubmissionRow } from "~/server/submission-queries.server";
import { eventSchemaFor, submissionEvent, webhookEventSchema } from "~/server/webhook-event.server";
import { toCsv } from "../../../scripts/submissions-csv";
import { renderPage } from "../../../tests/support/render-page";
import { brandLinks } from "~/content/brands.server";
import { formFieldsFor, type FieldSpec, type FormFields } from "./fields";
import { parseForm } from "./schemas";

/**
 * One definition per form (STYLE.md 18): a field added to the service form's definition,
 * with its label in each language, reaches the form on the page, its checks, the staff
 * mail, the webhook event and the CSV export, with no other list to edit.
 */
const invoiceNumber = { name: "invoiceNumber", kind: "line", max: 60, group: "appliance" } as const satisfies FieldSpec;
/** The site's forms, the brands collection's choices in place. */
const siteFields = formFieldsFor(brandLinks);
const service = siteFields["service-request"];
const after = service.findIndex((f) => f.name === "serialNumber") + 1;
const extended: FormFields = { ...siteFields, "service-request": [...service.slice(0, after), invoiceNumber, ...service.slice(after)] };

const invoiceLabels: Record<Lang, string> = { en: "Invoice number", nl: "Factuurnummer", de: "Rechnungsnummer", fr: "Numéro de facture" };
const formsWith = (lang: Lang): FormsCopy => {
  const copy = uiTexts[lang].forms;
  return { ...copy, labels: { ...copy.labels, invoiceNumber: invoiceLabels[lang] } as FormsCopy["labels"] };
};
const textsWith = (lang: Lang): UiTexts => ({ ...uiTexts[lang], forms: formsWith(lang) });

const request = {
  name: "Jan Jansen",
  email: "jan@example.nl",
  brand: "Norcool",
  model: "NC-45",
  serialNumber: "SN 40021",
  invoiceNumber: " INV-2026-7 ",
  purchaseDate: "2025-03-01",
  urgency: "high",
  issueDescription: "The cabinet stays warm.",
};

/** The request as the server stores it: checked with the extended definition. */
function stored(): Record<string, unknown> {
  const parsed = parseForm("service-request", request, en.forms, extended);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

describe("a field added to the service form's definition", () => {
  it("is on the server-rendered form, with its label in the page's language, where the definition puts it", () => {
    const html = renderPage(
      () => <ServiceRequestForm fields={extended["service-request"]} />,
      "/service-request",
      "/nl/service-request",
      null,
      textsWith("nl"),
    );
    expect(html).toMatch(
      /<label for="service-invoiceNumber"[^>]*>Factuurnummer<span[^>]*> \(optioneel\)<\/span><\/label><input maxLength="60" id="service-invoiceNumber"/,
    );
    const at = (name: string) => html.indexOf(`name="${name}"`);
    expect(at("serialNumber")).toBeLessThan(at("invoiceNumber"));
    expect(at("invoiceNumber")).toBeLessThan(at("purchaseDate"));
    // In the appliance fieldset, with the serial number.
    expect(html).toMatch(/<legend class="sr-only">Je apparaat<\/legend>(?:(?!<\/fieldset>).)*name="invoiceNumber"/);
  });

  it("is checked by the form's schema: cleaned, kept, and held to its maximum length in the page's language", () => {
    expect(stored()).toMatchObject({ serialNumber: "SN 40021", invoiceNumber: "INV-2026-7" });
    expect(parseForm("service-request", { ...request, invoiceNumber: "x".repeat(61) }, formsWith("nl"), extended)).toEqual({
      ok: false,
      fieldErrors: { invoiceNumber: "Factuurnummer mag maximaal 60 tekens lang zijn" },
    });
    // The site's own definition does not have it, so its schema drops it.
    const site = parseForm("service-request", request, en.forms, siteFields);
    expect(site.ok && "invoiceNumber" in site.data).toBe(false);
  });

  it("is listed in the staff mail, text and HTML, after the serial number", () => {
    const mail = renderNotification(
      { id: "abc", formType: "service-request", createdAt: Date.UTC(2026, 0, 15), lang: "nl", data: stored(), metadata: {} },
      "Example",
      { fields: extended, labels: { ...en.forms.labels, invoiceNumber: invoiceLabels.en } },
    );
    expect(mail.text).toContain("Serial number: SN 40021\nInvoice number: INV-2026-7\nPurchase date: 2025-03-01\n");
    expect(mail.html).toMatch(
      />Serial number<\/th><td[^>]*>SN 40021<\/td><\/tr><tr><th[^>]*>Invoice number<\/th><td[^>]*>INV-2026-7<\/td>/,
    );
  });

  it("is a column of the CSV export, after the serial number, with the request's value", () => {
    const row: SubmissionRow = {
      id: "abc",
      createdAt: Date.UTC(2026, 0, 15),
      formType: "service-request",
      spam: false,
      name: "Jan Jansen",
      email: "jan@example.nl",
      lang: "nl",
      data: stored(),
      metadata: {},
      mailStatus: "sent",
      mailAttempts: 1,
      mailError: null,
    };
    const [head, line] = toCsv([row], extended).replace("\uFEFF", "").split("\r\n");
    const columns = head!.split(",");
    expect(columns.slice(columns.indexOf("serialNumber"), columns.indexOf("serialNumber") + 3)).toEqual([
      "serialNumber",
      "invoiceNumber",
      "purchaseDate",
    ]);
    expect(line!.split(",")[columns.indexOf("invoiceNumber")]).toBe("INV-2026-7");
  });

  it("is a field of the webhook event, which the events' schema made from the same definition describes", () => {
    const row = {
      id: "abc",
      form_type: "service-request",
      created_at: Date.UTC(2026, 0, 15),
      lang: "nl",
      data: JSON.stringify(stored()),
      metadata: "{}",
    };
    const event = JSON.parse(submissionEvent(row, { name: "Example", url: "https://www.example.nl" }, extended).body) as {
      data: { fields: Record<string, string> };
    };
    expect(Object.keys(event.data.fields)).toEqual([
      "brand",
      "model",
      "serialNumber",
      "invoiceNumber",
      "purchaseDate",
      "urgency",
      "issueDescription",
    ]);
    expect(() => eventSchemaFor(extended).parse(event)).not.toThrow();
    // The site's own schema does not know it yet: `npm run webhooks:schema` writes the new one.
    expect(webhookEventSchema.safeParse(event).success).toBe(false);
  });
});
