import { Icon, type IconName } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** Label and icon of each result type (spec 2.2); anything else reads 'Page'. */
const types: Record<string, { label: string; icon: IconName }> = {
  brand: { label: "Brand", icon: "tag" },
  page: { label: "Page", icon: "file" },
  news: { label: "News", icon: "news" },
  manual: { label: "Manual", icon: "book" },
  service: { label: "Service", icon: "wrench" },
};

export function resultType(type: string): { label: string; icon: IconName } {
  return Object.hasOwn(types, type) ? types[type]! : types.page!;
}

export function ResultTypeIcon({ type, className }: { type: string; className?: string }) {
  return (
    <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-md bg-mist text-navy-700", className)}>
      <Icon name={resultType(type).icon} className="size-[18px]" />
    </span>
  );
}

export function ResultTypeLabel({ type, className }: { type: string; className?: string }) {
  return (
    <span className={cn("shrink-0 rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted", className)}>
      {resultType(type).label}
    </span>
  );
}
