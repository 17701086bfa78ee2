import { useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { formFields } from "~/lib/forms/fields";
import { textLang } from "~/lib/forms/texts";
import { useLang, useUi } from "~/lib/use-ui";
import { FormAlert } from "./field";
import { FormFields } from "./form-fields";
import { FormHiddenFields, SubmitButton, SuccessNotice } from "./form-parts";
import { usePageForm } from "./use-form-submit";

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlCharacters = /[\u0000-\u001f]+/g;

const kind = "contact";
const id = "contact";

/**
 * The /contact page's message form (spec 2.4): of a contact's fields (app/lib/forms/fields.ts)
 * it asks name, e-mail and message. Its success text and loading label are the spec's Dutch
 * on English and Dutch pages (spec 8).
 */
export function ContactForm() {
  const { forms } = useUi();
  const { pageForms } = forms;
  const pageLang = textLang(pageForms.lang, useLang());
  const { result, field, sending, formError, onSubmit, onInput } = usePageForm(kind, id, () =>
    toast({ title: forms.success.title, description: pageForms.contactSuccess, variant: "success", lang: pageLang }),
  );
  // Links such as PeVino's 'Contact for Pricing' pass ?subject=…: it opens the message.
  const subject = (useSearchParams()[0].get("subject") ?? "").replace(controlCharacters, " ").trim().slice(0, 120);
  const opening = subject ? `${subject}:\n\n` : undefined;

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
      <FormFields
        fields={formFields[kind]}
        field={field}
        looks={{
          message: { defaultValue: opening, rows: 6, className: "flex flex-1 flex-col [&>textarea]:min-h-40 [&>textarea]:flex-1" },
        }}
      />
      <FormAlert message={formError} />
      <SubmitButton sending={sending} label={forms.submit.message} sendingLabel={pageForms.contactSending} sendingLang={pageLang} />
    </form>
  );
}
