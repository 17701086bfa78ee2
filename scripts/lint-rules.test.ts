import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { architectureRules, importSettings, libLayer } from "../eslint.config.js";

/**
 * The architecture rules of eslint.config.js bite (STYLE.md 11): probes that break a rule
 * are reported by it, and probes that keep the rules are not. The probes are linted with
 * exactly the rule settings the real config uses, but without type information, which
 * would cost a TypeScript program per run and is no part of these rules.
 */
const root = path.resolve(import.meta.dirname, "..");

const probeConfig: Linter.Config[] = [
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "import-x": importX as unknown as ESLint.Plugin },
    // How import-x parses the modules an import leads to, as the real config's TypeScript preset says.
    settings: { "import-x/parsers": importX.flatConfigs.typescript.settings?.["import-x/parsers"], ...importSettings },
    rules: architectureRules,
  },
  { ...libLayer, plugins: { "@typescript-eslint": tseslint.plugin as unknown as ESLint.Plugin } },
];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: probeConfig });

/** The rules a probe at `file` (relative to the repository) breaks, with their messages. */
async function problems(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe("architecture lint rules", () => {
  it("the probes use the real config's rule settings", async () => {
    const real = new ESLint({ cwd: root });
    for (const file of ["app/content/navigation.ts", "app/components/ui/icon.tsx", "app/routes/about.tsx"]) {
      const { rules } = (await real.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      for (const [rule, setting] of Object.entries(architectureRules)) {
        // ESLint keeps a rule's severity as a number and fills in the options' defaults.
        expect(rules?.[rule], `${rule} in ${file}`).toEqual([2, expect.objectContaining(setting[1]) as unknown]);
      }
    }
    const { rules } = (await real.calculateConfigForFile(path.join(root, "app/lib/forms/schemas.ts"))) as Linter.Config;
    for (const [rule, setting] of Object.entries(libLayer.rules)) expect(rules?.[rule], rule).toEqual([2, setting[1]]);
  });

  describe("import-x/no-cycle", () => {
    // Two modules that import each other, written to disk for the rule to follow.
    const dir = path.join(root, "app/lib", `lint-probe-${process.pid}`);
    const a = 'export const a = 1;\nimport { b } from "./b";\nexport const sum = a + b;\n';
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "a.ts"), a);
      writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = a + 1;\n');
      writeFileSync(path.join(dir, "c.ts"), "export const c = 1;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("reports two modules that import each other", async () => {
      const found = await problems(path.relative(root, path.join(dir, "a.ts")), a);
      expect(found.map((p) => p.rule)).toEqual(["import-x/no-cycle"]);
    });

    it("leaves an import that does not come back alone", async () => {
      const code = 'import { c } from "./c";\nexport const d = c;\n';
      expect(await problems(path.relative(root, path.join(dir, "d.ts")), code)).toEqual([]);
    });
  });

  describe("import-x/no-restricted-paths", () => {
    it("reports content that imports a component", async () => {
      const found = await problems("app/content/probe.ts", 'import { Icon } from "~/components/ui/icon";\nexport const icon = Icon;\n');
      expect(found).toEqual([{ rule: "import-x/no-restricted-paths", message: expect.stringContaining("Content is data") as unknown }]);
    });

    it("reports a component that imports a *.server.ts module, even for a type", async () => {
      const code = 'import type { Article } from "~/content/news.server";\nexport type Shown = Article;\n';
      const found = await problems("app/components/sections/probe.tsx", code);
      expect(found).toEqual([{ rule: "import-x/no-restricted-paths", message: expect.stringContaining("Browser code") as unknown }]);
    });

    it("reports browser lib code that imports from app/server", async () => {
      const found = await problems("app/lib/probe.ts", 'import { parseEnv } from "~/server/env.server";\nexport const env = parseEnv;\n');
      expect(found.map((p) => p.rule)).toEqual(["import-x/no-restricted-paths"]);
    });

    it("reports a build script that imports a tool", async () => {
      const found = await problems(
        "scripts/probe.ts",
        'import { writeSamples } from "../tools/documents/generate";\nexport const w = writeSamples;\n',
      );
      expect(found).toEqual([{ rule: "import-x/no-restricted-paths", message: expect.stringContaining("never run a tool") as unknown }]);
    });

    it("leaves the allowed directions alone", async () => {
      // A component reads content and lib; a route takes server code from a *.server.* module;
      // lib's own server modules may read the server's.
      expect(
        await problems(
          "app/components/sections/probe.tsx",
          'import { brandsAnchor } from "~/content/navigation";\nexport const s = brandsAnchor;\n',
        ),
      ).toEqual([]);
      expect(
        await problems(
          "app/routes/probe.ts",
          'import { handleFormApi } from "~/server/form-api.server";\nexport const h = handleFormApi;\n',
        ),
      ).toEqual([]);
      expect(
        await problems("app/lib/probe.server.ts", 'import { parseEnv } from "~/server/env.server";\nexport const env = parseEnv;\n'),
      ).toEqual([]);
      // A tool reads the build's modules and the content.
      expect(await problems("tools/probe.ts", 'import { zipEntries } from "../scripts/zip";\nexport const z = zipEntries;\n')).toEqual([]);
    });
  });

  describe("@typescript-eslint/no-restricted-imports in app/lib", () => {
    it("reports app/lib code that imports a content value, by alias or relative path", async () => {
      for (const from of ["~/content/interface/en", "../../content/interface/en"]) {
        const found = await problems("app/lib/forms/probe.ts", `import { en } from "${from}";\nexport const f = en.forms;\n`);
        expect(found, from).toEqual([
          {
            rule: "@typescript-eslint/no-restricted-imports",
            message: expect.stringContaining("app/lib imports no content values") as unknown,
          },
        ]);
      }
    });

    it("lets app/lib name a content type, and its tests use the content", async () => {
      const type = 'import type { FormsCopy } from "~/content/forms";\nexport type F = FormsCopy;\n';
      expect(await problems("app/lib/forms/probe.ts", type)).toEqual([]);
      const value = 'import { en } from "~/content/interface/en";\nexport const f = en.forms;\n';
      expect(await problems("app/lib/forms/probe.test.ts", value)).toEqual([]);
    });
  });
});
