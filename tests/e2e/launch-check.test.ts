import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSignatures } from "~/server/launch-check.server";
import { useBundledScript } from "../support/cli";
import { until } from "../support/forms-harness";
import { buildDir, startServer } from "./support/server";

/**
 * `npm run launch-check` (PRODUCT.md 21) on the real build with today's defaults, and on a
 * build whose served files carry a company's own values, with a complete production
 * environment.
 */
const cli = useBundledScript("scripts/launch-check.ts");

async function runCheck(env: Record<string, string>, ...args: string[]) {
  return cli.run(env, ...args).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

describe("npm run launch-check", () => {
  it("refuses today's defaults, one line per placeholder with what to change", async () => {
    const { code, stdout } = await runCheck({ BUILD_DIR: buildDir });
    expect(code).toBe(1);
    const lines = stdout.split("\n").filter((l) => l.startsWith("BLOCKER"));
    for (const s of sampleSignatures)
      expect(
        stdout.split("\n").some((l) => l.startsWith(s.warning ? "warning" : "BLOCKER") && l.includes(s.fix)),
        s.what,
      ).toBe(true);
    for (const fix of ["SITE_URL (at build)", "SMTP_URL", "MAIL_FROM"]) expect(lines.some((l) => l.endsWith(`change: ${fix}`))).toBe(true);
    expect(stdout).toMatch(/not ready to launch/);
    const json = JSON.parse((await runCheck({ BUILD_DIR: buildDir }, "--json")).stdout) as { ready: boolean; blockers: number };
    expect(json.ready).toBe(false);
    expect(json.blockers).toBe(lines.length);
  });

  describe("on a complete configuration", () => {
    let companyBuild: string;
    beforeAll(() => {
      // The built pages as the company's own data would make them: every sample value replaced.
      companyBuild = mkdtempSync(path.join(tmpdir(), "launch-check-"));
      const replacements: [RegExp, string][] = [
        [/Premium Appliance Distribution/g, "Koel & Wijn Import"],
        [/\b00000000\b/g, "12345678"],
        [/NL000000000B01/g, "NL123456789B01"],
        [/Voorbeeldstraat/g, "Havenweg"],
        [/\+31 \(0\)20 123 4567/g, "+31 (0)10 765 4321"],
        [/tel:\+31201234567/g, "tel:+31107654321"],
        [/([a-z]+)@example\.nl/g, "$1@koelwijn.nl"],
        [/portal\.example\.nl/g, "portal.koelwijn.nl"],
        [/linkedin\.com\/company\/example\b/g, "linkedin.com/company/koelwijn"],
        [/pevinoFilm1/g, "dQw4w9WgXcQ"],
        [/media\.example-cdn\.nl/g, "media.koelwijn.nl"],
        [/tile\.openstreetmap\.org/g, "tiles.kaartdienst.eu"],
        [/ \(sample dealer\)/g, ""],
        [/\/files\/samples\//g, "/files/library/"],
      ];
      const copy = (from: string, to: string) => {
        for (const name of readdirSync(from)) {
          const source = path.join(from, name);
          if (statSync(source).isDirectory()) {
            mkdirSync(path.join(to, name), { recursive: true });
            copy(source, path.join(to, name));
          } else if (/\.(html|js|json|data|xml|txt|webmanifest)$/.test(name)) {
            writeFileSync(
              path.join(to, name),
              replacements.reduce((text, [pattern, value]) => text.replace(pattern, value), readFileSync(source, "utf8")),
            );
          }
        }
      };
      mkdirSync(path.join(companyBuild, "client"));
      copy(path.join(buildDir, "client"), path.join(companyBuild, "client"));
      mkdirSync(path.join(companyBuild, "server"));
      writeFileSync(
        path.join(companyBuild, "server", "public-settings.json"),
        JSON.stringify({ SITE_URL: "https://www.koelwijn.nl", PUBLIC_MAP_TILE_URL: "https://tiles.kaartdienst.eu/{z}/{x}/{y}.png" }),
      );
    });
    afterAll(() => rmSync(companyBuild, { recursive: true, force: true }));

    it("passes, with nothing left to change", async () => {
      const env = {
        BUILD_DIR: companyBuild,
        SMTP_URL: "smtps://mail.koelwijn.nl",
        MAIL_FROM: "Website <website@koelwijn.nl>",
        MAIL_TO_CONTACT: "info@koelwijn.nl",
        MAIL_TO_SERVICE: "service@koelwijn.nl",
        MAIL_TO_DEALER: "dealers@koelwijn.nl",
        TRUST_PROXY: "1",
        RETENTION_DAYS: "365",
      };
      const { code, stdout } = await runCheck(env);
      expect(stdout).toMatch(/ready to launch \(0 warning\(s\)\)/);
      expect(code).toBe(0);
    });
  });
});

describe("the production server", () => {
  it("logs the launch check's summary once at start", async () => {
    const server = await startServer();
    try {
      const entry = await until(
        () => server.logs.find((l) => String(l.msg).startsWith("launch check")),
        10_000,
        "the launch check's log line",
      );
      expect(entry.level).toBe("warn");
      expect(entry.blockers).toBeGreaterThan(10);
      expect(entry.findings).toEqual(expect.arrayContaining([expect.stringMatching(/^BLOCKER {2}No SMTP_URL/)]));
      expect(server.logs.filter((l) => String(l.msg).startsWith("launch check"))).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});
