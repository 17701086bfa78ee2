import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describeEndpoint, parseWebhookConfig } from "./webhook-config.server";

/**
 * What still stands between the build and the company's own site (PRODUCT.md 21): sample
 * identity and data the build serves, and production settings left at their development
 * values. `npm run launch-check` prints it and refuses a launch while a blocker remains; the
 * production server logs the same summary once at start. The build is read as served (its
 * pages, data and scripts), so what the check passes is what visitors get.
 */
export interface Finding {
  /** A launch must wait for it (otherwise: a warning to weigh). */
  blocker: boolean;
  what: string;
  /** The setting or file to change. */
  fix: string;
}

interface Signature {
  what: string;
  pattern: RegExp;
  fix: string;
  /** A warning to weigh rather than a blocker. */
  warning?: true;
}

const details = "content/company/details.yml";
const embeds = "content/company/embeds.yml";

/**
 * The sample values the site ships with (content/company/details.yml and embeds.yml,
 * content/dealers/, content/downloads/, content/manuals/, brand-pages/pevino.ts), found in the
 * served files. ./launch-check.server.test.ts checks the company's against a build of the
 * sample content, so they cannot drift apart.
 */
export const sampleSignatures: readonly Signature[] = [
  {
    what: "Company name is the sample 'Premium Appliance Distribution'",
    pattern: /Premium Appliance Distribution/,
    fix: `${details}: name, legalName, shortName (or PUBLIC_COMPANY_NAME, PUBLIC_COMPANY_LEGAL_NAME, PUBLIC_COMPANY_SHORT_NAME)`,
  },
  { what: "Chamber of Commerce (KvK) number is 00000000", pattern: /\b00000000\b/, fix: `${details}: chamberOfCommerce (or PUBLIC_KVK)` },
  { what: "VAT number is the sample NL000000000B01", pattern: /NL000000000B01/, fix: `${details}: vatNumber (or PUBLIC_VAT)` },
  {
    what: "Address is the sample 'Voorbeeldstraat 1'",
    pattern: /Voorbeeldstraat/,
    fix: `${details}: address (or PUBLIC_ADDRESS_STREET, PUBLIC_ADDRESS_POSTCODE, PUBLIC_ADDRESS_CITY)`,
  },
  {
    what: "Phone number is the sample +31 (0)20 123 4567",
    pattern: /\+31 \(0\)20 123 4567|tel:\+31201234567/,
    fix: `${details}: phone (or PUBLIC_PHONE, PUBLIC_PHONE_HREF)`,
  },
  {
    what: "A public mailbox is on example.nl",
    pattern: /[a-z]+@example\.nl/,
    fix: `${details}: mailboxes (or PUBLIC_EMAIL, PUBLIC_EMAIL_RESOURCES, PUBLIC_EMAIL_MARKETING, PUBLIC_EMAIL_TECHNICAL)`,
  },
  {
    what: "Dealer portal links point at portal.example.nl",
    pattern: /portal\.example\.nl/,
    fix: `${details}: portal (or PUBLIC_PORTAL_LOGIN_URL, PUBLIC_PORTAL_REGISTER_URL)`,
  },
  {
    what: "Professional network link is the sample company page",
    pattern: /linkedin\.com\/company\/example\b/,
    fix: `${details}: professionalNetwork (or PUBLIC_PROFESSIONAL_NETWORK_URL)`,
  },
  {
    what: "PeVino's brand film is the placeholder video ID",
    pattern: /pevinoFilm1/,
    fix: "PUBLIC_PEVINO_VIDEO_ID (or heroMedia.videoId in content/brands/pevino.en.yml)",
  },
  {
    what: "The finish configurator's demo video host is the placeholder media.example-cdn.nl",
    pattern: /media\.example-cdn\.nl/,
    fix: `${embeds}: demoVideoOrigin (or PUBLIC_DEMO_VIDEO_ORIGIN)`,
  },
  {
    what: "The dealer map loads tiles from the public OpenStreetMap servers, whose usage policy forbids heavy commercial use: use a tile provider with terms for a company site",
    pattern: /tile\.openstreetmap\.org/,
    fix: `${embeds}: mapTiles.url (or PUBLIC_MAP_TILE_URL)`,
    warning: true,
  },
  {
    what: "Sample dealers are listed",
    pattern: /\(sample dealer\)/,
    fix: "content/dealers/, one file a dealer (npm run dealers -- import FILE.csv)",
  },
  {
    what: "Sample documents are listed on /manuals or /downloads",
    pattern: /\/files\/samples\//,
    fix: "content/downloads/files/ and content/manuals/files/ (each entry's file: the company's own, under public/files/)",
  },
];

/** Text files of the build a visitor can be served. */
async function servedTexts(buildDir: string): Promise<{ file: string; text: string }[]> {
  const root = path.join(buildDir, "client");
  const out: { file: string; text: string }[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (/\.(html|js|json|data|xml|txt|webmanifest)$/.test(entry.name))
        out.push({ file: path.relative(root, full), text: await readFile(full, "utf8") });
    }
  };
  await walk(root);
  return out;
}

