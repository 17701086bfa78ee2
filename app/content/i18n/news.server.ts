import { languages, type Lang } from "../../lib/i18n";
import { content } from "../load.server";
import type { NewsPagesCopy } from "../news-pages";
import { newsPagesSchema } from "../pages.schema.server";
import { pagesFor } from "./pages.server";
import type { UiTexts } from "../ui-texts";

/**
 * News list and articles: content/pages/news.yml, the news cards' texts among them
 * (joined into every page's set by ./ui.server.ts), and the pages' copy that routes'
 * loaders pick by language. The articles are content/news/<slug>.<lang>.md, read and
 * checked by ../news.server.ts.
 */
const newsCopy = content.readTranslated("pages", "news", newsPagesSchema);

export const newsUi: Record<Lang, Pick<UiTexts, "newsCard">> = {
  en: { newsCard: newsCopy.en.card },
  nl: { newsCard: newsCopy.nl.card },
  de: { newsCard: newsCopy.de.card },
  fr: { newsCard: newsCopy.fr.card },
};

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
