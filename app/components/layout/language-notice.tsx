import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { readStored, storedItems, writeStored } from "~/lib/browser-storage";
import { langFromPath } from "~/lib/i18n";
import { preferredLang } from "~/lib/preferred-language";
import { useHydrated } from "~/lib/use-hydrated";
import type { OfferedLang } from "./language-notice-card";

// Its code loads only for a visitor it has something to offer.
const LanguageNoticeCard = lazy(() => import("./language-notice-card"));

/** Closed for the visit (session storage, no cookie: PRODUCT.md 19). */
function dismissed(): boolean {
  return readStored(storedItems.languageNoticeClosed) !== null;
}

/**
 * On an English page, offers the same page in the language the visitor's browser prefers,
 * if the site has it (PRODUCT.md 19: a suggestion, never a redirect). Made in the browser
 * after hydration, never on a page in another language, and gone for the visit once
 * closed. It sits at the bottom of the window while the page scrolls and comes to rest
 * just above the footer: a zero-height sticky holder between the main content and the
 * footer carries it, so it moves nothing on the page when it appears and never covers the
 * footer's links; at rest it lies over the end of the main content.
 */
export function LanguageNotice() {
  const english = langFromPath(useLocation().pathname) === "en";
  // The browser's languages and the visit's storage exist only once the page runs there.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const preferred = hydrated && english && !closed && !dismissed() ? preferredLang(navigator.languages ?? [navigator.language]) : undefined;
  const offer: OfferedLang | undefined = preferred === "en" ? undefined : preferred;

  if (!offer || !english) return null;
  const close = () => {
    // Where storage is refused (a private window), the notice closes for this page only.
    writeStored(storedItems.languageNoticeClosed, offer);
    setClosed(true);
  };
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 h-0">
      <Suspense fallback={null}>
        <LanguageNoticeCard offer={offer} onClose={close} />
      </Suspense>
    </div>
  );
}
