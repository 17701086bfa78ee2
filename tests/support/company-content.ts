import { languages, type Lang } from "~/lib/i18n";

/** A company's details file as content/company/details.yml is written, with `changes` to its lines ("phone: …"). */
export function detailsFile(changes: Record<string, string> = {}): string {
  const lines: Record<string, string> = {
    name: "name: Koel & Wijn Import",
    legalName: "legalName: Koel & Wijn Import B.V.",
    shortName: "shortName: KWI",
    phone: "phone: +31 (0)10 765 4321",
    mailboxes:
      "mailboxes: { info: info@koelwijn.nl, resources: docs@koelwijn.nl, marketing: pers@koelwijn.nl, technical: service@koelwijn.nl }",
    address: "address: { street: Havenweg 3, postalCode: 3011 AA, city: Rotterdam }",
    chamberOfCommerce: 'chamberOfCommerce: "12345678"',
    vatNumber: "vatNumber: NL123456789B01",
    portal: "portal: { login: https://portal.koelwijn.nl/login, register: https://portal.koelwijn.nl/register }",
    professionalNetwork: "professionalNetwork: https://www.linkedin.com/company/koelwijn",
    officeHours: 'officeHours: { weekdays: { opens: "9:00", closes: "17:00" } }',
    serviceHours:
      'serviceHours: { weekdays: { opens: "8:00", closes: "18:00" }, saturday: { opens: "9:00", closes: "14:00" }, sunday: null }',
    claims: 'claims: { yearsExperience: "25+", countriesServed: 4, activeDealers: "500+" }',
  };
  return `${Object.values({ ...lines, ...changes }).join("\n")}\n`;
}

const weekdays: Record<Lang, string> = { en: "Mon–Fri", nl: "ma–vr", de: "Mo–Fr", fr: "lun.–ven." };

/** content/company/ with a details file and the texts file (a section per language), keyed as the content loader's glob gives them. */
export function companyFiles(details = detailsFile()): Record<string, string> {
  return {
    "/content/company/details.yml": details,
    "/content/company/texts.yml": languages
      .map(
        (lang) =>
          `${lang}:\n  tagline: Import (${lang})\n  hours:\n    weekdays: ${weekdays[lang]} {hours}\n    weekend: closed (${lang})\n  country: NL (${lang})\n`,
      )
      .join(""),
  };
}

/** The details the project shipped with, the placeholders the launch check finds (app/server/launch-check.server.ts). */
export function sampleDetailsFile(): string {
  return detailsFile({
    name: "name: Premium Appliance Distribution",
    legalName: "legalName: Premium Appliance Distribution B.V.",
    shortName: "shortName: PAD",
    phone: "phone: +31 (0)20 123 4567",
    mailboxes:
      "mailboxes: { info: info@example.nl, resources: resources@example.nl, marketing: marketing@example.nl, technical: technical@example.nl }",
    address: "address: { street: Voorbeeldstraat 1, postalCode: 1000 AA, city: Amsterdam }",
    chamberOfCommerce: 'chamberOfCommerce: "00000000"',
    vatNumber: "vatNumber: NL000000000B01",
    portal: "portal: { login: https://portal.example.nl/login, register: https://portal.example.nl/register }",
    professionalNetwork: "professionalNetwork: https://www.linkedin.com/company/example",
  });
}

/** The embeds' settings the project shipped with. */
export const sampleEmbedsFile = [
  'mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", licence: https://www.openstreetmap.org/copyright, provider: OpenStreetMap }',
  "officeMap: { url: https://www.openstreetmap.org/export/embed.html, provider: OpenStreetMap }",
  "videoPlayer: { origin: https://www.youtube-nocookie.com, provider: YouTube }",
  "demoVideoOrigin: https://media.example-cdn.nl",
].join("\n");
