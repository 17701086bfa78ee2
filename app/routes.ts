import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { routeEntries } from "./route-registry";

const localized = routeEntries.filter((r) => r.localized);
const child = (path: string, file: string) => (path === "/" ? index(file) : route(path.replace(/^\//, ""), file));

export default [
  // Every page once, under an optional language prefix: "/about" and "/nl/about" (PRODUCT.md 19).
  route(
    ":lang?",
    "routes/language.tsx",
    localized.map((r) => child(r.path, r.file)),
  ),
  ...routeEntries.filter((r) => !r.localized).map((r) => route(r.path, r.file)),
] satisfies RouteConfig;
