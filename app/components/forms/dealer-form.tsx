import type { FormEvent } from "react";
import type { Brand } from "~/content/brands";
import { dealerBrandDefault, dealerBrandForSlug, dealerBrands, maxLength } from "~/lib/forms/fields";
import { useUi } from "~/lib/use-ui";
import { FormAlert, SelectField, TextAreaField, TextField, useFieldProps } from "./field";
import { FormHiddenFields, SubmitButton } from "./form-parts";

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
  const brandOptions = [{ value: dealerBrandDefault, label: forms.dealer.general }, ...dealerBrands.map((b) => ({ value: b, label: b }))];
  const field = useFieldProps(idPrefix, errors, values);
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} onInput={onInput} className="relative grid gap-3">
      <FormHiddenFields kind="dealer-application" idPrefix={idPrefix} />
      <TextField {...field("name")} required autoComplete="name" maxLength={maxLength.name} />
      <TextField {...field("company")} required autoComplete="organization" maxLength={maxLength.company} />
      <TextField {...field("email")} required type="email" autoComplete="email" maxLength={maxLength.email} />
      <TextField {...field("phone")} required type="tel" autoComplete="tel" maxLength={maxLength.phone} />
      {brand ? (
        <p className="text-sm">
          <input type="hidden" name="brand" value={dealerBrandForSlug(brand.slug)} />
          <span className="font-medium">{forms.dealer.brand}</span> {brand.name}
        </p>
      ) : (
        <SelectField {...field("brand")} options={brandOptions} defaultValue={values.brand || dealerBrandDefault} />
      )}
      <TextAreaField {...field("comments")} rows={3} maxLength={maxLength.comments} />
      <FormAlert message={formError} />
      <SubmitButton sending={sending} label={forms.submit.dealer} sendingLabel={forms.sending} className="sm:w-full" />
    </form>
  );
}
