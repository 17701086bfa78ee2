import type { Plural } from "../lib/plural";

/**
 * The shape of the /downloads page's copy (spec 2.7): content/downloads/page.yml,
 * read and checked by ./downloads.server.ts; the route's loader picks the page's language.
 * The files and categories themselves are content/downloads/files/ and categories/, the
 * texts its file list shares with /manuals are the interface strings' `common.files`
 * (./interface/<lang>.ts).
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
