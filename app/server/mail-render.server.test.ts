import { describe, expect, it } from "vitest";
import { escapeHtml, isHeaderSafeAddress, languageLine, renderNotification, subjectFor } from "./mail-render.server";

const base = { id: "abc", createdAt: Date.UTC(2025, 0, 15, 10, 0), lang: "en", metadata: { url: "https://www.example.nl/contact" } };

describe("renderNotification", () => {
  it("lists the fields in both parts and escapes every visitor value in HTML", () => {
    const mail = renderNotification(
      {
        ...base,
        formType: "contact",
        data: { name: `<script>alert("x")</script>`, email: "anna@example.nl", message: `a & b\n<img src=x onerror=alert(1)>` },
      },
      "Site & Co",
    );
    expect(mail.text).toContain(`Name: <script>alert("x")</script>`);
    expect(mail.text).toContain("Message:\n  a & b\n  <img src=x onerror=alert(1)>");
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(mail.html).toContain("a &#38; b\n&#60;img src=x onerror=alert(1)&#62;");
    expect(mail.html).toContain("Site &#38; Co");
    expect(mail.text).toContain("Page: https://www.example.nl/contact");
  });

  it("names the visitor's language for staff, in English like the rest of the mail (PRODUCT.md 19)", () => {
    const data = { name: "Sanne", email: "sanne@example.nl", message: "Hallo" };
    const dutch = renderNotification({ ...base, lang: "nl", formType: "contact", data }, "S");
    expect(dutch.text).toContain("\nLanguage: Dutch (nl)\n");
    expect(dutch.html).toContain("Language: Dutch (nl)<br>");
    expect(dutch.text).toContain("Name: Sanne");
    expect(renderNotification({ ...base, formType: "contact", data }, "S").text).toContain("Language: English (en)");
    expect([languageLine("de"), languageLine("fr")]).toEqual(["German (de)", "French (fr)"]);
  });

  it("skips empty optional fields", () => {
    const mail = renderNotification({ ...base, formType: "contact", data: { name: "A", email: "a@b.nl", company: "", message: "m" } }, "S");
    expect(mail.text).not.toContain("Company");
  });

  it("sets Reply-To only from a header-safe address", () => {
    const ok = renderNotification({ ...base, formType: "contact", data: { name: "Anna", email: "anna@example.nl", message: "m" } }, "S");
    expect(ok.replyTo).toEqual({ name: "Anna", address: "anna@example.nl" });
    for (const email of ["a,b@example.nl", "a<b>@example.nl", 'a"b@example.nl', "a;x@example.nl", "a:b@example.nl"]) {
      const mail = renderNotification({ ...base, formType: "contact", data: { name: "A", email, message: "m" } }, "S");
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain(email);
    }
  });
  it("keeps invisible and bidirectional control characters out of Reply-To's name, for rows stored before they were stripped", () => {
    const name = "Anna\u202egnp.exe\u2066\u2067\u2068\u2069\u200e\u200f\u200b\u0085 de Vries";
    const mail = renderNotification({ ...base, formType: "contact", data: { name, email: "anna@example.nl", message: "m" } }, "S");
    expect(mail.replyTo).toEqual({ name: "Annagnp.exe de Vries", address: "anna@example.nl" });
  });
});

describe("subjectFor", () => {
  it("is fixed text with the form type and a listed brand", () => {
    expect(subjectFor({ formType: "contact", data: { subject: "Hello\r\nBcc: x@y.z" } })).toBe("Website: Contact message");
    expect(subjectFor({ formType: "service-request", data: { brand: "Norcool", urgency: "urgent" } })).toBe(
      "Website: Service request – Norcool (urgent)",
    );
    expect(subjectFor({ formType: "service-request", data: { brand: "NIMO", urgency: "normal" } })).toBe("Website: Service request – NIMO");
    expect(subjectFor({ formType: "dealer-application", data: { brand: "Pevino" } })).toBe("Website: Dealer application – Pevino");
  });

  it("never carries an unlisted value", () => {
    expect(subjectFor({ formType: "dealer-application", data: { brand: "Evil\r\nBcc: x@y.z" } })).toBe("Website: Dealer application");
    expect(subjectFor({ formType: "service-request", data: { brand: "x", urgency: "\nBcc:" } })).toBe("Website: Service request");
  });
});

describe("helpers", () => {
  it("escapeHtml escapes the five special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
  });

  it("isHeaderSafeAddress accepts ordinary and international addresses", () => {
    expect(isHeaderSafeAddress("anna.de-vries+web@sub.example.nl")).toBe(true);
    expect(isHeaderSafeAddress("zoë@bücher.de")).toBe(true);
    expect(isHeaderSafeAddress("a b@example.nl")).toBe(false);
  });
});
