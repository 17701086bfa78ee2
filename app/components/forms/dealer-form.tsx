import type { FormEvent } from "react";
import type { Brand } from "~/content/brands";
import { dealerBrandDefault, dealerBrandForSlug, dealerBrandOptions } from "~/lib/forms/fields";
import { useBrands, useUi } from "~/lib/use-ui";
import { FormAlert, useFieldProps } from "./field";
import { FormFields, type FieldLook } from "./form-fields";
import { FormHiddenFields, SubmitButton } from "./form-parts";
import { useFormFields } from "./use-form-fields";

/**
 * The dealer application's fields (spec 3 and 5). On a brand page the brand is fixed and
 * shown; on the home page it is chosen from the list, 'General' when left alone.
 */
export function DealerForm({
  brand,
  idPrefix,
  action,
  errors,
  values,
  formError,
  sending = false,
  onSubmit,
  onInput,
}: {
  brand?: Brand;
  idPrefix: string;
  action: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  sending?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { forms } = useUi();
  const brands = useBrands();
  const fields = useFormFields();
  const looks: Record<string, FieldLook> = {
    brand: brand
      ? {
          replace: (
            <p className="text-sm">
              <input type="hidden" name="brand" value={dealerBrandForSlug(brands, brand.slug)} />
              <span className="font-medium">{forms.dealer.brand}</span> {brand.name}
            </p>
          ),
        }
      : // 'General' first: the choice made when none is.
        {
          options: [dealerBrandDefault, ...dealerBrandOptions(brands)],
          optionLabel: (b) => (b === dealerBrandDefault ? forms.dealer.general : b),
        },
    comments: { rows: 3 },
  };
  const field = useFieldProps(idPrefix, errors, values);
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} onInput={onInput} className="relative grid gap-3">
      <FormHiddenFields kind="dealer-application" idPrefix={idPrefix} />
      <FormFields fields={fields["dealer-application"]} field={field} looks={looks} />
      <FormAlert message={formError} />
      <SubmitButton sending={sending} label={forms.submit.dealer} sendingLabel={forms.sending} className="sm:w-full" />
    </form>
  );
}
