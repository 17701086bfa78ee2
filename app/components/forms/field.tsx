import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { honeypotField, type FieldName } from "~/lib/forms/fields";
import { useUi } from "~/lib/use-ui";

/**
 * Labelled form controls. An error sits under its control, linked by aria-describedby and
 * flagged with aria-invalid (PRODUCT.md 6; STYLE.md habit 1).
 */
interface FieldProps {
  /** Prefix making ids unique when a page has two forms. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/**
 * The props a form's fields share, by field name: the id prefix, the label in the page's
 * language, the field's error and the value sent back after a failed post.
 */
export interface SharedFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
}

export function useFieldProps(idPrefix: string, errors: Record<string, string>, values: Record<string, string>) {
  const { labels } = useUi().forms;
  // The forms' definitions name their fields with FieldName, so each has a label in every language.
  return (name: string): SharedFieldProps => ({
    idPrefix,
    name,
    label: labels[name as FieldName],
    error: errors[name],
    defaultValue: values[name],
  });
}

const control =
  "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 text-base text-ink shadow-sm placeholder:text-muted/70 focus:border-navy-700 aria-[invalid=true]:border-danger";

function Shell({ idPrefix, name, label, error, hint, required, className, children }: FieldProps & { children: ReactNode }) {
  const { forms } = useUi();
  const id = `${idPrefix}-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted">{forms.optional}</span>
        )}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function a11y({ idPrefix, name, error, hint, required }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

export function TextField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { idPrefix, name, label, error, hint, required, className, ...input } = props;
  return (
    <Shell {...{ idPrefix, name, label, error, hint, required, className }}>
      <input {...input} {...a11y(props)} className={control} />
    </Shell>
  );
}

export function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const { idPrefix, name, label, error, hint, required, className, ...input } = props;
  return (
    <Shell {...{ idPrefix, name, label, error, hint, required, className }}>
      <textarea {...input} {...a11y(props)} className={cn(control, "resize-y")} />
    </Shell>
  );
}

export function SelectField(
  props: FieldProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const { idPrefix, name, label, error, hint, required, className, options, placeholder, ...select } = props;
  return (
    <Shell {...{ idPrefix, name, label, error, hint, required, className }}>
      <select {...select} {...a11y(props)} className={control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/**
 * The honeypot (PRODUCT.md 9): out of sight and out of the tab order; people leave it
 * empty, form-filling bots do not.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const { forms } = useUi();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${honeypotField}`}>{forms.honeypot}</label>
      <input id={`${idPrefix}-${honeypotField}`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-level message after a failure (server or network), announced at once. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? <p className="rounded-md border border-danger/40 bg-red-50 px-4 py-3 text-sm font-medium text-danger">{message}</p> : null}
    </div>
  );
}
