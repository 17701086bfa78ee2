import { Icon, type IconName } from "~/components/ui/icon";
import type { SearchBoxCopy } from "~/content/search-box";
import { cn } from "~/lib/cn";
import type { SearchType } from "~/lib/search/types";
import { useUi } from "~/lib/use-ui";

/** Icon of each result type (spec 2.2); labels in the page's language (`searchBox`, app/content/interface/<lang>.ts). */
const icons: Record<SearchType, IconName> = {
  brand: "tag",
  page: "file",
  news: "news",
  manual: "book",
  service: "wrench",
};

/** Label (from the language's `labels`) and icon of a result type; anything else reads 'Page'. */
export function resultType(type: string, labels: SearchBoxCopy["resultTypes"]): { label: string; icon: IconName } {
  const known: SearchType = Object.hasOwn(icons, type) ? (type as SearchType) : "page";
  return { label: labels[known], icon: icons[known] };
}

export function ResultTypeIcon({ type, className }: { type: string; className?: string }) {
  const { searchBox } = useUi();
  return (
    <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-md bg-mist text-navy-700", className)}>
      <Icon name={resultType(type, searchBox.resultTypes).icon} className="size-[18px]" />
    </span>
  );
}

export function ResultTypeLabel({ type, className }: { type: string; className?: string }) {
  const { searchBox } = useUi();
  return (
    <span className={cn("shrink-0 rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted", className)}>
      {resultType(type, searchBox.resultTypes).label}
    </span>
  );
}
