import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { prefixedLanguages } from "./lib/i18n";
import { routeEntries } from "./route-registry";

const localized = routeEntries.filter((r) => r.localized);
const home = localized.find((r) => r.path === "/")!;
const child = (path: string, file: string) => route(path.replace(/^\//, ""), file);

export default [
  // The home page at "/" and at each language's prefix ("/nl"), outside the optional
  // segment below: as its index, it matched any first segment, so a 404 at "/foo" loaded
  // the home page's code for nothing.
  index(home.file),
  ...prefixedLanguages.map((lang) => route(lang, home.file, { id: `routes/home-${lang}` })),
  // Every other page once, under an optional language prefix: "/about" and "/nl/about" (PRODUCT.md 19).
  route(
    ":lang?",
    "routes/language.tsx",
    localized.filter((r) => r !== home).map((r) => child(r.path, r.file)),
  ),
  ...routeEntries.filter((r) => !r.localized).map((r) => route(r.path, r.file)),
] satisfies RouteConfig;
