import { site } from "~/content/site";
import { localizePath } from "./i18n";
import { breadcrumbJsonLd } from "./meta";
import { rootData } from "./seo";

/**
 * A page's BreadcrumbList JSON-LD in its language (PRODUCT.md 19): Home first, named by
 * the language's `common.breadcrumbHome`, then the given steps, every path moved into the
 * page's language ("/about" → "/nl/about"). Language and texts come from the root's data
 * among a meta function's `matches`, as for `pageMeta`.
 */
export function breadcrumbs(matches: readonly unknown[], steps: readonly { name: string; path: string }[]): object {
  const root = rootData(matches);
  const lang = root?.lang ?? "en";
  const home = { name: root?.ui.common.breadcrumbHome ?? "Home", path: "/" };
  return breadcrumbJsonLd(
    site.url,
    [home, ...steps].map((step) => ({ name: step.name, path: localizePath(step.path, lang) })),
  );
}
