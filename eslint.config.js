import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The architecture as lint rules (STYLE.md 11): routes → components → content / lib / server.
 * Exported so scripts/lint-rules.test.ts can prove, on probe files, that each rule bites.
 * Paths are relative to this file's folder (basePath), so the rules hold from any cwd.
 */
/** Server code: anything in app/server/, and any *.server.* module. One pattern, one report. */
const serverCode = "app/{server/**,**/*.server.*}";
const layerZones = [
  {
    target: "app/content",
    from: ["app/components", "app/routes"],
    message: "Content is data: it imports no components or routes (STYLE.md 11).",
  },
  {
    target: "app/lib",
    from: ["app/components", "app/routes"],
    message: "app/lib is framework-free logic under the components: it imports none (STYLE.md 11).",
  },
  {
    target: "app/server",
    from: ["app/components", "app/routes"],
    message: "Server modules sit under the routes and components; routes call them, not the other way round.",
  },
  {
    target: "app/components",
    from: ["app/routes"],
    message: "Routes compose components; a component never imports a route.",
  },
  {
    // Browser code: every component, and every lib module but lib's own *.server.* ones.
    target: ["app/components/**", "app/lib/**/!(*.server.*)"],
    from: [serverCode],
    message:
      "Browser code imports no server module (*.server.* or app/server/): pass server data through a loader, and keep shared types in a module without .server.",
  },
  {
    // The tools write committed files when someone runs them; the site and the build only
    // serve and measure those files, so nothing of theirs may depend on a tool.
    target: ["app", "server", "scripts"],
    from: ["tools"],
    message:
      "The site and the build never run a tool (docs/decisions/0026-samples-are-assets.md): a tool may import the build's modules, not the other way round.",
  },
  {
    // React Router strips *.server.* modules from client bundles and refuses to bundle one a
    // browser module reaches; a server module without the suffix would go to the browser.
    target: "app/routes",
    from: ["app/server/**/!(*.server.*)"],
    message: "Routes import server code only from *.server.* modules, which React Router keeps out of client bundles.",
  },
];

/**
 * The rules that keep the shape; scripts/lint-rules.test.ts lints probes with exactly these.
 * @type {Record<string, ["error", Record<string, unknown>]>}
 */
export const architectureRules = {
  "import-x/no-cycle": ["error", { ignoreExternal: true }],
  "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
};

/**
 * app/lib is pure logic (STYLE.md 19): it may name content's types, but imports none of its
 * values (texts, records). Code that needs content's values and lib's logic together lives
 * in app/server/ or app/content/i18n/, and a component gets its texts from props or useUi().
 * The import-x zones above cannot let a type through, so this is typescript-eslint's rule,
 * on the import's path (`~/content/…`, `../content/…`). Tests may use the real content.
 * @type {{ files: string[]; ignores: string[]; rules: Record<string, ["error", Record<string, unknown>]> }}
 */
export const libLayer = {
  files: ["app/lib/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(~/|(\\.\\./)+)content(/|$)",
            allowTypeImports: true,
            message:
              "app/lib imports no content values, only their types (STYLE.md 19): pass texts and records in, or put the code in app/server/.",
          },
        ],
      },
    ],
  },
};

/** Settings the import rules need to resolve `~/…` and TypeScript paths. */
export const importSettings = {
  "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
};

export default defineConfig(
  globalIgnores(["build/", "build-*/", "data/", "reports/", "test-results/", "public/", ".react-router/", "app/content/generated/"]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // The codebase's convention: a leading underscore names a value left unused on purpose
      // (a rest sibling dropped from an object, an argument an interface requires).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Loaders answer 404 the way React Router documents it: `throw data(null, { status: 404 })`.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
            { from: "lib", name: "Response" },
          ],
        },
      ],
      // Passing on a rejection that was caught (of type unknown) is not inventing a non-Error.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // `interface AppLoadContext extends …{}` is how a module's interface is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  libLayer,
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // French and German copy is typeset with no-break spaces (before : ; ! ? », after «,
    // between a number and its unit), in template literals as in strings.
    files: ["app/content/**/*.ts"],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
  {
    // The React code: the site itself (server/, scripts/ and tests/e2e/ hold none).
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.recommended],
  },
  {
    extends: [importX.flatConfigs.recommended, importX.flatConfigs.typescript],
    settings: importSettings,
    rules: {
      ...architectureRules,
      // tsc already checks that a namespace or default import has the members used
      // (typescript-eslint's advice for import plugins); these heuristics also misread the
      // documented `fc.record` (fast-check) and `L.divIcon` (leaflet, whose plugins add to
      // that object) as mistakes.
      "import-x/namespace": "off",
      "import-x/default": "off",
      "import-x/no-named-as-default-member": "off",
      // `./icons.svg?url` and `./icons.svg?raw` are two different modules to Vite.
      "import-x/no-duplicates": ["error", { considerQueryString: true }],
    },
  },
  {
    // A test may reach across layers to exercise a route with its content; no-cycle still applies.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": "off",
      // Vitest types its asymmetric matchers (expect.stringContaining, expect.objectContaining)
      // as any; in a test such an any is an expectation, not data.
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
);
