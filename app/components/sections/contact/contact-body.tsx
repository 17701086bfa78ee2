import type { ContactCopy } from "~/content/contact";
import { ContactForm } from "~/components/forms/contact-form";
import { FormPanel } from "~/components/sections/form-panel";
import { ContactDetails } from "./contact-details";

/**
 * The /contact page under its hero (spec 2.4): the team mailboxes and office beside the
 * message form, two cards of one height from 1024 px (the message box takes up the rest).
 */
export function ContactBody({ copy }: { copy: ContactCopy }) {
  return (
    <div className="container-page grid gap-8 py-14 lg:grid-cols-5 lg:py-20">
      <ContactDetails details={copy.details} />
      <FormPanel id="contact-form-title" title={copy.form.title} intro={copy.form.intro} className="flex flex-col lg:col-span-3">
        <ContactForm />
      </FormPanel>
    </div>
  );
}