/** Each sample signature found in the served files, once, with where it was first seen. */
export function samplesIn(files: readonly { file: string; text: string }[]): Finding[] {
  return sampleSignatures.flatMap((s) => {
    const hits = files.filter((f) => s.pattern.test(f.text));
    return hits.length
      ? [{ blocker: !s.warning, what: `${s.what} (${hits[0]!.file}${hits.length > 1 ? ` and ${hits.length - 1} more` : ""})`, fix: s.fix }]
      : [];
  });
}

/** Production settings: the build's SITE_URL and the server's. */
export function settingFindings(
  built: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
): Finding[] {
  const findings: Finding[] = [];
  const siteUrl = built.SITE_URL || "http://localhost:3000";
  if (!siteUrl.startsWith("https://"))
    findings.push({
      blocker: true,
      what: `SITE_URL is ${siteUrl}: canonical links and the sitemap need the site's https:// address`,
      fix: "SITE_URL (at build)",
    });
  else if (/\/\/(localhost|127\.|\[::1\])/.test(siteUrl))
    findings.push({ blocker: true, what: `SITE_URL points at this machine (${siteUrl})`, fix: "SITE_URL (at build)" });
  if (!env.SMTP_URL) findings.push({ blocker: true, what: "No SMTP_URL: form mails are written to files, never sent", fix: "SMTP_URL" });
  if (!env.MAIL_FROM || /@example\./.test(env.MAIL_FROM))
    findings.push({
      blocker: true,
      what: `MAIL_FROM is ${env.MAIL_FROM ? "on example." : "the sample Website <website@example.nl>"}`,
      fix: "MAIL_FROM",
    });
  const routing = ["MAIL_TO_CONTACT", "MAIL_TO_SERVICE", "MAIL_TO_DEALER"].filter((name) => !env[name]);
  if (routing.length) {
    findings.push({
      blocker: false,
      what: `Mailbox routing left at its defaults (${routing.join(", ")} unset): those forms mail the public mailboxes`,
      fix: routing.join(", "),
    });
  }
  if (!/^(1|true|yes|on)$/i.test(env.TRUST_PROXY ?? "")) {
    findings.push({
      blocker: false,
      what: "TRUST_PROXY is off: behind a reverse proxy every visitor shares the proxy's address, and one rate limit",
      fix: "TRUST_PROXY=1 when a proxy you run is in front (docs/deploy.md)",
    });
  }
  // The server refuses to start on these too; the check names them before a launch is tried.
  const webhooks = parseWebhookConfig(env);
  for (const problem of webhooks.problems) {
    findings.push({ blocker: true, what: `Webhook setting: ${problem}`, fix: problem.split(":")[0]! });
  }
  for (const endpoint of webhooks.config.endpoints.filter((e) => e.url.protocol === "http:")) {
    findings.push({
      blocker: false,
      what: `Webhook endpoint ${endpoint.name} (${describeEndpoint(endpoint.url)}) is plain http: leads cross the office network unencrypted`,
      fix: `${endpoint.name === "default" ? "WEBHOOK_URL" : `WEBHOOK_${endpoint.name.toUpperCase()}_URL`} (https://)`,
    });
  }
  if (!env.RETENTION_DAYS)
    findings.push({
      blocker: false,
      what: "Retention of submissions is unconfigured (180 days by default): confirm it with the privacy policy",
      fix: "RETENTION_DAYS",
    });
  return findings;
}

/** The whole check: the build as served, and the settings. Blockers first. */
export async function launchCheck(
  buildDir: string,
  built: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Finding[]> {
  const findings = [...samplesIn(await servedTexts(buildDir)), ...settingFindings(built, env)];
  return findings.sort((a, b) => Number(b.blocker) - Number(a.blocker));
}

/**
 * The blockers not among `known` (an earlier report's findings, e.g. the live release's): a
 * publish on a site not launched yet may keep the placeholders it has, never add one
 * (deploy/publish, PUBLISH_LAUNCH_CHECK=no-new-blockers). A blocker is known by what to
 * change, which stays the same while the file it was first seen in may not; or by what it
 * says, without that file, for a report from before what to change was worded otherwise.
 */
export function newBlockers(findings: readonly Finding[], known: readonly Finding[]): Finding[] {
  const said = (f: Finding) => f.what.replace(/ \([^()]*\)$/, "");
  const knownBlockers = known.filter((f) => f.blocker);
  const knownFixes = new Set(knownBlockers.map((f) => f.fix));
  const knownSaid = new Set(knownBlockers.map(said));
  return findings.filter((f) => f.blocker && !knownFixes.has(f.fix) && !knownSaid.has(said(f)));
}

/** One line per finding: "BLOCKER  what — change: fix". */
export function findingLines(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.blocker ? "BLOCKER" : "warning"}  ${f.what} — change: ${f.fix}`);
}
