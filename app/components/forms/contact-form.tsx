import { useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { maxLength } from "~/lib/forms/fields";
import { textLang } from "~/lib/forms/texts";
import { useLang, useUi } from "~/lib/use-ui";
import { FormAlert, TextAreaField, TextField } from "./field";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { usePageForm } from "./use-form-submit";

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlCharacters = /[\u0000-\u001f]+/g;

const kind = "contact";
const id = "contact";

/**
 * The /contact page's message form (spec 2.4): name, e-mail, message. Its success text
 * and loading label are the spec's Dutch on English and Dutch pages (spec 8).
 */
export function ContactForm() {
  const { forms } = useUi();
  const { pageForms } = forms;
  const pageLang = textLang(pageForms.lang, useLang());
  const { result, values, field, sending, formError, onSubmit, onInput } = usePageForm(kind, id, () =>
    toast({ title: forms.success.title, description: pageForms.contactSuccess, variant: "success", lang: pageLang }),
  );
  // Links such as PeVino's 'Contact for Pricing' pass ?subject=…: it opens the message.
  const subject = (useSearchParams()[0].get("subject") ?? "").replace(controlCharacters, " ").trim().slice(0, 120);
  const message = values.message ?? (subject ? `${subject}:\n\n` : undefined);

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      // A column whose message box takes the height left when the card beside it is taller.
      className="relative flex flex-1 flex-col gap-4"
      aria-labelledby="contact-form-title"
    >
      {result?.ok ? (
        <SuccessNotice title={forms.success.title} lang={pageLang}>
          {pageForms.contactSuccess}
        </SuccessNotice>
      ) : null}
      <FormHiddenFields kind={kind} idPrefix={id} />
      <TextField {...field("name")} required autoComplete="name" maxLength={maxLength.name} />
      <TextField {...field("email")} required type="email" autoComplete="email" maxLength={maxLength.email} />
      <TextAreaField
        {...field("message")}
        defaultValue={message}
        required
        rows={6}
        maxLength={maxLength.message}
        className="flex flex-1 flex-col [&>textarea]:min-h-40 [&>textarea]:flex-1"
      />
      <FormAlert message={formError} />
      <SubmitButton sending={sending} label={forms.submit.message} sendingLabel={pageForms.contactSending} sendingLang={pageLang} />
    </form>
  );
}
