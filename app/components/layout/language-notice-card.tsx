import { useLocation, Link } from "react-router";
import { localizePath, type Lang } from "~/lib/i18n";
import { useUi } from "~/lib/use-ui";
import { Icon } from "~/components/ui/icon";

export type OfferedLang = Exclude<Lang, "en">;

/**
 * The language notice itself (./language-notice.tsx), written in the language it offers:
 * a sentence, a link to this page in that language (a whole new document, as the page's
 * interface texts change) and a close button. It rises from the bottom of its zero-height
 * holder; the dealer popup keeps out of its way while it shows.
 */
export default function LanguageNoticeCard({ offer, onClose }: { offer: OfferedLang; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const copy = useUi().languageOffers[offer];
  return (
    <aside
      data-popup-avoid=""
      lang={offer}
      aria-label={copy.text}
      data-testid="language-notice"
      className="on-dark pointer-events-auto absolute bottom-4 left-4 flex max-w-[calc(100%-6rem)] items-start gap-3 rounded-lg bg-navy-900 py-3 pr-2 pl-4 text-sm text-white shadow-lg motion-safe:animate-fade-in sm:max-w-xl"
    >
      <p>
        {copy.text}{" "}
        <Link
          to={localizePath(pathname + search, offer)}
          reloadDocument
          hrefLang={offer}
          className="font-semibold text-brass-300 underline underline-offset-2 hover:text-white"
        >
          {copy.link}
        </Link>
      </p>
      <button
        type="button"
        onClick={onClose}
        className="-my-1 shrink-0 rounded p-1 text-slate-300 hover:text-white"
        aria-label={copy.dismiss}
      >
        <Icon name="close" className="inline-block size-4.5" />
      </button>
    </aside>
  );
}
