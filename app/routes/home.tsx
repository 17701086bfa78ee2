import type { MetaDescriptor } from "react-router";
import { BrandsSection } from "~/components/sections/home/brands-section";
import { Hero } from "~/components/sections/home/hero";
import { HydrateInTurn } from "~/components/ui/hydrate-in-turn";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { preloadImage } from "~/components/ui/picture";
import { dealers, type DealerTier } from "~/content/dealers";
import { brandCardsFor, brandsUi } from "~/content/i18n/brands.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { newsItems } from "~/content/news.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/home";

// Below the first screen: each section's code loads as it comes near the viewport
// (app/components/ui/island.tsx). The hero and the brand cards hydrate with the page.
const Showcases = lazySection(() => import("~/components/sections/home/showcases").then((m) => m.Showcases));
const FinishConfigurator = lazySection(() => import("~/components/sections/home/finish-configurator").then((m) => m.FinishConfigurator));
const WhyChooseUs = lazySection(() => import("~/components/sections/home/why-choose-us").then((m) => m.WhyChooseUs));
const DryingSeries = lazySection(() => import("~/components/sections/home/drying-series").then((m) => m.DryingSeries));
const AboutSection = lazySection(() => import("~/components/sections/home/about-section").then((m) => m.AboutSection));
const DealersSection = lazySection(() => import("~/components/sections/home/dealers-section").then((m) => m.DealersSection));
const NewsSection = lazySection(() => import("~/components/sections/home/news-section").then((m) => m.NewsSection));
const ContactSection = lazySection(() => import("~/components/sections/home/contact-section").then((m) => m.ContactSection));
const DealerPopup = lazySection(() => import("~/components/forms/dealer-popup").then((m) => m.DealerPopup));
const sections = [
  DealerPopup,
  Showcases,
  FinishConfigurator,
  WhyChooseUs,
  DryingSeries,
  AboutSection,
  DealersSection,
  NewsSection,
  ContactSection,
];

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
  const dealerTiers = brandsUi[lang].dealerTiers;
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

/** A navigation inside the site: the sections' code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), sections);
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
      {/* Each a task of its own as the page hydrates (app/components/ui/hydrate-in-turn.tsx). */}
      <HydrateInTurn name="home-hero">
        <Hero hero={content.hero} />
      </HydrateInTurn>
      <HydrateInTurn name="home-brands">
        <BrandsSection content={content.brands} cards={brandCards} />
      </HydrateInTurn>
      <Island anchor="showcases">
        <Showcases content={content.showcases} labels={content.showcaseLabels} />
      </Island>
      <Island anchor="configurator-title">
        <FinishConfigurator configurator={content.configurator} />
      </Island>
      <Island anchor="why-title">
        <WhyChooseUs whyChooseUs={content.whyChooseUs} />
      </Island>
      <Island anchor="drying-title">
        <DryingSeries dryingSeries={content.dryingSeries} />
      </Island>
      <Island anchor="about-title">
        <AboutSection aboutSection={content.about} />
      </Island>
      <Island anchor="contact-title">
        <ContactSection contactSection={content.contact} />
      </Island>
      <Island anchor="dealers-title">
        <DealersSection dealersSection={content.dealers} summary={dealerSummary} />
      </Island>
      <Island anchor="news-title">
        <NewsSection newsSection={content.news} items={news} />
      </Island>
      <Island anchor="dealer-popup" on="scroll">
        <DealerPopup />
      </Island>
    </>
  );
}
