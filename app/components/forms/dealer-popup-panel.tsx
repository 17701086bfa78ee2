import type { Brand } from "~/content/brands";
import { toast } from "~/components/ui/toast";
import { useUi } from "~/lib/use-ui";
import { DealerForm } from "./dealer-form";
import { useFormSubmit } from "./use-form-submit";

/**
 * The dealer popup's form (spec 4): its introduction and the application, sent with the
 * enhanced submit. ./dealer-popup.tsx holds the heading and the controls around it.
 */
export function DealerPopupPanel({
  brand,
  action,
  idPrefix,
  successMessage,
  onSubmitted,
}: {
  brand?: Brand;
  action: string;
  idPrefix: string;
  successMessage: string;
  onSubmitted: () => void;
}) {
  const { forms } = useUi();
  const { sending, errors, formError, onSubmit, onInput } = useFormSubmit("dealer-application", () => {
    onSubmitted();
    toast({ title: forms.success.title, description: successMessage, variant: "success" });
  });

  return (
    <>
      <p className="mb-4 text-sm text-muted">{forms.popup.intro}</p>
      <DealerForm
        brand={brand}
        idPrefix={idPrefix}
        action={action}
        errors={errors}
        values={{}}
        formError={formError}
        sending={sending}
        onSubmit={onSubmit}
        onInput={onInput}
      />
    </>
  );
}
