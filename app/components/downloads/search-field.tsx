import { Icon } from "~/components/ui/icon";

/** A labelled search box of a filter form (works as a plain GET field without JavaScript). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <div className="relative mt-1">
        <Icon name="search" aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="block min-h-11 w-full rounded-md border border-slate-400 bg-white py-2 pl-10 pr-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-navy-700"
        />
      </div>
    </div>
  );
}
