import type { FormKind } from "./fields";

/** What a page's form action returns to the page after a plain HTML post. */
export type FormActionData =
  | { form: FormKind; ok: true; id: string }
  | { form: FormKind; ok: false; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

/** The action data when it belongs to `kind` (a page may host two forms). */
export function resultFor(actionData: unknown, kind: FormKind): FormActionData | undefined {
  const d = actionData as FormActionData | undefined;
  return d && typeof d === "object" && d.form === kind ? d : undefined;
}
