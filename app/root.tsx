import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { LanguageNotice } from "~/components/layout/language-notice";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { LocalLink } from "~/components/ui/smart-link";
import { Toaster } from "~/components/ui/toast";
import { rootData } from "~/content/i18n/ui.server";
import { langFromPath, localizePath, requestLang } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import { useServerSiteName } from "~/lib/site-name";
import { readUi } from "~/lib/use-ui";
import { routeMeta } from "~/lib/route-meta";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import displayFont from "./assets/fonts/fraunces-latin-500.woff2?url";
import textFont from "./assets/fonts/figtree-latin-wght.woff2?url";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The page's language and its interface texts (PRODUCT.md 19): one language's set travels
 * with each page's data, none in its code (app/content/ui-texts.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return rootData(lang);
}

/**
 * The texts change only with the language: on a move to another one, not within one (nor
 * when a page's filter changes its query, which must cost no request: /manuals, /downloads).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lang = langFromPath(useLocation().pathname);
  // Missing only when a request failed before the root's loader ran (a POST to a page
  // without a form): no texts, so no header and footer, just the error screen.
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React emits the stylesheet before the script preloads, so the
            render-blocking CSS is the first thing the browser fetches after the HTML. It comes
            before the theme colour in the tree as it does in the HTML: the browser's runtime
            hydrates the head in order, and an element out of place is made anew. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#0d2233" />
        {/* The two fonts the first screen draws, text and the page's heading, fetched with the
            stylesheet rather than after it; the quotes' italic comes when a quote is laid out
            (docs/decisions/0014-type.md). */}
        <link rel="preload" href={textFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <>
            <a href="#main" className="skip-link">
              {readUi(root.ui).siteMeta.skipLink}
            </a>
            <SiteHeader />
            {/* Room for the fixed header: top bar 36 px plus main bar (and desktop links row). */}
            <div aria-hidden="true" className="h-[100px] lg:h-[156px]" />
            <main id="main" tabIndex={-1} className="outline-none">
              {children}
            </main>
            {/* Between the main content and the footer, so it never covers the footer's links. */}
            <LanguageNotice />
            <SiteFooter />
            <Toaster />
          </>
        ) : (
          <main id="main">{children}</main>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useHydrationMark();
  return <Outlet />;
}

/**
 * Marks <html> once the page has hydrated and every part answers: the browser tests wait for
 * it before they press anything (tests/e2e/support/browser.ts).
 */
function useHydrationMark() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
}

/**
 * Metadata of the root's error screen, in the page's language: a 404 brings its own
 * (app/server/seo.server.ts `notFoundMeta`); any other has the error page's title, or its status
 * when the texts are missing too, and is kept out of search engines. Every page sets its own
 * otherwise.
 */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const own = routeMeta({ error });
  if (own.length) return own;
  const texts = loaderData && readUi(loaderData.ui).errorPages.error;
  return [
    { title: texts ? texts.title : errorStatus(error) },
    ...(texts ? [{ name: "description", content: texts.description }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/**
 * The screens of a page not found or failed, drawn only then: their code loads with such a
 * page (the server renders them in full before it answers), not with every other one.
 */
const NotFound = lazy(() => import("~/components/sections/not-found").then((m) => ({ default: m.NotFound })));
const ErrorScreen = lazy(() => import("~/components/sections/error-screen").then((m) => ({ default: m.ErrorScreen })));

/** The router's fallback screen; unknown paths get the not-found page (spec 2.10). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydrationMark();
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <BareError error={error} />;
  const texts = readUi(root.ui).errorPages.error;
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : (
        <ErrorScreen text={texts.text}>
          {/* A whole new document: the failed page's state stays behind. */}
          <LocalLink to="/" reloadDocument className="underline">
            {texts.text.link}
          </LocalLink>
        </ErrorScreen>
      )}
    </Suspense>
  );
}

/**
 * The answer to a request the site has no handler for, which fails before the root's
 * loader runs (a POST to a page without a form): its status only, as the texts of every
 * language travel with the root's data, and a link home named by the server.
 */
function BareError({ error }: { error: unknown }) {
  const home = localizePath("/", langFromPath(useLocation().pathname));
  // A string in the browser too, so React compares it as text, which the warning leaves alone.
  const name = useServerSiteName() ?? "";
  return (
    <section className="container-page py-24 text-center">
      <h1 className="font-serif text-3xl font-medium text-navy-900">{errorStatus(error)}</h1>
      <p className="mt-4">
        <a href={home} className="underline" suppressHydrationWarning>
          {name}
        </a>
      </p>
    </section>
  );
}

/** "405 Method Not Allowed", or "500" for an exception. */
function errorStatus(error: unknown): string {
  return isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : "500";
}
