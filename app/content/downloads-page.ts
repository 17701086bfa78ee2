import type { Plural } from "../lib/plural";

/**
 * Copy of the /downloads page (spec 2.7); the files and categories themselves are
 * ./downloads.ts, the texts its file list shares with /manuals are in ./common.ts. The
 * route's loader picks the page's language (app/content/i18n/search.server.ts).
 * Checked at build by ./pages.schema.server.ts.
 */
export interface DownloadsPageCopy {
  hero: { eyebrow: string; title: string; intro: string };
  categories: {
    title: string;
    /** After each category's count. */
    files: string;
    browse: string;
  };
  filter: {
    /** Names the filter form for screen readers. */
    formLabel: string;
    search: string;
    placeholder: string;
    category: string;
    allCategories: string;
    apply: string;
  };
  list: {
    /** The list's title when no category is chosen. */
    all: string;
    /** `{count}`: how many files the list shows. */
    count: Plural;
    /** `{category}`: read after Download All. */
    archiveNote: string;
    /** `{category}` of archiveNote when no category is chosen. */
    archiveAll: string;
    empty: string;
    clear: string;
    note: string;
  };
  resources: {
    /** Names the two blocks for screen readers. */
    label: string;
    dealers: { title: string; text: string; link: string };
    more: {
      title: string;
      text: string;
      /** After each address; start with their own space. */
      documents: string;
      images: string;
      /** `{hours}`: the office hours, after the phone number. */
      phoneHours: string;
    };
  };
}

export const downloadsPage: DownloadsPageCopy = {
  hero: {
    eyebrow: "Downloads",
    title: "Downloads Center",
    intro: "User manuals, product catalogs, product images and training videos for the brands we distribute.",
  },
  categories: { title: "Browse by category", files: "files", browse: "Browse" },
  filter: {
    formLabel: "Downloads",
    search: "Search downloads",
    placeholder: "File name, e.g. catalog or NIMO",
    category: "Category",
    allCategories: "All Categories",
    apply: "Apply filters",
  },
  list: {
    all: "All Downloads",
    count: { one: "{count} file", other: "{count} files" },
    archiveNote: ": {category} as one file",
    archiveAll: "all downloads",
    empty: "No downloads found. Try adjusting your search terms or category filter.",
    clear: "Clear the filters",
    note: "The category counts describe our full library; this public list shows a selection. Dealers find every file in the dealer portal.",
  },
  resources: {
    label: "More resources",
    dealers: {
      title: "Dealer Resources",
      text: "Dealers find the full library in the dealer portal: every manual, catalogue and training video, high-resolution product photography, price lists and marketing material. Not a dealer portal user yet? Request access and we will set up your account.",
      link: "Request dealer access",
    },
    more: {
      title: "Need Additional Resources?",
      text: "Looking for a document that is not listed, a manual for an older model or material in another format? Ask us.",
      documents: " (documents and downloads)",
      images: " (images and marketing material)",
      phoneHours: " ({hours})",
    },
  },
};
