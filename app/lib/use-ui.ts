import { useLocation, useRouteLoaderData } from "react-router";
import type { UiTexts } from "~/content/ui-texts";
import { langFromPath, type Lang } from "./i18n";

/** What the root loader sends with every page (app/root.tsx). */
interface RootData {
  lang: Lang;
  ui: UiTexts;
}

/** The language of the page being shown: from its address (PRODUCT.md 19). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The interface texts in the page's language, sent by the root loader (app/root.tsx). */
export function useUi(): UiTexts {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useUi: the root loader's texts are missing");
  return data.ui;
}
