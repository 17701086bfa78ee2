import { Fragment, lazy, Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { site } from "~/content/company.server";
import { dealers } from "~/content/dealers.server";
import { embeds } from "~/content/embeds.server";
import { findBrandFor, findBrandPageFor } from "~/content/brands.server";
import { brandPageLabelsByLang } from "~/content/i18n/brands.server";
import { uiTexts } from "~/content/i18n/ui.server";
import { BrandDealers } from "~/components/sections/brand/brand-dealers";
import { BrandHero } from "~/components/sections/brand/brand-hero";
import { brandPageJsonLd } from "~/components/sections/brand/structured-data";
import { requestLang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { routeMeta } from "~/lib/route-meta";
import { notFoundMeta, pageMeta } from "~/server/seo.server";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/brand";
import { Showcase } from "~/components/sections/brand/showcase";
import { CategoryGrid } from "~/components/sections/brand/category-grid";
import { OurStory } from "~/components/sections/brand/our-story";
import { Heritage } from "~/components/sections/brand/heritage";
import { WhyChoose } from "~/components/sections/brand/why-choose";
import { GetInTouch } from "~/components/sections/brand/get-in-touch";
import { DealerLocator } from "~/components/dealers/dealer-locator";
import { loggerContext } from "~/server/request-context.server";
import { DealerPopup } from "~/components/forms/dealer-popup";

/**
 * /brands/{slug} (spec 2.8). Every brand's page is prerendered from the route registry; any
 * other slug is a 404. Content comes from content/brands/<slug>.<lang>.yml through the loader, in
 * the language of the address (PRODUCT.md 19), so only the visited brand's copy in that
 * language reaches the browser.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const brand = findBrandFor(params.slug, lang);
  const page = findBrandPageFor(params.slug, lang);
  if (!brand || !page) {
    // PRODUCT.md 15: unknown paths answer 404 and are logged.
    context.get(loggerContext).warn("page not found", { path: new URL(request.url).pathname });
    throw data({ meta: notFoundMeta(lang, new URL(request.url).pathname) }, { status: 404 });
  }
  // The labels around the copy travel with the page's data, not in its code.
  const labels = brandPageLabelsByLang[lang];
  const meta = pageMeta(lang, {
    ...page.meta,
    path: `/brands/${brand.slug}`,
    image: page.hero.media.poster.wide.src,
    imageAlt: fill(labels.shareImageAlt, { brand: brand.name, tagline: brand.tagline }),
    jsonLd: brandPageJsonLd(brand, page, { site, videoOrigin: embeds.videoPlayer.origin, lang, home: uiTexts[lang].common.breadcrumbHome }),
  });
  // The page with the dealer locator (Norcool's) carries the dealers (content/dealers/).
  return { brand, page, labels, meta, ...(page.dealers ? { dealers } : {}) };
}

/** The dealer popup, posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["dealer-application"]);
}

export const meta: Route.MetaFunction = routeMeta;

/** The not-found page, drawn only for an unknown slug: its code loads with that page, not with the brands'. */
const NotFound = lazy(() => import("~/components/sections/not-found").then((m) => ({ default: m.NotFound })));

/** An unknown slug shows the not-found page here, so this route's meta (noindex) applies. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  throw error;
}

/** The labels around the copy come from app/content/brand-pages/labels.ts, passed to each section. */
export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand, page, labels, dealers } = loaderData;
  return (
    // A move to another brand's page draws it anew: no carousel or popup state carries over.
    <Fragment key={brand.slug}>
      <BrandHero brand={brand} hero={page.hero} labels={labels.hero} />
      {page.showcase ? <Showcase showcase={page.showcase} labels={labels.showcase} /> : null}
      <CategoryGrid categories={page.categories} brandName={brand.name} labels={labels} />
      <OurStory brand={brand} story={page.story} partnerSince={labels.partnerSince} />
      {page.heritage ? <Heritage heritage={page.heritage} /> : null}
      <WhyChoose features={page.features} carouselLabel={labels.featuresCarousel} />
      {page.dealers && dealers ? (
        <BrandDealers dealers={page.dealers}>
          <DealerLocator dealers={dealers} />
        </BrandDealers>
      ) : null}
      <GetInTouch contact={page.contact} brandName={brand.name} labels={labels.contact} />
      {/* The popup's brand is fixed to this page's brand (spec 3). */}
      <DealerPopup brand={brand} />
    </Fragment>
  );
}
