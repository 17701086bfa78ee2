import { toast } from "~/components/ui/toast";
import { maxLength, serviceBrands, urgencies } from "~/lib/forms/fields";
import { textLang } from "~/lib/forms/texts";
import { useLang, useUi } from "~/lib/use-ui";
import { FormAlert, SelectField, TextAreaField, TextField } from "./field";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { usePageForm } from "./use-form-submit";

const kind = "service-request";
const id = "service";

/**
 * The service form (spec 2.6, 3 and 5). Its success text and loading label are the spec's
 * Dutch on English and Dutch pages (spec 8).
 */
export function ServiceRequestForm() {
  const { forms } = useUi();
  const { pageForms, service } = forms;
  const pageLang = textLang(pageForms.lang, useLang());
  const { result, values, field, sending, formError, onSubmit, onInput } = usePageForm(kind, id, () =>
    toast({ title: forms.success.title, description: pageForms.serviceSuccess, variant: "success", lang: pageLang }),
  );
  const brandOptions = serviceBrands.map((b) => ({ value: b, label: b === "Other" ? service.otherBrand : b }));
  const urgencyOptions = urgencies.map((u) => ({ value: u, label: service.urgency[u] }));

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
      <fieldset className="contents">
        <legend className="sr-only">{service.details}</legend>
        <TextField {...field("name")} required autoComplete="name" maxLength={maxLength.name} />
        <TextField {...field("email")} required type="email" autoComplete="email" maxLength={maxLength.email} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={maxLength.phone} />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">{service.appliance}</legend>
        <SelectField {...field("brand")} required options={brandOptions} placeholder={service.choose} />
        <TextField {...field("model")} required maxLength={maxLength.model} />
        <TextField {...field("serialNumber")} maxLength={maxLength.serialNumber} hint={forms.hints.serialNumber} />
        <TextField {...field("purchaseDate")} type="date" />
        <SelectField {...field("urgency")} options={urgencyOptions} defaultValue={values.urgency || "normal"} />
      </fieldset>
      <TextAreaField
        {...field("issueDescription")}
        required
        rows={6}
        maxLength={maxLength.issueDescription}
        hint={forms.hints.issueDescription}
        className="sm:col-span-2"
      />
      <div className="grid gap-4 sm:col-span-2">
        <FormAlert message={formError} />
        <SubmitButton sending={sending} label={forms.submit.service} sendingLabel={pageForms.serviceSending} sendingLang={pageLang} />
      </div>
    </form>
  );
}
