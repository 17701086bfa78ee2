import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { alternatePaths, languageNames, langFromPath, stripLang } from "~/lib/i18n";
import { useUi } from "~/lib/use-ui";

/**
 * The language switcher (PRODUCT.md 19): the page being read in each language, each named
 * in itself, the current one marked. Plain links, so they work without JavaScript; with it
 * they still load the whole document, as a page's interface texts come with the root's
 * data in one language. The query stays (a search, a filter). The paths are already in
 * their language, so these are router links, not LocalLinks (which would move them into
 * the page's own).
 */
export function LanguageLinks({
  className,
  linkClassName,
  currentClassName,
  labelledBy,
}: {
  className?: string;
  linkClassName?: string;
  /** Added to the current language's link. */
  currentClassName?: string;
  /** The id of a visible heading that names the list; otherwise it is named "Language". */
  labelledBy?: string;
}) {
  const { pathname, search } = useLocation();
  const { shell } = useUi();
  const current = langFromPath(pathname);
  return (
    <nav aria-label={labelledBy ? undefined : shell.languages} aria-labelledby={labelledBy}>
      <ul className={className}>
        {alternatePaths(stripLang(pathname)).map(([lang, path]) => (
          <li key={lang}>
            <Link
              to={path + search}
              reloadDocument
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              className={cn(linkClassName, lang === current && currentClassName)}
            >
              {languageNames[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header's language switcher: the current language behind a globe, opening the list
 * of all four. A native disclosure (<details>), so it opens without JavaScript too, and
 * narrow enough for the desktop link row in every language down to 1024 px; with
 * JavaScript, Escape and moving focus or clicking elsewhere close it.
 */
export function LanguageMenu() {
  const { shell } = useUi();
  const current = langFromPath(useLocation().pathname);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a <details> disclosure is interactive: Escape closes it, as it closes a menu
    <details
      className="group relative"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        e.currentTarget.querySelector("summary")?.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) e.currentTarget.open = false;
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded px-1.5 py-1 text-sm text-ink hover:text-navy-700 [&::-webkit-details-marker]:hidden">
        <Icon name="globe" className="size-4 text-muted" />
        <span className="sr-only">{shell.languages}: </span>
        <span lang={current}>{languageNames[current]}</span>
        <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {/* Under the language's name, clear of most of the menu button below it (1024–1279 px). */}
      <div className="absolute top-full left-6 z-50 mt-1 w-44 rounded-md border border-line bg-white py-1 shadow-lg">
        <LanguageLinks linkClassName="block px-4 py-2 text-sm text-ink hover:bg-mist" currentClassName="font-semibold text-navy-900" />
      </div>
    </details>
  );
}
