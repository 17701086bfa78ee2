import { consentCategories, setRemembered, useRememberedConsent, type ConsentCategory } from "~/lib/consent";

function CategorySwitch({ category }: { category: ConsentCategory }) {
  const allowed = useRememberedConsent(category);
  const { label, description } = consentCategories[category];
  return (
    <li className="flex items-start justify-between gap-6 py-4">
      <div>
        <p className="font-medium text-navy-900">{label}</p>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <label className="flex shrink-0 items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-navy-900"
          checked={allowed}
          onChange={(e) => setRemembered(category, e.target.checked)}
        />
        <span>Load automatically</span>
      </label>
    </li>
  );
}

/** Where a visitor changes remembered embed choices (linked from the footer). */
export function ConsentSettings() {
  return (
    <section id="embed-settings" aria-labelledby="embed-settings-title" className="rounded-lg border border-line p-6">
      <h2 id="embed-settings-title" className="text-xl font-semibold text-navy-900">
        Your choices for videos and maps
      </h2>
      <p className="mt-2 text-sm text-muted">
        Changes apply at once and are kept in this browser only. Without JavaScript nothing from other hosts ever loads.
      </p>
      <ul className="mt-2 divide-y divide-line">
        {(Object.keys(consentCategories) as ConsentCategory[]).map((c) => (
          <CategorySwitch key={c} category={c} />
        ))}
      </ul>
    </section>
  );
}
