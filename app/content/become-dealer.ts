import type { IconName } from "../lib/icon-names";

/**
 * The shape of /become-dealer's copy (spec 2.4): hero, stats, benefits, brand list (from
 * the brands), portal features, the four-step process and the brochure. The copy is
 * content/pages/become-dealer.yml, read and checked by ./i18n/pages.server.ts.
 */
interface DealerCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface BecomeDealerCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  hero: { eyebrow: string; title: string; intro: string };
  stats: readonly { value: string; label: string }[];
  benefits: { title: string; intro: string; items: readonly DealerCard[] };
  brands: { title: string; intro: string };
  portal: { title: string; intro: string; features: readonly string[] };
  steps: { title: string; intro: string; items: readonly { title: string; text: string }[] };
  brochure: { href: string; label: string };
  closing: { title: string; text: string };
}
