import type { MetaDescriptor } from "react-router";
import { BrandsSection } from "~/components/sections/home/brands-section";
import { Hero } from "~/components/sections/home/hero";
import { preloadImage } from "~/components/ui/picture";
import type { DealerTier } from "~/content/dealers";
import { dealers } from "~/content/dealers.server";
import { brandCardsFor } from "~/content/i18n/brands.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { interfaceTexts } from "~/content/i18n/ui.server";
import { newsItems } from "~/content/news.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/home";
import { Showcases } from "~/components/sections/home/showcases";
import { FinishConfigurator } from "~/components/sections/home/finish-configurator";
import { WhyChooseUs } from "~/components/sections/home/why-choose-us";
import { DryingSeries } from "~/components/sections/home/drying-series";
import { AboutSection } from "~/components/sections/home/about-section";
import { DealersSection } from "~/components/sections/home/dealers-section";
import { NewsSection } from "~/components/sections/home/news-section";
import { ContactSection } from "~/components/sections/home/contact-section";
import { DealerPopup } from "~/components/forms/dealer-popup";

/**
 * Built with the page (it is prerendered), in the address's language (PRODUCT.md 19): the
 * page's copy (app/content/home.ts and its translations), three news cards (featured first,
 * then the newest; spec 2.3) and the dealer counts per tier. Reading them here keeps the
 * copy and the lists out of the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const news = [...newsItems(lang)]
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate))
    .slice(0, 3);
  const dealerTiers = interfaceTexts[lang].dealerTiers;
  const tiers = (Object.keys(dealerTiers) as DealerTier[]).map((tier) => ({
    tier,
    label: dealerTiers[tier].label,
    count: dealers.filter((d) => d.tier === tier).length,
  }));
  const content = homeCopy[lang];
  const { hero } = content;
  const meta: MetaDescriptor[] = [
    ...pageMeta(lang, { ...content.meta, path: "/" }),
    { tagName: "link", ...preloadImage(hero.image, hero.imageSizes, hero.imageBackdropFrom) },
  ];
  return { content, brandCards: brandCardsFor(lang), news, dealerSummary: { total: dealers.length, tiers }, meta };
}

/** Metadata, and a preload of the hero picture where it is the largest thing on the first screen. */
export const meta: Route.MetaFunction = routeMeta;

/** The contact section's form and the dealer popup, posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["home-contact", "dealer-application"]);
}

/** Home (spec 2.3). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, brandCards, news, dealerSummary } = loaderData;
  return (
    <>
      <Hero hero={content.hero} />
      <BrandsSection content={content.brands} cards={brandCards} />
      <Showcases content={content.showcases} labels={content.showcaseLabels} />
      <FinishConfigurator configurator={content.configurator} />
      <WhyChooseUs whyChooseUs={content.whyChooseUs} />
      <DryingSeries dryingSeries={content.dryingSeries} />
      <AboutSection aboutSection={content.about} />
      <ContactSection contactSection={content.contact} />
      <DealersSection dealersSection={content.dealers} summary={dealerSummary} />
      <NewsSection newsSection={content.news} items={news} />
      <DealerPopup />
    </>
  );
}
