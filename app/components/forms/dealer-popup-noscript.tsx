import type { Brand } from "~/content/brands";
import { useActionData, useFormAction } from "react-router";
import { resultFor } from "~/lib/forms/action-data";
import { useUi } from "~/lib/use-ui";
import { DealerForm } from "./dealer-form";
import { SuccessNotice } from "./form-parts";
import { PopupMark } from "./popup-mark";
import { usePopupTexts } from "./use-popup-texts";

/** Where the page comes back to after a post, open on the result. */
const anchor = "dealer-popup-form";

/**
 * The popup without JavaScript (PRODUCT.md 7 and 20). Without script it can neither wait
 * for the scroll nor move out of the way, so it does not float: it is a band at the end of
 * the page's content, above the footer, whose button opens the same form, posting to the
 * page's action; the page comes back scrolled to it, open on the result
 * (docs/decisions/0016-dealer-popup-keeps-clear.md). ./dealer-popup.tsx renders it inside
 * <noscript>, whose contents React renders on the server only: browsers with JavaScript never
 * show it, nor load its code.
 */
export function DealerPopupNoScript({ brand }: { brand?: Brand }) {
  const action = useFormAction();
  const result = resultFor(useActionData(), "dealer-application");
  const { title, successMessage } = usePopupTexts(brand);
  const { forms } = useUi();
  return (
    <div className="border-t border-line bg-mist">
      <details id={anchor} open={Boolean(result)} className="container-page py-8">
        <summary className="inline-flex min-h-14 cursor-pointer list-none items-center gap-2 rounded-full bg-navy-900 py-1 pr-5 pl-2 font-medium text-white shadow-md ring-2 ring-brass-300 [&::-webkit-details-marker]:hidden">
          <PopupMark />
          {title}
        </summary>
        <section aria-label={title} className="mt-4 max-w-xl rounded-xl bg-paper p-5 shadow-sm ring-1 ring-black/10">
          {result?.ok ? (
            <SuccessNotice title={forms.success.title}>{successMessage}</SuccessNotice>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted">{forms.popup.intro}</p>
              <DealerForm
                brand={brand}
                idPrefix="dealer-nojs"
                action={`${action}#${anchor}`}
                errors={result && !result.ok ? result.fieldErrors : {}}
                values={result && !result.ok ? result.values : {}}
                formError={result && !result.ok ? result.error : undefined}
              />
            </>
          )}
        </section>
      </details>
    </div>
  );
}
