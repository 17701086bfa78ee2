import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NotFound } from "~/components/sections/not-found";
import { Toaster } from "~/components/ui/toast";
import { useNonce } from "~/lib/nonce";
import { useRenderLater } from "~/lib/render-later";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d2233" />
        {/* With a precedence React emits the stylesheet before the script preloads, so the
            render-blocking CSS is the first thing the browser fetches after the HTML. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <SiteHeader />
        {/* Room for the fixed header: top bar 36 px plus main bar (and desktop links row). */}
        <div aria-hidden="true" className="h-[100px] lg:h-[156px]" />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRenderLater();
  return <Outlet />;
}

/** Metadata of the root's error screen; every page sets its own otherwise. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: notFound ? "Page not found" : "Something went wrong",
    description: notFound ? "The page you are looking for does not exist." : "The page could not be shown.",
    path: location.pathname,
    noIndex: true,
  });
};

/** The router's fallback screen; unknown paths get the not-found page (spec 2.10). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold text-navy-900">Something went wrong</h1>
      <p className="mt-4 text-muted">
        The page could not be shown. Please try again in a moment, or go back to the{" "}
        <a href="/" className="underline">
          home page
        </a>
        .
      </p>
    </section>
  );
}
