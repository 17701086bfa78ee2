import { useLocation, useRouteLoaderData } from "react-router";
import type { BrandLink } from "~/content/brands";
import type { Site } from "~/content/company";
import type { Embeds } from "~/content/embeds";
import type { UiTexts } from "~/content/ui-texts";
import { langFromPath, type Lang } from "./i18n";

/**
 * What the root loader sends with every page (app/root.tsx): the texts as JSON, the
 * company's details and the embeds' settings (app/content/i18n/ui.server.ts `rootData`).
 */
interface RootData {
  lang: Lang;
  ui: string;
  site: Site;
  embeds: Embeds;
  brands: readonly BrandLink[];
}

function useRootData(hook: string): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error(`${hook}: the root loader's data is missing`);
  return data;
}

/** Each language's texts read once: a page's data brings the same string until the language changes. */
const read = new Map<string, UiTexts>();

/** The interface texts in the JSON the root loader sends. */
export function readUi(json: string): UiTexts {
  let texts = read.get(json);
  if (!texts) {
    texts = JSON.parse(json) as UiTexts;
    read.set(json, texts);
  }
  return texts;
}

/** The language of the page being shown: from its address (PRODUCT.md 19). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The interface texts in the page's language, sent by the root loader (app/root.tsx). */
export function useUi(): UiTexts {
  return readUi(useRootData("useUi").ui);
}

/** The brands' names and addresses, in their order (content/brands/), sent by the root loader. */
export function useBrands(): readonly BrandLink[] {
  return useRootData("useBrands").brands;
}

/** The company's name, phone, mailboxes, address and links (content/company/details.yml), sent by the root loader. */
export function useSite(): Site {
  return useRootData("useSite").site;
}

/** The embeds' addresses and providers (content/company/embeds.yml), sent by the root loader. */
export function useEmbeds(): Embeds {
  return useRootData("useEmbeds").embeds;
}
