import type { ReactNode } from "react";
import type { FieldGroup, FieldSpec } from "~/lib/forms/fields";
import { useUi } from "~/lib/use-ui";
import { SelectField, TextAreaField, TextField, type SharedFieldProps } from "./field";

/**
 * How a page shows one of its form's fields beyond what the field's definition says:
 * layout, the height of a text box, a choice list's labels in the page's language.
 */
export interface FieldLook {
  className?: string;
  rows?: number;
  /** The first, empty choice of a list that has no default. */
  placeholder?: string;
  /** A choice's label (default: the value itself, as brand names are). */
  optionLabel?: (value: string) => string;
  /** The choices in the order shown, when it is not the definition's. */
  options?: readonly string[];
  /** The value the field opens with when the page did not send one back. */
  defaultValue?: string;
  /** Shown in the field's place, e.g. the fixed brand of a brand page's dealer form. */
  replace?: ReactNode;
}

/** The controls of each kind of field: the input type the browser offers a keyboard for. */
const inputTypes = { line: undefined, email: "email", phone: "tel", date: "date" } as const;

/**
 * A form's fields as its definition lists them (app/lib/forms/fields.ts), in its order:
 * a label in the page's language, the limits and autofill hints, a help text where the
 * field has one, and the fieldsets the definition puts them in. A field only a JSON client
 * sends is not shown. `field` gives each field's shared props (./field.tsx `useFieldProps`).
 */
export function FormFields({
  fields,
  field,
  looks = {},
  legends = {},
}: {
  fields: readonly FieldSpec[];
  field: (name: string) => SharedFieldProps;
  looks?: Readonly<Record<string, FieldLook>>;
  /** The fieldsets' names for screen readers. */
  legends?: Partial<Record<FieldGroup, string>>;
}) {
  const shown = fields.filter((f) => !f.apiOnly);
  // Neighbours of one group share its fieldset.
  const runs: { group?: FieldGroup; fields: FieldSpec[] }[] = [];
  for (const f of shown) {
    const last = runs.at(-1);
    if (last && f.group !== undefined && last.group === f.group) last.fields.push(f);
    else runs.push({ group: f.group, fields: [f] });
  }
  const control = (f: FieldSpec) => <Control key={f.name} spec={f} props={field(f.name)} look={looks[f.name] ?? {}} />;
  return runs.flatMap((run) =>
    run.group === undefined
      ? run.fields.map(control)
      : [
          <fieldset key={`${run.group}-${run.fields[0]!.name}`} className="contents">
            <legend className="sr-only">{legends[run.group]}</legend>
            {run.fields.map(control)}
          </fieldset>,
        ],
  );
}

function Control({ spec, props, look }: { spec: FieldSpec; props: SharedFieldProps; look: FieldLook }) {
  const { forms } = useUi();
  if (look.replace !== undefined) return look.replace;
  const shared = {
    ...props,
    defaultValue: props.defaultValue ?? look.defaultValue,
    required: spec.required,
    className: look.className,
    hint: spec.hint ? (forms.hints as Record<string, string | undefined>)[spec.name] : undefined,
  };
  switch (spec.kind) {
    case "paragraph":
      return <TextAreaField {...shared} rows={look.rows} maxLength={spec.max} />;
    case "choice": {
      const label = look.optionLabel ?? ((value: string) => value);
      const options = (look.options ?? spec.options).map((value) => ({ value, label: label(value) }));
      return (
        <SelectField
          {...shared}
          defaultValue={spec.default === undefined ? shared.defaultValue : shared.defaultValue || spec.default}
          options={options}
          placeholder={look.placeholder}
        />
      );
    }
    case "date":
      return <TextField {...shared} type={inputTypes.date} />;
    default:
      return <TextField {...shared} type={inputTypes[spec.kind]} autoComplete={spec.autoComplete} maxLength={spec.max} />;
  }
}
