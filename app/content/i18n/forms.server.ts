import type { Lang } from "../../lib/i18n";
import { becomeDealerLabels } from "../become-dealer-labels";
import { becomeDealerLabels as becomeDealerLabelsDe } from "../become-dealer-labels.de";
import { becomeDealerLabels as becomeDealerLabelsFr } from "../become-dealer-labels.fr";
import { becomeDealerLabels as becomeDealerLabelsNl } from "../become-dealer-labels.nl";
import { forms, type FormsCopy } from "../forms";
import { forms as formsDe } from "../forms.de";
import { forms as formsFr } from "../forms.fr";
import { forms as formsNl } from "../forms.nl";
import type { FormsUi } from "../ui-texts";

/**
 * Form labels, help texts, validation and error messages, results, the dealer popup: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`).
 */
export const formsUi: Record<Lang, FormsUi> = {
  en: { forms, becomeDealerLabels },
  nl: { forms: formsNl, becomeDealerLabels: becomeDealerLabelsNl },
  de: { forms: formsDe, becomeDealerLabels: becomeDealerLabelsDe },
  fr: { forms: formsFr, becomeDealerLabels: becomeDealerLabelsFr },
};

/** Where each interface text set of this part is written, for the translation check. */
export const formsUiFiles: Record<keyof FormsUi, string> = {
  forms: "app/content/forms",
  becomeDealerLabels: "app/content/become-dealer-labels",
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const formsTranslations: { file: string; texts: Record<Lang, unknown> }[] = [];

/**
 * The forms' texts of a submission's language, for the server's answers to it: its
 * validation messages and errors (the page's language, PRODUCT.md 19).
 */
export function formsCopy(lang: Lang): FormsCopy {
  return formsUi[lang].forms;
}
