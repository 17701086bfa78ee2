import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
  // The site has few routes: ship the whole route manifest with the page instead of
  // asking the server for it as links appear (no /__manifest requests).
  routeDiscovery: { mode: "initial" },
  // Services reach loaders and actions through typed contexts (app/server/request-context.server.ts).
  future: { v8_middleware: true },
  // Every page that needs no request data is built to HTML (STYLE.md 5: from the registry).
  async prerender() {
    const { prerenderUrls } = await import("./app/route-registry");
    return prerenderUrls();
  },
} satisfies Config;
