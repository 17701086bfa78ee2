import { languages, type Lang } from "../../lib/i18n";
import { content } from "../load.server";
import type { NewsPagesCopy } from "../news-pages";
import { newsPagesSchema } from "../pages.schema.server";
import { pagesFor } from "./pages.server";
import type { NewsUi } from "../ui-texts";

/**
 * News list and articles: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`). The articles are content/news/<slug>.<lang>.md, read and checked
 * by ../news.server.ts.
 */
const newsCopy = content.readTranslated("pages", "news", newsPagesSchema);

export const newsUi: Record<Lang, NewsUi> = {
  en: { newsCard: newsCopy.en.card },
  nl: { newsCard: newsCopy.nl.card },
  de: { newsCard: newsCopy.de.card },
  fr: { newsCard: newsCopy.fr.card },
};

/** Where each interface text set of this part is written, for the translation check. */
export const newsUiFiles: Record<keyof NewsUi, string> = { newsCard: "content/pages/news" };

/** Copy of /news and the article pages, per language (the routes' loaders pick one). */
export const newsPagesCopy: Record<Lang, NewsPagesCopy> = Object.fromEntries(
  languages.map((lang) => {
    const { card: _card, ...copy } = newsCopy[lang];
    return [lang, { meta: pagesFor(lang)["/news"], ...copy }];
  }),
) as unknown as Record<Lang, NewsPagesCopy>;

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const newsTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  { file: "app/content/news-pages", texts: newsPagesCopy },
];
