import { describe, expect, it } from "vitest";
import { readCompany } from "~/content/company.server";
import { dealers } from "~/content/dealers.server";
import { readEmbeds } from "~/content/embeds.server";
import { createContent } from "~/content/load.server";
import { companyFiles, sampleDetailsFile, sampleEmbedsFile } from "../../tests/support/company-content";
import { newBlockers, sampleSignatures, samplesIn, settingFindings } from "./launch-check.server";

const signature = (start: string) => sampleSignatures.find((s) => s.what.startsWith(start))!;

describe("the launch check's sample signatures", () => {
  it("match the sample values the site shipped with, so they cannot drift apart", () => {
    // The company's details and embeds as the project shipped them, read as the site reads
    // content/company/ (the company's own values replace them there).
    const { site } = readCompany(createContent(companyFiles(sampleDetailsFile())), {});
    const embeds = readEmbeds(createContent({ "/content/company/embeds.yml": sampleEmbedsFile }), {});
    expect(site.name).toMatch(signature("Company name").pattern);
    expect(site.chamberOfCommerce).toMatch(signature("Chamber of Commerce").pattern);
    expect(site.vatNumber).toMatch(signature("VAT").pattern);
    expect(site.address.street).toMatch(signature("Address").pattern);
    expect(site.phone).toMatch(signature("Phone").pattern);
    expect(site.phoneHref).toMatch(signature("Phone").pattern);
    for (const mailbox of Object.values(site.mailboxes)) expect(mailbox).toMatch(signature("A public mailbox").pattern);
    expect(site.portal.login).toMatch(signature("Dealer portal").pattern);
    expect(site.professionalNetwork).toMatch(signature("Professional network").pattern);
    expect(embeds.demoVideoOrigin).toMatch(signature("The finish configurator").pattern);
    expect(embeds.mapTiles.url).toMatch(signature("The dealer map").pattern);
    expect(dealers.every((d) => signature("Sample dealers").pattern.test(d.name))).toBe(true);
  });

  it("name the content file to change", () => {
    for (const s of sampleSignatures.filter((s) => /company|KvK|VAT|Address|Phone|mailbox|portal|network|demo video|tiles/i.test(s.what)))
      expect(s.fix).toMatch(/^content\/company\/(details|embeds)\.yml: /);
  });

  it("are found once each, naming the first file and how many more", () => {
    const files = [
      { file: "contact/index.html", text: "Voorbeeldstraat 1, info@example.nl" },
      { file: "about/index.html", text: "Voorbeeldstraat 1" },
      { file: "index.html", text: "Real Company B.V." },
    ];
    expect(samplesIn([{ file: "dealers/index.html", text: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" }])).toEqual([
      {
        blocker: false,
        what: expect.stringMatching(/^The dealer map loads tiles from the public OpenStreetMap servers/),
        fix: expect.any(String),
      },
    ]);
    expect(samplesIn(files).map((f) => f.what)).toEqual([
      "Address is the sample 'Voorbeeldstraat 1' (contact/index.html and 1 more)",
      "A public mailbox is on example.nl (contact/index.html)",
    ]);
  });
});

describe("the launch check's settings", () => {
  const complete = {
    SMTP_URL: "smtps://mail.company.nl",
    MAIL_FROM: "Website <website@company.nl>",
    MAIL_TO_CONTACT: "info@company.nl",
    MAIL_TO_SERVICE: "service@company.nl",
    MAIL_TO_DEALER: "dealers@company.nl",
    TRUST_PROXY: "1",
    RETENTION_DAYS: "365",
  };
  const built = { SITE_URL: "https://www.company.nl" };

  it("finds nothing in a complete production configuration", () => {
    expect(settingFindings(built, complete)).toEqual([]);
  });

  it("blocks on a development SITE_URL, no SMTP and a sample sender; warns on the rest", () => {
    const findings = settingFindings({}, {});
    expect(findings.filter((f) => f.blocker).map((f) => f.fix)).toEqual(["SITE_URL (at build)", "SMTP_URL", "MAIL_FROM"]);
    expect(findings.filter((f) => !f.blocker).map((f) => f.fix.split(" ")[0])).toEqual([
      "MAIL_TO_CONTACT,",
      "TRUST_PROXY=1",
      "RETENTION_DAYS",
    ]);
    expect(settingFindings({ SITE_URL: "https://localhost:8443" }, complete).map((f) => f.what)).toEqual([
      "SITE_URL points at this machine (https://localhost:8443)",
    ]);
  });

  it("blocks on an unsafe webhook setting and warns on a plain http endpoint", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const findings = settingFindings(built, {
      ...complete,
      WEBHOOK_URL: "http://crm.company.nl/hook",
      WEBHOOK_N8N_URL: "http://10.20.0.5:5678/webhook/leads",
      WEBHOOK_N8N_SECRET: secret,
    });
    expect(findings.map((f) => [f.blocker, f.fix])).toEqual([
      [true, "WEBHOOK_URL"],
      [true, "WEBHOOK_SECRET"],
      // Plain http, and a private address, with no network allowed.
      [true, "WEBHOOK_N8N_URL"],
      [true, "WEBHOOK_N8N_URL"],
    ]);
    const allowed = settingFindings(built, {
      ...complete,
      WEBHOOK_N8N_URL: "http://10.20.0.5:5678/webhook/leads",
      WEBHOOK_N8N_SECRET: secret,
      WEBHOOK_ALLOW_NETWORKS: "10.20.0.0/16",
    });
    expect(allowed).toEqual([
      {
        blocker: false,
        what: expect.stringMatching(/^Webhook endpoint n8n \(http:\/\/10\.20\.0\.5:5678\) is plain http/),
        fix: "WEBHOOK_N8N_URL (https://)",
      },
    ]);
  });
});

describe("the launch check against the live release's report", () => {
  const live = [
    ...samplesIn([{ file: "dealers/index.html", text: "Koelhuis Noord (sample dealer)" }]),
    ...settingFindings({}, { MAIL_FROM: "Website <website@company.nl>" }),
  ];

  it("lets a site not launched yet keep its placeholders, wherever they are now seen", () => {
    const next = [
      ...samplesIn([{ file: "nl/dealers/index.html", text: "Koelhuis Zuid (sample dealer)" }]),
      ...settingFindings({}, { MAIL_FROM: "Website <website@company.nl>" }),
    ];
    expect(next.filter((f) => f.blocker).length).toBeGreaterThan(1);
    expect(newBlockers(next, live)).toEqual([]);
  });

  it("names each blocker the live release did not have, and no warning", () => {
    const next = [...live, ...samplesIn([{ file: "contact/index.html", text: "info@example.nl" }]), ...settingFindings({}, {})];
    expect(newBlockers(next, live).map((f) => f.fix)).toEqual([
      "content/company/details.yml: mailboxes (or PUBLIC_EMAIL, PUBLIC_EMAIL_RESOURCES, PUBLIC_EMAIL_MARKETING, PUBLIC_EMAIL_TECHNICAL)",
      "MAIL_FROM",
    ]);
  });

  it("knows a blocker of a report whose fix was worded otherwise by what it says", () => {
    const next = samplesIn([{ file: "index.html", text: "info@example.nl" }]);
    const before = [{ blocker: true, what: "A public mailbox is on example.nl (contact/index.html and 3 more)", fix: "PUBLIC_EMAIL, …" }];
    expect(newBlockers(next, before)).toEqual([]);
  });
});
