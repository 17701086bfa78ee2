import { DealerPopup } from "~/components/forms/dealer-popup";
import { AboutSection } from "~/components/sections/home/about-section";
import { BrandsSection } from "~/components/sections/home/brands-section";
import { ContactSection } from "~/components/sections/home/contact-section";
import { DealersSection } from "~/components/sections/home/dealers-section";
import { DryingSeries } from "~/components/sections/home/drying-series";
import { FinishConfigurator } from "~/components/sections/home/finish-configurator";
import { Hero } from "~/components/sections/home/hero";
import { NewsSection } from "~/components/sections/home/news-section";
import { Showcase } from "~/components/sections/home/showcase";
import { WhyChooseUs } from "~/components/sections/home/why-choose-us";
import { preloadImage } from "~/components/ui/picture";
import { dealers, dealerTiers, type DealerTier } from "~/content/dealers";
import { homeContent } from "~/content/home";
import { newsItems } from "~/content/news.server";
import { pageMeta } from "~/lib/seo";
import { eagerHydration } from "~/lib/defer-hydration";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/home";

/**
 * Built with the page (it is prerendered): the page's copy (app/content/home.ts), three
 * news cards (featured first, then the newest; spec 2.3) and the dealer counts per tier.
 * Reading them here keeps the copy and the lists out of the page's JavaScript.
 */
/** A long page of interactive sections: hydrate while the network is busy (app/lib/defer-hydration.ts). */
export const handle = eagerHydration;

export function loader() {
  const news = [...newsItems()]
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate))
    .slice(0, 3);
  const tiers = (Object.keys(dealerTiers) as DealerTier[]).map((tier) => ({
    tier,
    label: dealerTiers[tier].label,
    count: dealers.filter((d) => d.tier === tier).length,
  }));
  return { content: homeContent, news, dealerSummary: { total: dealers.length, tiers } };
}

/** Metadata, and a preload of the hero picture where it is the largest thing on the first screen. */
export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { meta: page, hero } = loaderData.content;
  return [...pageMeta({ ...page, path: "/" }), { tagName: "link", ...preloadImage(hero.image, hero.imageSizes, hero.imageBackdropFrom) }];
};

/** The contact section's form and the dealer popup, posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["home-contact", "dealer-application"]);
}

/** Home (spec 2.3). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, news, dealerSummary } = loaderData;
  return (
    <>
      <Hero hero={content.hero} />
      <BrandsSection content={content.brands} />
      <Showcase showcase={content.showcases.norcool} />
      <FinishConfigurator configurator={content.configurator} />
      <Showcase showcase={content.showcases.thermocold} flip />
      <WhyChooseUs whyChooseUs={content.whyChooseUs} />
      <Showcase showcase={content.showcases.nimo} />
      <DryingSeries dryingSeries={content.dryingSeries} />
      <Showcase showcase={content.showcases.winemaster} flip />
      <AboutSection aboutSection={content.about} />
      <DealersSection dealersSection={content.dealers} summary={dealerSummary} />
      <NewsSection newsSection={content.news} items={news} />
      <ContactSection contactSection={content.contact} />
      <DealerPopup />
    </>
  );
}
