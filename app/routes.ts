import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { routeEntries } from "./route-registry";

export default routeEntries.map((r) =>
  r.path === "/" ? index(r.file) : route(r.path, r.file),
) satisfies RouteConfig;
