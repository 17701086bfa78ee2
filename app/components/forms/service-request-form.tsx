import { useActionData } from "react-router";
import { toast } from "~/components/ui/toast";
import { resultFor } from "~/lib/forms/action-data";
import { labels, maxLength, serviceBrands, urgencies, urgencyLabels } from "~/lib/forms/fields";
import { sendingLabel, successText, successTitle } from "~/lib/forms/texts";
import { FormAlert, SelectField, TextAreaField, TextField } from "./field";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { useFormSubmit } from "./use-form-submit";

const kind = "service-request";
const id = "service";
const brandOptions = serviceBrands.map((b) => ({ value: b, label: b === "Other" ? "Other brand" : b }));
const urgencyOptions = urgencies.map((u) => ({ value: u, label: urgencyLabels[u] }));

/** The service form (spec 2.6, 3 and 5); Dutch success text and loading label (spec 8). */
export function ServiceRequestForm() {
  const result = resultFor(useActionData(), kind);
  const { sending, errors, formError, onSubmit, onInput } = useFormSubmit(
    kind,
    () => toast({ title: successTitle, description: successText.servicePage, variant: "success", lang: "nl" }),
    result,
  );
  const values = result && !result.ok ? result.values : {};
  const field = (name: keyof typeof labels) => ({
    idPrefix: id,
    name,
    label: labels[name],
    error: errors[name],
    defaultValue: values[name],
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="relative grid gap-5 sm:grid-cols-2" aria-labelledby="service-form-title">
      {result?.ok ? (
        <div className="sm:col-span-2">
          <SuccessNotice title={successTitle} lang="nl">
            {successText.servicePage}
          </SuccessNotice>
        </div>
      ) : null}
      <FormHiddenFields kind={kind} idPrefix={id} />
      <fieldset className="contents">
        <legend className="sr-only">Your details</legend>
        <TextField {...field("name")} required autoComplete="name" maxLength={maxLength.name} />
        <TextField {...field("email")} required type="email" autoComplete="email" maxLength={maxLength.email} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={maxLength.phone} />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">Your appliance</legend>
        <SelectField {...field("brand")} required options={brandOptions} placeholder="Choose a brand" />
        <TextField {...field("model")} required maxLength={maxLength.model} />
        <TextField {...field("serialNumber")} maxLength={maxLength.serialNumber} hint="On the type plate, often inside the door." />
        <TextField {...field("purchaseDate")} type="date" />
        <SelectField {...field("urgency")} options={urgencyOptions} defaultValue={values.urgency || "normal"} />
      </fieldset>
      <TextAreaField
        {...field("issueDescription")}
        required
        rows={6}
        maxLength={maxLength.issueDescription}
        hint="What happens, since when, and any error code on the display."
        className="sm:col-span-2"
      />
      <div className="grid gap-4 sm:col-span-2">
        <FormAlert message={formError} />
        <SubmitButton sending={sending} label="Submit Service Request" sendingLabel={sendingLabel.servicePage} sendingLang="nl" />
      </div>
    </form>
  );
}
