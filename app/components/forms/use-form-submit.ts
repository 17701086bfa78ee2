import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { resultFor, type FormActionData } from "~/lib/forms/action-data";
import { formKindField, honeypotField, type FormKind } from "~/lib/forms/fields";
import { useLang, useUi } from "~/lib/use-ui";
import { useFieldProps } from "./field";
import { useFormFields } from "./use-form-fields";

/**
 * A page's own form (contact, service request, the home page's contact section): what the
 * page's action answered a post without JavaScript (`result`, and on a failure the values
 * sent, to fill the fields again), the enhanced submit, and each field's shared props.
 */
export function usePageForm(kind: FormKind, idPrefix: string, onSuccess: () => void) {
  const result = resultFor(useActionData(), kind);
  const submit = useFormSubmit(kind, onSuccess, result);
  const values = result && !result.ok ? result.values : {};
  const field = useFieldProps(idPrefix, submit.errors, values);
  return { ...submit, result, values, field };
}

/**
 * The enhanced submit of every form (PRODUCT.md 6 and 7): validate with the form's schema
 * and send JSON to the API with an idempotency key (./send-form.ts, loaded on first use, to
 * keep it out of the page's first script), and report success only on the server's 200. Field errors go to
 * the fields, anything else to the form's alert; the visitor's input stays either way.
 * Without JavaScript the same form posts to the page's action instead. Messages are in the
 * page's language: the schema's from its texts, the server's because the page's language
 * goes with the submission (PRODUCT.md 19).
 */
export function useFormSubmit(kind: FormKind, onSuccess: () => void, initial?: FormActionData) {
  const { forms } = useUi();
  const fields = useFormFields();
  const lang = useLang();
  const failed = initial && !initial.ok ? initial : undefined;
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(failed?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | undefined>(failed?.error);
  // One key per submission: a double click or a retry after a lost answer stores once;
  // editing the form afterwards makes it a new submission.
  const key = useRef<string>("");
  const attempted = useRef(false);

  // After errors are shown (committed), focus moves to the first field with one.
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = (form: HTMLFormElement) => {
    formRef.current = form;
    setFocusRequest((n) => n + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const entries = new FormData(form);
    const values: Record<string, string> = {};
    entries.forEach((value, name) => {
      if (name !== formKindField && name !== honeypotField && typeof value === "string") values[name] = value;
    });
    setSending(true);
    setFormError(undefined);
    try {
      // The schema and the sending load with the first submission (./send-form.ts).
      const [{ parseForm }, { sendForm }] = await Promise.all([import("~/lib/forms/schemas"), import("./send-form")]);
      const parsed = parseForm(kind, values, forms, fields);
      if (!parsed.ok) {
        setErrors(parsed.fieldErrors);
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      if (!attempted.current || !key.current) key.current = randomKey();
      attempted.current = true;
      const outcome = await sendForm(kind, parsed.data, { honeypot: entries.get(honeypotField), key: key.current, lang, forms });
      if (outcome.sent) {
        form.reset();
        attempted.current = false;
        onSuccess();
        return;
      }
      if (outcome.fieldErrors) {
        setErrors(outcome.fieldErrors);
        focusFirstInvalid(form);
      }
      setFormError(outcome.error);
    } catch {
      setFormError(forms.errors.failed);
    } finally {
      setSending(false);
    }
  }

  /** Clears a field's error as it is edited, and starts a new submission after a failure. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    attempted.current = false;
  }

  // An event handler returns nothing; the submission's promise settles on its own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  return { sending, errors, formError, onSubmit, onInput };
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
