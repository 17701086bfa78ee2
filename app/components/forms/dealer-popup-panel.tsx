import type { KeyboardEvent } from "react";
import type { Brand } from "~/content/brands";
import { toast } from "~/components/ui/toast";
import { useUi } from "~/lib/use-ui";
import { DealerForm } from "./dealer-form";
import { useFormSubmit } from "./use-form-submit";

/**
 * The open dealer popup (spec 4): heading, minimise and close controls, and the form. A
 * labelled region, not a modal; Escape minimises it. Loaded lazily by ./dealer-popup.tsx.
 */
export function DealerPopupPanel({
  brand,
  action,
  title,
  headingId,
  successMessage,
  hidden,
  onMinimise,
  onDismiss,
  onSubmitted,
}: {
  brand?: Brand;
  action: string;
  title: string;
  headingId: string;
  successMessage: string;
  hidden: boolean;
  onMinimise: () => void;
  onDismiss: () => void;
  onSubmitted: () => void;
}) {
  const { forms } = useUi();
  const { sending, errors, formError, onSubmit, onInput } = useFormSubmit("dealer-application", () => {
    onSubmitted();
    toast({ title: forms.success.title, description: successMessage, variant: "success" });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onMinimise();
    }
  };

  // A named region, not a <section>: it is no part of the page's flow, which renders its
  // sections as they come near (app/lib/render-later.ts), while the panel is on screen at once.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside minimises the panel
    <div
      role="region"
      id="dealer-popup"
      hidden={hidden}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-4 z-50 max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-paper p-5 shadow-2xl ring-1 ring-black/10 motion-safe:animate-fade-in"
    >
      <div className="flex items-start gap-2">
        <h2 id={headingId} tabIndex={-1} className="flex-1 text-lg font-semibold text-navy-900 outline-none">
          {title}
        </h2>
        <button
          type="button"
          onClick={onMinimise}
          aria-label={forms.popup.minimise}
          className="-m-1 grid size-9 place-items-center rounded text-muted hover:bg-mist hover:text-ink"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 12h14" />
          </svg>
        </button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={forms.popup.close}
          className="-m-1 grid size-9 place-items-center rounded text-muted hover:bg-mist hover:text-ink"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
      <p className="mt-1 mb-4 text-sm text-muted">{forms.popup.intro}</p>
      <DealerForm
        brand={brand}
        idPrefix="dealer-popup"
        action={action}
        errors={errors}
        values={{}}
        formError={formError}
        sending={sending}
        onSubmit={onSubmit}
        onInput={onInput}
      />
    </div>
  );
}
