import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { resultFor, type FormActionData } from "~/lib/forms/action-data";
import type { FormKind } from "~/lib/forms/fields";
import { useBrands, useLang, useUi } from "~/lib/use-ui";
import { useFieldProps } from "./field";
import type { Submission } from "./send-form";

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
 * The enhanced submit of every form (PRODUCT.md 6 and 7): what the form shows while and after
 * it is sent. The checking with the form's schema and the sending (./send-form.ts) load with
 * the visitor's first press of the submit button, to keep them out of the page's first
 * script; success is reported only on the server's 200. Field errors go to the fields,
 * anything else to the form's alert; the visitor's input stays either way. Without
 * JavaScript the same form posts to the page's action instead. Messages are in the page's
 * language: the schema's from its texts, the server's because the page's language goes with
 * the submission (PRODUCT.md 19).
 */
export function useFormSubmit(kind: FormKind, onSuccess: () => void, initial?: FormActionData) {
  const { forms } = useUi();
  const brands = useBrands();
  const lang = useLang();
  const failed = initial && !initial.ok ? initial : undefined;
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(failed?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | undefined>(failed?.error);
  // One key per submission (./send-form.ts); editing the form afterwards makes it a new one.
  const submission = useRef<Submission>({ key: "", attempted: false });

  // After errors are shown (committed), focus moves to the first field with one.
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    setFormError(undefined);
    try {
      const { submitForm } = await import("./send-form");
      const outcome = await submitForm(kind, form, submission.current, { brands, lang, forms });
      if (outcome.sent) {
        setErrors({});
        form.reset();
        onSuccess();
        return;
      }
      setErrors(outcome.fieldErrors ?? {});
      if (outcome.fieldErrors) {
        formRef.current = form;
        setFocusRequest((n) => n + 1);
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
    submission.current.attempted = false;
  }

  // An event handler returns nothing; the submission's promise settles on its own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  return { sending, errors, formError, onSubmit, onInput };
}
