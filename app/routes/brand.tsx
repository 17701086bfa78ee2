import { Fragment } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { brandPageLabelsByLang, findBrandFor, findBrandPageFor } from "~/content/i18n/brands.server";
import { uiTexts } from "~/content/i18n/ui.server";
import { NotFound } from "~/components/sections/not-found";
import { BrandDealers } from "~/components/sections/brand/brand-dealers";
import { BrandHero } from "~/components/sections/brand/brand-hero";
import { brandPageJsonLd } from "~/components/sections/brand/structured-data";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { requestLang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { routeMeta } from "~/lib/route-meta";
import { notFoundMeta, pageMeta } from "~/lib/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/brand";

// Below the hero, each section's code loads as it comes near the viewport
// (app/components/ui/island.tsx); the server renders them all in full (HTML first).
// Only the Norcool page embeds the dealer locator (spec 2.9): its code and the dealer list
// load with that page alone.
const Showcase = lazySection(() => import("~/components/sections/brand/showcase").then((m) => m.Showcase));
const CategoryGrid = lazySection(() => import("~/components/sections/brand/category-grid").then((m) => m.CategoryGrid));
const OurStory = lazySection(() => import("~/components/sections/brand/our-story").then((m) => m.OurStory));
const Heritage = lazySection(() => import("~/components/sections/brand/heritage").then((m) => m.Heritage));
const WhyChoose = lazySection(() => import("~/components/sections/brand/why-choose").then((m) => m.WhyChoose));
const GetInTouch = lazySection(() => import("~/components/sections/brand/get-in-touch").then((m) => m.GetInTouch));
const DealerLocator = lazySection(() => import("~/components/dealers/dealer-locator").then((m) => m.DealerLocator));
const DealerPopup = lazySection(() => import("~/components/forms/dealer-popup").then((m) => m.DealerPopup));
const sections = [DealerPopup, Showcase, CategoryGrid, OurStory, Heritage, WhyChoose, GetInTouch];

/**
 * /brands/{slug} (spec 2.8). The six pages are prerendered from the route registry; any
 * other slug is a 404. Content comes from app/content/brand-pages/ through the loader, in
 * the language of the address (PRODUCT.md 19), so only the visited brand's copy in that
 * language reaches the browser.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const brand = findBrandFor(params.slug, lang);
  const page = findBrandPageFor(params.slug, lang);
  if (!brand || !page) {
    // PRODUCT.md 15: unknown paths answer 404 and are logged.
    context.logger?.warn("page not found", { path: new URL(request.url).pathname });
    throw data({ meta: notFoundMeta(lang, new URL(request.url).pathname) }, { status: 404 });
  }
  // The labels around the copy travel with the page's data, not in its code.
  const labels = brandPageLabelsByLang[lang];
  const meta = pageMeta(lang, {
    ...page.meta,
    path: `/brands/${brand.slug}`,
    image: page.hero.media.poster.wide.src,
    imageAlt: fill(labels.shareImageAlt, { brand: brand.name, tagline: brand.tagline }),
    jsonLd: brandPageJsonLd(brand, page, lang, uiTexts[lang].common.breadcrumbHome),
  });
  return { brand, page, labels, meta };
}

/** A navigation inside the site: the sections' code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Only the Norcool page has the dealer locator; its code comes along there alone.
  return withIslands(request.url, serverLoader(), sections, (data) => (data.page.dealers ? [DealerLocator] : []));
}

/** The dealer popup, posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["dealer-application"]);
}

export const meta: Route.MetaFunction = routeMeta;

/** An unknown slug shows the not-found page here, so this route's meta (noindex) applies. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

/** The labels around the copy come from app/content/brand-pages/labels.ts, passed to each section. */
export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand, page, labels } = loaderData;
  return (
    // A move to another brand's page draws it anew: a section that was never hydrated
    // holds the server's HTML of the page it came with (app/components/ui/island.tsx).
    <Fragment key={brand.slug}>
      <BrandHero brand={brand} hero={page.hero} labels={labels.hero} />
      {page.showcase ? (
        <Island anchor="showcase-title">
          <Showcase showcase={page.showcase} labels={labels.showcase} />
        </Island>
      ) : null}
      <Island anchor="categories-title">
        <CategoryGrid categories={page.categories} brandName={brand.name} labels={labels} />
      </Island>
      <Island anchor="story-title">
        <OurStory brand={brand} story={page.story} partnerSince={labels.partnerSince} />
      </Island>
      {page.heritage ? (
        <Island anchor="heritage-title">
          <Heritage heritage={page.heritage} />
        </Island>
      ) : null}
      <Island anchor="why-title">
        <WhyChoose features={page.features} carouselLabel={labels.featuresCarousel} />
      </Island>
      {page.dealers ? (
        <BrandDealers dealers={page.dealers}>
          <Island anchor="dealers-title">
            <DealerLocator />
          </Island>
        </BrandDealers>
      ) : null}
      <Island anchor="contact-title">
        <GetInTouch contact={page.contact} brandName={brand.name} labels={labels.contact} />
      </Island>
      {/* The popup's brand is fixed to this page's brand (spec 3). */}
      <Island anchor="dealer-popup" on="scroll">
        <DealerPopup brand={brand} />
      </Island>
    </Fragment>
  );
}
