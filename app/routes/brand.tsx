import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { findBrand } from "~/content/brands";
import { findBrandPage } from "~/content/brand-pages/all";
import { DealerPopup } from "~/components/forms/dealer-popup";
import { NotFound } from "~/components/sections/not-found";
import { BrandHero } from "~/components/sections/brand/brand-hero";
import { CategoryGrid } from "~/components/sections/brand/category-grid";
import { GetInTouch } from "~/components/sections/brand/get-in-touch";
import { Heritage } from "~/components/sections/brand/heritage";
import { OurStory } from "~/components/sections/brand/our-story";
import { Showcase } from "~/components/sections/brand/showcase";
import { brandPageJsonLd } from "~/components/sections/brand/structured-data";
import { WhyChoose } from "~/components/sections/brand/why-choose";
import { pageMeta } from "~/lib/seo";
import { eagerHydration } from "~/lib/defer-hydration";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/brand";

// Only the Norcool page embeds the dealer locator (spec 2.9): its code and the dealer list
// load with that page alone. The server still renders it in full (HTML first).
const DealerLocator = lazy(() => import("~/components/dealers/dealer-locator").then((m) => ({ default: m.DealerLocator })));

/**
 * /brands/{slug} (spec 2.8). The six pages are prerendered from the route registry; any
 * other slug is a 404. Content comes from app/content/brand-pages/ through the loader, so
 * only the visited brand's copy reaches the browser.
 */
/** A long page of interactive sections: hydrate while the network is busy (app/lib/defer-hydration.ts). */
export const handle = eagerHydration;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const brand = findBrand(params.slug);
  const page = findBrandPage(params.slug);
  if (!brand || !page) {
    // PRODUCT.md 15: unknown paths answer 404 and are logged.
    context.logger?.warn("page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  return { brand, page };
}

/** The dealer popup, posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["dealer-application"]);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    return pageMeta({
      title: "Page not found",
      description: "The page you are looking for does not exist.",
      path: location.pathname,
      noIndex: true,
    });
  }
  const { brand, page } = loaderData;
  return pageMeta({
    ...page.meta,
    path: `/brands/${brand.slug}`,
    image: page.hero.media.poster.wide.src,
    imageAlt: `${brand.name}: ${brand.tagline}`,
    jsonLd: brandPageJsonLd(brand, page),
  });
};

/** An unknown slug shows the not-found page here, so this route's meta (noindex) applies. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand, page } = loaderData;
  return (
    <>
      <BrandHero brand={brand} hero={page.hero} />
      {page.showcase ? <Showcase showcase={page.showcase} /> : null}
      <CategoryGrid categories={page.categories} brandName={brand.name} />
      <OurStory brand={brand} story={page.story} />
      {page.heritage ? <Heritage heritage={page.heritage} /> : null}
      <WhyChoose features={page.features} />
      {page.dealers ? (
        <section id="dealers" aria-labelledby="dealers-title" className="border-t border-line">
          <div className="container-page py-16 md:py-24">
            <h2 id="dealers-title" className="text-3xl font-semibold text-navy-900 md:text-4xl">
              {page.dealers.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-muted">{page.dealers.intro}</p>
            <div className="mt-10">
              <Suspense fallback={null}>
                <DealerLocator />
              </Suspense>
            </div>
          </div>
        </section>
      ) : null}
      <GetInTouch contact={page.contact} brandName={brand.name} />
      {/* The popup's brand is fixed to this page's brand (spec 3). */}
      <DealerPopup brand={brand} />
    </>
  );
}
