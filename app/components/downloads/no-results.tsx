import { Icon } from "~/components/ui/icon";

/**
 * What a filtered list of files shows when nothing matches: the message, and a link back to
 * the whole list. The link clears the filter in place; without JavaScript it loads the list
 * unfiltered.
 */
export function NoResults({
  message,
  clearLabel,
  href,
  onClear,
}: {
  message: string;
  clearLabel: string;
  href: string;
  onClear: () => void;
}) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-400 px-6 py-12 text-center">
      <Icon name="search" className="mx-auto size-8 text-muted" />
      <p className="mt-3 text-lg font-semibold text-navy-900">{message}</p>
      <a
        href={href}
        onClick={(e) => (e.preventDefault(), onClear())}
        className="mt-3 inline-block font-medium text-navy-700 underline underline-offset-2"
      >
        {clearLabel}
      </a>
    </div>
  );
}
