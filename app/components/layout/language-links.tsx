import { useLocation, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { alternatePaths, languageNames, langFromPath, stripLang } from "~/lib/i18n";
import { useUi } from "~/lib/use-ui";
import { HeaderDropdown } from "./header-dropdown";

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
 * of all four (./header-dropdown.tsx: a native disclosure, so it opens without JavaScript
 * too), narrow enough for the desktop link row in every language down to 1024 px.
 */
export function LanguageMenu() {
  const { shell } = useUi();
  const current = langFromPath(useLocation().pathname);
  return (
    <HeaderDropdown
      summary={
        <>
          <Icon name="globe" className="size-4 shrink-0 text-muted" />
          <span className="sr-only">{shell.languages}: </span>
          <span lang={current}>{languageNames[current]}</span>
        </>
      }
      summaryClassName="gap-1.5 px-1.5 py-1 text-sm text-ink"
      // Under the language's name, clear of the links at the row's other end.
      panelClassName="left-6 w-44 py-1"
    >
      <LanguageLinks linkClassName="block px-4 py-2 text-sm text-ink hover:bg-mist" currentClassName="font-semibold text-navy-900" />
    </HeaderDropdown>
  );
}
