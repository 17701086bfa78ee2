import { useFormAction } from "react-router";
import { toast } from "~/components/ui/toast";
import { formFields } from "~/lib/forms/fields";
import { useUi } from "~/lib/use-ui";
import { FormAlert } from "./field";
import { FormFields, type FieldLook } from "./form-fields";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { usePageForm } from "./use-form-submit";

const kind = "home-contact";
const id = "home-contact";

const wide = { className: "col-span-2" };
const wideOnPhones = { className: "max-sm:col-span-2" };
const looks: Record<string, FieldLook> = { email: wideOnPhones, company: wideOnPhones, subject: wide, message: { ...wide, rows: 5 } };

/**
 * The home page's contact section form (spec 2.3, 3 and 5): first and last name, e-mail,
 * optional company, subject and message; sent as a `contact` with the names joined.
 * Without JavaScript it posts to the home route's action (see docs/decisions/0005-forms-pipeline.md).
 */
export function HomeContactForm() {
  const { forms } = useUi();
  const action = useFormAction();
  const { result, field, sending, formError, onSubmit, onInput } = usePageForm(kind, id, () =>
    toast({ title: forms.success.title, description: forms.success.homeContact, variant: "success" }),
  );

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className="relative grid grid-cols-2 gap-4"
      aria-label={forms.homeContactLabel}
    >
      {result?.ok ? (
        <div className="col-span-2">
          <SuccessNotice title={forms.success.title}>{forms.success.homeContact}</SuccessNotice>
        </div>
      ) : null}
      <FormHiddenFields kind={kind} idPrefix={id} />
      <FormFields fields={formFields[kind]} field={field} looks={looks} />
      <div className="col-span-2 grid gap-4">
        <FormAlert message={formError} />
        <SubmitButton sending={sending} label={forms.submit.message} sendingLabel={forms.sending} />
      </div>
    </form>
  );
}
