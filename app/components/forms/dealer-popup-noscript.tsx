import type { Brand } from "~/content/brands";
import type { FormActionData } from "~/lib/forms/action-data";
import { useUi } from "~/lib/use-ui";
import { DealerForm } from "./dealer-form";
import { SuccessNotice } from "./form-parts";
import { PopupMark } from "./popup-mark";

/**
 * The popup without JavaScript (PRODUCT.md 7): a disclosure button bottom-right that opens
 * the same form, posting to the page's action; after a post it opens on the result.
 * Rendered only inside <noscript>, so browsers with JavaScript never show it.
 */
export function DealerPopupNoScript({
  brand,
  action,
  result,
  title,
  successMessage,
}: {
  brand?: Brand;
  action: string;
  result?: FormActionData;
  title: string;
  successMessage: string;
}) {
  const { forms } = useUi();
  return (
    <noscript>
      <details open={Boolean(result)} className="group fixed right-4 bottom-4 z-50 flex flex-col items-end">
        <summary className="ml-auto flex min-h-14 cursor-pointer list-none items-center gap-2 rounded-full bg-navy-900 py-1 pr-5 pl-2 font-medium text-white shadow-xl ring-2 ring-brass-300 [&::-webkit-details-marker]:hidden">
          <PopupMark />
          {title}
        </summary>
        <section
          aria-label={title}
          className="mt-2 max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-paper p-5 shadow-2xl ring-1 ring-black/10"
        >
          {result?.ok ? (
            <SuccessNotice title={forms.success.title}>{successMessage}</SuccessNotice>
          ) : (
            <DealerForm
              brand={brand}
              idPrefix="dealer-nojs"
              action={action}
              errors={result && !result.ok ? result.fieldErrors : {}}
              values={result && !result.ok ? result.values : {}}
              formError={result && !result.ok ? result.error : undefined}
            />
          )}
        </section>
      </details>
    </noscript>
  );
}
