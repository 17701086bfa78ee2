import { data, isRouteErrorResponse } from "react-router";
import { findBrand } from "~/content/brands";
import { findBrandPage } from "~/content/brand-pages/all";
import { NotFound } from "~/components/sections/not-found";
import { BrandHero } from "~/components/sections/brand/brand-hero";
import { brandPageJsonLd } from "~/components/sections/brand/structured-data";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { pageMeta } from "~/lib/seo";
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
 * other slug is a 404. Content comes from app/content/brand-pages/ through the loader, so
 * only the visited brand's copy reaches the browser.
 */
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

/** A navigation inside the site: the sections' code comes with the page's data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Only the Norcool page has the dealer locator; its code comes along there alone.
  return withIslands(request.url, serverLoader(), sections, (data) => (data.page.dealers ? [DealerLocator] : []));
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
      {page.showcase ? (
        <Island anchor="showcase-title">
          <Showcase showcase={page.showcase} />
        </Island>
      ) : null}
      <Island anchor="categories-title">
        <CategoryGrid categories={page.categories} brandName={brand.name} />
      </Island>
      <Island anchor="story-title">
        <OurStory brand={brand} story={page.story} />
      </Island>
      {page.heritage ? (
        <Island anchor="heritage-title">
          <Heritage heritage={page.heritage} />
        </Island>
      ) : null}
      <Island anchor="why-title">
        <WhyChoose features={page.features} />
      </Island>
      {page.dealers ? (
        <section id="dealers" aria-labelledby="dealers-title" className="border-t border-line">
          <div className="container-page py-16 md:py-24">
            <h2 id="dealers-title" className="text-3xl font-semibold text-navy-900 md:text-4xl">
              {page.dealers.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-muted">{page.dealers.intro}</p>
            <div className="mt-10">
              <Island anchor="dealers-title">
                <DealerLocator />
              </Island>
            </div>
          </div>
        </section>
      ) : null}
      <Island anchor="contact-title">
        <GetInTouch contact={page.contact} brandName={brand.name} />
      </Island>
      {/* The popup's brand is fixed to this page's brand (spec 3). */}
      <Island anchor="dealer-popup" on="scroll">
        <DealerPopup brand={brand} />
      </Island>
    </>
  );
}
