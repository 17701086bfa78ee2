import { rootData } from "~/content/i18n/ui.server";
import type { Lang } from "~/lib/i18n";

/** What a route's meta function gets as `matches` for a page in `lang`: the root's data (app/root.tsx). */
export function rootMatches(lang: Lang = "en") {
  return [{ id: "root", data: rootData(lang) }];
}
