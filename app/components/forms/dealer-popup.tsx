import { lazy, Suspense, useEffect, useState } from "react";
import type { Brand } from "~/content/brands";
import { popupThreshold } from "~/lib/forms/popup-threshold";

/** The floating popup, loaded once the page is scrolled past its threshold. */
const FloatingDealerPopup = lazy(() => import("./floating-dealer-popup").then((m) => ({ default: m.FloatingDealerPopup })));
/**
 * The band for browsers without JavaScript, rendered inside <noscript>, which React renders on
 * the server only: the browser's build leaves it out, with the lazy import that would name its
 * files.
 */
const DealerPopupNoScript = import.meta.env.SSR
  ? lazy(() => import("./dealer-popup-noscript").then((m) => ({ default: m.DealerPopupNoScript })))
  : () => null;

/**
 * The dealer-application popup of the home and brand pages (spec 4 and 9; PRODUCT.md 20). It
 * is on no screen when the page loads: past the scroll threshold (spec 9: 300 px on desktops,
 * 1,500 on tablets, 1,800 on phones) the floating popup's code loads and it appears
 * (./floating-dealer-popup.tsx). Without JavaScript a band at the end of the page posts to the
 * page's action instead (./dealer-popup-noscript.tsx; docs/decisions/0005-forms-pipeline.md).
 *
 * Usage: `<DealerPopup />` on the home page, `<DealerPopup brand={brand} />` on a brand page;
 * the route's action must call handleFormPost with "dealer-application".
 */
export function DealerPopup({ brand }: { brand?: Brand }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const check = () => {
      if (window.scrollY > popupThreshold(Boolean(brand), window.innerWidth)) setDue(true);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [due, brand]);
  return (
    <>
      <noscript>
        <Suspense fallback={null}>
          <DealerPopupNoScript brand={brand} />
        </Suspense>
      </noscript>
      {due ? (
        <Suspense fallback={null}>
          <FloatingDealerPopup brand={brand} />
        </Suspense>
      ) : null}
    </>
  );
}
