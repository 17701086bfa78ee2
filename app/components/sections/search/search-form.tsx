import { useNavigate } from "react-router";
import type { SearchBoxCopy } from "~/content/search-box";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { localizePath } from "~/lib/i18n";
import { useLang } from "~/lib/use-ui";

/**
 * The page's own search box: a GET form, so it works with JavaScript off (PRODUCT.md 13);
 * with JavaScript the router shows the results without a page load.
 */
export function SearchForm({ form, query }: { form: SearchBoxCopy["field"]; query: string }) {
  const lang = useLang();
  const navigate = useNavigate();
  const action = localizePath("/search", lang);
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get("q");
        void navigate(`${action}?${new URLSearchParams({ q: typeof q === "string" ? q : "" })}`);
      }}
    >
      <label htmlFor="search-page-q" className="sr-only">
        {form.label}
      </label>
      <input
        key={query}
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={query}
        placeholder={form.placeholder}
        className="h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-base placeholder:text-muted focus:border-navy-700"
      />
      <button type="submit" className={buttonClass()}>
        <Icon name="search" />
        {` ${form.submit}`}
      </button>
    </form>
  );
}
