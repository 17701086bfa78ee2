import { toast } from "~/components/ui/toast";
import { serviceBrandOther, type FieldSpec, type Urgency } from "~/lib/forms/fields";
import { textLang } from "~/lib/forms/texts";
import { useLang, useUi } from "~/lib/use-ui";
import { FormAlert } from "./field";
import { FormFields, type FieldLook } from "./form-fields";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { useFormFields } from "./use-form-fields";
import { usePageForm } from "./use-form-submit";

const kind = "service-request";
const id = "service";

/**
 * The service form (spec 2.6, 3 and 5), with the fields of its definition (`fields`,
 * app/lib/forms/fields.ts). Its success text and loading label are the spec's Dutch on
 * English and Dutch pages (spec 8).
 */
export function ServiceRequestForm({ fields: given }: { fields?: readonly FieldSpec[] }) {
  const { forms } = useUi();
  const site = useFormFields();
  const fields = given ?? site[kind];
  const { pageForms, service } = forms;
  const pageLang = textLang(pageForms.lang, useLang());
  const { result, field, sending, formError, onSubmit, onInput } = usePageForm(kind, id, () =>
    toast({ title: forms.success.title, description: pageForms.serviceSuccess, variant: "success", lang: pageLang }),
  );
  const looks: Record<string, FieldLook> = {
    brand: { placeholder: service.choose, optionLabel: (b) => (b === serviceBrandOther ? service.otherBrand : b) },
    urgency: { optionLabel: (u) => service.urgency[u as Urgency] },
    issueDescription: { rows: 6, className: "sm:col-span-2" },
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-labelledby="service-form-title"
    >
      {result?.ok ? (
        <div className="sm:col-span-2">
          <SuccessNotice title={forms.success.title} lang={pageLang}>
            {pageForms.serviceSuccess}
          </SuccessNotice>
        </div>
      ) : null}
      <FormHiddenFields kind={kind} idPrefix={id} />
      <FormFields fields={fields} field={field} looks={looks} legends={{ details: service.details, appliance: service.appliance }} />
      <div className="grid gap-4 sm:col-span-2">
        <FormAlert message={formError} />
        <SubmitButton sending={sending} label={forms.submit.service} sendingLabel={pageForms.serviceSending} sendingLang={pageLang} />
      </div>
    </form>
  );
}
