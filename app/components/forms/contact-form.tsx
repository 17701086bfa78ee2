import { useActionData, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { resultFor } from "~/lib/forms/action-data";
import { labels, maxLength } from "~/lib/forms/fields";
import { sendingLabel, successText, successTitle } from "~/lib/forms/texts";
import { FormAlert, TextAreaField, TextField } from "./field";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { useFormSubmit } from "./use-form-submit";

const kind = "contact";
const id = "contact";

/** The /contact page's message form (spec 2.4): name, e-mail, message; Dutch success text. */
export function ContactForm() {
  const result = resultFor(useActionData(), kind);
  const { sending, errors, formError, onSubmit, onInput } = useFormSubmit(
    kind,
    () => toast({ title: successTitle, description: successText.contactPage, variant: "success", lang: "nl" }),
    result,
  );
  const values = result && !result.ok ? result.values : {};
  // Links such as PeVino's 'Contact for Pricing' pass ?subject=…: it opens the message.
  const subject = (useSearchParams()[0].get("subject") ?? "").replace(/[\u0000-\u001f]+/g, " ").trim().slice(0, 120);
  const message = values.message ?? (subject ? `${subject}:\n\n` : undefined);
  const field = (name: keyof typeof labels) => ({
    idPrefix: id,
    name,
    label: labels[name],
    error: errors[name],
    defaultValue: values[name],
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="relative grid gap-4" aria-labelledby="contact-form-title">
      {result?.ok ? (
        <SuccessNotice title={successTitle} lang="nl">
          {successText.contactPage}
        </SuccessNotice>
      ) : null}
      <FormHiddenFields kind={kind} idPrefix={id} />
      <TextField {...field("name")} required autoComplete="name" maxLength={maxLength.name} />
      <TextField {...field("email")} required type="email" autoComplete="email" maxLength={maxLength.email} />
      <TextAreaField {...field("message")} defaultValue={message} required rows={6} maxLength={maxLength.message} />
      <FormAlert message={formError} />
      <SubmitButton sending={sending} label="Send Message" sendingLabel={sendingLabel.contactPage} sendingLang="nl" />
    </form>
  );
}
