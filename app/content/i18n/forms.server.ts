import type { Lang } from "../../lib/i18n";
import type { FormsCopy } from "../forms";
import { interfaceTexts } from "./ui.server";

/**
 * The forms' texts of a submission's language, for the server's answers to it: its
 * validation messages and errors (the page's language, PRODUCT.md 19).
 */
export function formsCopy(lang: Lang): FormsCopy {
  return interfaceTexts[lang].forms;
}
