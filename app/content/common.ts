/**
 * Short texts several pages share, each written once: the first step of every breadcrumb,
 * the notes screen readers hear after a link that opens a new tab or a PDF, and the
 * carousels' controls and the file lists of /manuals and /downloads. `{name}` placeholders
 * are filled in by the page. The texts of each language are in ./interface/<lang>.ts (`common`).
 */
export interface CommonCopy {
  /** Name of the home page in the breadcrumbs of the structured data (spec 2.1). */
  breadcrumbHome: string;
  /** Read after a link that opens in a new tab; starts with its own space. */
  newTab: string;
  /** Read after a link to a PDF; starts with its own space. */
  pdf: string;
  carousel: {
    /** What screen readers call a carousel and one of its slides (aria-roledescription). */
    roleDescription: { carousel: string; slide: string };
    /** `{index}`, `{count}`: names a slide. */
    slide: string;
    previous: string;
    next: string;
    /** `{index}`, `{count}`: a dot under the carousel. */
    show: string;
  };
  files: {
    /** A file's download button. */
    download: string;
    /** `{name}`, `{type}`, `{size}`: read after Download. */
    downloadNote: string;
    /** A group's archive button. */
    downloadAll: string;
    /** `{type}`, `{size}`: after Download All. */
    archiveFacts: string;
    /** `{query}`: after the count of files a filter shows. */
    matching: string;
  };
}
