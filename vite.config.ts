import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { createRequire } from "node:module";
import path from "node:path";
import { publicSettingPrefixes } from "./app/lib/public-settings";

/**
 * React Router 7's package exports only its development build, which keeps its warnings
 * (ENABLE_DEV_WARNINGS) and their strings in the browser's bundle
 * (https://github.com/remix-run/react-router/issues/14102). The package also ships the
 * same code built for production; the browser gets that one. The server keeps the default.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "site:react-router-production",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.name !== "client" || !(id in files)) return;
      return path.join(dist, files[id]!);
    },
  };
}

/**
 * The browser runs the pages on Preact's React-compatible runtime (docs/decisions/0018-client-runtime.md):
 * the server renders with React, the browser hydrates with a runtime a sixth its size.
 */
function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  // React DOM's resource hints (preload) matter in the server's HTML, where React puts them
  // in the head; in the browser the element that needs the file is being rendered already.
  const reactDom = "\0site:react-dom";
  return {
    name: "site:preact-in-the-browser",
    enforce: "pre",
    async resolveId(id, importer) {
      if (this.environment.name !== "client") return;
      if (id === "react-dom") return reactDom;
      if (!(id in targets)) return;
      return this.resolve(targets[id]!, importer, { skipSelf: true });
    },
    load(id) {
      if (id !== reactDom) return;
      return 'export * from "preact/compat";\nexport { default } from "preact/compat";\nexport function preload() {}\n';
    },
  };
}

/**
 * Fewer, larger script files for the browser. Every page needs React, React Router and
 * the site shell (header, footer, toasts: everything app/root.tsx imports), so they go in
 * one "shell" file instead of the ~15 small chunks the bundler would make. On a phone
 * each extra file costs a round trip that competes with the stylesheet and the hero image.
 * Page code, and code that only some pages share, keeps its own files, except a few
 * small modules many pages use: the bytes that fill placeholders in the copy
 * (app/lib/inline-text.ts) and the section title. As files of their own they would cost
 * those pages a round trip.
 */
function clientChunks(): Plugin {
  type Info = { id: string; isEntry: boolean; importers: string[] } | null;
  const isShellEntry = (id: string) => /[\\/]app[\\/]root\.tsx|entry\.client/.test(id);
  const smallShared = ["lib/inline-text.ts", "components/ui/section-title.tsx"];
  const isSmallShared = (id: string) => smallShared.some((file) => id.replaceAll("\\", "/").endsWith(`/app/${file}`));
  return {
    name: "site:client-chunks",
    configEnvironment(name) {
      if (name !== "client") return;
      const memo = new Map<string, boolean>();
      const inShell = (id: string, getInfo: (id: string) => Info): boolean => {
        const known = memo.get(id);
        if (known !== undefined) return known;
        memo.set(id, false); // import cycles: not (yet) known to be in the shell
        const info = getInfo(id);
        const result = !!info && ((info.isEntry && isShellEntry(id)) || info.importers.some((i) => inShell(i, getInfo)));
        memo.set(id, result);
        return result;
      };
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, ctx) => {
                      // The root route's code goes in too; the root file that React Router
                      // names becomes a one-line facade.
                      // The entry starts hydration when it runs, so it must stay its own file.
                      if (/entry\.client/.test(id)) return null;
                      return isSmallShared(id) || inShell(id, (m) => ctx.getModuleInfo(m)) ? "shell" : null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * React Router's build creates its `Link`, `NavLink` and `Form` components with top-level
 * `forwardRef` calls and sets their `displayName`, which the bundler must keep as possible
 * side effects: every page shipped the three, with the prefetching and form-submission code
 * they use, whether or not it used them. `forwardRef` has none, and a display name is for
 * developer tools only, so in the browser's build the calls are marked pure and the names
 * left out; what the site uses stays (docs/decisions/0018-client-runtime.md).
 */
function reactRouterTreeShaking(): Plugin {
  const file = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
  return {
    name: "site:react-router-tree-shaking",
    transform(code, id) {
      if (this.environment.name !== "client" || !file.test(id)) return;
      return code.replace(/(=\s*)(React\d*\.forwardRef\()/g, "$1/* @__PURE__ */ $2").replace(/^\w+\.displayName = "\w+";$/gm, "");
    },
  };
}

/**
 * The browser's scripts are minified by Terser, which writes them 2–4 % smaller than the
 * default minifier, for a few seconds more of build (docs/decisions/0018-client-runtime.md).
 * The server's bundle stays readable, so its stack traces in the logs are too.
 */
function terserInTheBrowser(): Plugin {
  return {
    name: "site:terser-in-the-browser",
    configEnvironment(name) {
      if (name !== "client") return;
      return { build: { minify: "terser", terserOptions: { compress: { passes: 2 } } } };
    },
  };
}

/**
 * Every script file of the browser's build starts with V8's compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 and later): Chrome then compiles all of the
 * file's functions while it downloads the file, on a background thread, instead of each
 * function on the main thread the first time it runs. Nearly all of what a page loads runs
 * while it hydrates, and running code for the first time was most of hydration's long tasks
 * on a slow phone (docs/decisions/0018-client-runtime.md). Other browsers read a comment.
 * It goes in once the bundle is written, minified and given its preload map, so that it is
 * the file's first line: V8 compiles eagerly the functions that come after it.
 */
const compileHint = "//# allFunctionsCalledOnLoad";
function compileHints(): Plugin {
  return {
    name: "site:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // The files' names carry their content's hash: the hint is part of it.
    augmentChunkHash: () => compileHint,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `${compileHint}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

export default defineConfig({
  // Only PUBLIC_* settings and SITE_URL are compiled into the pages; server secrets
  // (SMTP_URL, DATABASE_URL, …) are read at runtime by app/server/env.server.ts only.
  envPrefix: [...publicSettingPrefixes],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [
    tailwindcss(),
    reactRouterTreeShaking(),
    preactInTheBrowser(),
    reactRouterProductionBuild(),
    reactRouter(),
    clientChunks(),
    terserInTheBrowser(),
    compileHints(),
  ],
  build: { assetsInlineLimit: 0 },
});
