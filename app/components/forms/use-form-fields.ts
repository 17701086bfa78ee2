import { useMemo } from "react";
import { formFieldsFor, type FormFields } from "~/lib/forms/fields";
import { useBrands } from "~/lib/use-ui";

/**
 * The forms with the brands' choices in place (content/brands/, sent by the root loader):
 * what a form shows and what the browser checks before sending, as the server checks it.
 */
export function useFormFields(): FormFields {
  const brands = useBrands();
  return useMemo(() => formFieldsFor(brands), [brands]);
}
