import { consentCategories, setRemembered, useRememberedConsent, type ConsentCategory } from "~/lib/consent";
import type { LegalPageLabels } from "~/content/legal/types";
import { useUi } from "~/lib/use-ui";

type Copy = LegalPageLabels["embedChoices"];

function CategorySwitch({ category, copy }: { category: ConsentCategory; copy: Copy }) {
  const allowed = useRememberedConsent(category);
  const { label, description } = useUi().media.categories[category];
  return (
    <li className="flex items-start justify-between gap-6 py-4">
      <div>
        <p className="font-medium text-navy-900">{label}</p>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <label className="flex min-h-6 shrink-0 items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-navy-900"
          checked={allowed}
          onChange={(e) => setRemembered(category, e.target.checked)}
        />
        <span>{copy.autoLoad}</span>
      </label>
    </li>
  );
}

/**
 * Where a visitor changes remembered embed choices (linked from the footer). Its texts come
 * with the cookie page's labels, in the page's language; the categories' names with the
 * media texts (content/media/labels.yml).
 */
export function ConsentSettings({ copy }: { copy: Copy }) {
  return (
    <section id="embed-settings" aria-labelledby="embed-settings-title" className="rounded-lg border border-line p-6">
      <h2 id="embed-settings-title" className="text-xl font-semibold text-navy-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{copy.text}</p>
      <ul className="mt-2 divide-y divide-line">
        {consentCategories.map((c) => (
          <CategorySwitch key={c} category={c} copy={copy} />
        ))}
      </ul>
    </section>
  );
}
