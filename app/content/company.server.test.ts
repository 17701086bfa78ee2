import { describe, expect, it } from "vitest";
import { companyFiles, detailsFile } from "../../tests/support/company-content";
import { readCompany } from "./company.server";
import { readEmbeds } from "./embeds.server";
import { ContentError, createContent } from "./load.server";

function problems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("no problem was found");
}

const read = (details: string, env: Record<string, string> = {}, more: Record<string, string> = {}) =>
  readCompany(createContent({ ...companyFiles(details), ...more }), env);

describe("the company's details (content/company/details.yml)", () => {
  it("are read once for every language, the e-mail address the info mailbox and the phone's link its digits", () => {
    const { site, claims, texts } = read(detailsFile());
    expect(site).toMatchObject({ name: "Koel & Wijn Import", phone: "+31 (0)10 765 4321", email: "info@koelwijn.nl" });
    expect(site.phoneHref).toBe("tel:+31107654321");
    expect(site.url).toBe("http://localhost:3000");
    // Counted from the brands collection's entries (their English files), never written.
    expect(claims.brandCount).toBe(0);
    const brands = { "/content/brands/a.en.yml": "", "/content/brands/a.nl.yml": "", "/content/brands/b.en.yml": "" };
    expect(read(detailsFile(), {}, brands).claims.brandCount).toBe(2);
    expect(texts.de.hours.weekdays).toBe("Mo–Fr 9:00–17:00 Uhr");
  });

  it("refuses a bad field, naming the file and the field", () => {
    expect(problems(() => read(detailsFile({ phoneHref: "phoneHref: 010 765 4321" })))).toEqual([
      expect.stringMatching(/^content\/company\/details\.yml: phoneHref: a tel: link/),
    ]);
    expect(problems(() => read(detailsFile({ phoneHref: "phoneHref: tel:+31201234567" })))).toEqual([
      expect.stringMatching(/^content\/company\/details\.yml: phoneHref: does not dial the phone number/),
    ]);
    expect(
      problems(() =>
        read(detailsFile({ mailboxes: "mailboxes: { info: info, resources: a@b.nl, marketing: a@b.nl, technical: a@b.nl }" })),
      ),
    ).toEqual([expect.stringMatching(/^content\/company\/details\.yml: mailboxes\.info: /)]);
    expect(problems(() => read(detailsFile({ officeHours: 'officeHours: { weekdays: { opens: "17:00", closes: "9:00" } }' })))).toEqual([
      "content/company/details.yml: officeHours.weekdays.closes: closes after it opens",
    ]);
  });

  it("refuses a count of brands, which the brand list gives", () => {
    const claims = 'claims: { yearsExperience: "25+", countriesServed: 4, activeDealers: "500+", brandCount: 6 }';
    expect(problems(() => read(detailsFile({ claims })))).toEqual([
      expect.stringMatching(/^content\/company\/details\.yml: claims: .*brandCount/),
    ]);
  });

  it("takes a written phone link that dials the phone", () => {
    expect(read(detailsFile({ phoneHref: "phoneHref: tel:+31107654321" })).site.phoneHref).toBe("tel:+31107654321");
  });

  it("takes the build's PUBLIC_* settings over the file's values, a bad one named", () => {
    const { site } = read(detailsFile(), {
      PUBLIC_EMAIL: "sales@example.be",
      PUBLIC_PHONE: "+32 2 123 45 67",
      SITE_URL: "https://www.koelwijn.nl/",
    });
    expect(site.email).toBe("sales@example.be");
    expect(site.mailboxes.info).toBe("sales@example.be");
    // A phone set at build dials itself.
    expect(site.phoneHref).toBe("tel:+3221234567");
    expect(site.url).toBe("https://www.koelwijn.nl");
    expect(read(detailsFile(), { PUBLIC_PHONE_HREF: "tel:+31107654321" }).site.phoneHref).toBe("tel:+31107654321");
    expect(problems(() => read(detailsFile(), { PUBLIC_PHONE_HREF: "tel:+31201234567" }))).toEqual([
      expect.stringMatching(/^PUBLIC_PHONE_HREF \(over phoneHref of content\/company\/details\.yml\): does not dial/),
    ]);
    expect(problems(() => read(detailsFile(), { PUBLIC_PORTAL_LOGIN_URL: "portal" }))).toEqual([
      expect.stringMatching(/^PUBLIC_PORTAL_LOGIN_URL \(over portal\.login of content\/company\/details\.yml\): /),
    ]);
  });

  it("names a missing translation of the company's words", () => {
    const files = companyFiles();
    files["/content/company/texts.yml"] = files["/content/company/texts.yml"]!.replace(/^fr:\n[\s\S]*$/m, "");
    expect(problems(() => readCompany(createContent(files), {}))).toEqual([
      "content/company/texts.yml: the French section (fr:) is missing",
    ]);
  });
});

describe("the embeds' settings (content/company/embeds.yml)", () => {
  const embeds = (mapTiles: string) =>
    [
      `mapTiles: { url: "${mapTiles}", licence: https://www.openstreetmap.org/copyright, provider: OpenStreetMap }`,
      "officeMap: { url: https://maps.example.eu/embed?pin=1, provider: Maps }",
      "videoPlayer: { origin: https://player.example.eu, provider: Player }",
      "demoVideoOrigin: https://media.koelwijn.nl",
    ].join("\n");
  const readFrom = (file: string, env: Record<string, string> = {}) =>
    readEmbeds(createContent({ "/content/company/embeds.yml": file }), env);

  it("are read with the build's settings over them", () => {
    expect(readFrom(embeds("https://tiles.example.eu/{z}/{x}/{y}.png")).mapTiles.url).toBe("https://tiles.example.eu/{z}/{x}/{y}.png");
    const over = readFrom(embeds("https://tiles.example.eu/{z}/{x}/{y}.png"), { PUBLIC_DEMO_VIDEO_ORIGIN: "https://cdn.koelwijn.nl" });
    expect(over.demoVideoOrigin).toBe("https://cdn.koelwijn.nl");
  });

  it("refuse a tile address without its placeholders, and an origin with a path", () => {
    expect(problems(() => readFrom(embeds("https://tiles.example.eu/tile.png")))).toEqual([
      "content/company/embeds.yml: mapTiles.url: a tile address with {z}, {x} and {y}",
    ]);
    expect(
      problems(() =>
        readFrom(embeds("https://tiles.example.eu/{z}/{x}/{y}.png"), { PUBLIC_VIDEO_PLAYER_ORIGIN: "https://player.example.eu/embed" }),
      ),
    ).toEqual([
      expect.stringMatching(/^PUBLIC_VIDEO_PLAYER_ORIGIN \(over videoPlayer\.origin of content\/company\/embeds\.yml\): an origin/),
    ]);
  });
});
