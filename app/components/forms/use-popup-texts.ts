import type { Brand } from "~/content/brands";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/** The dealer popup's title and success text, with the brand's name on a brand page (spec 4 and 8). */
export function usePopupTexts(brand?: Brand): { title: string; successMessage: string } {
  const { forms } = useUi();
  return {
    title: brand ? fill(forms.popup.brandTitle, { brand: brand.name }) : forms.popup.title,
    successMessage: brand ? fill(forms.success.brandDealer, { brand: brand.popupName }) : forms.success.dealer,
  };
}
