import type { ContactCopy } from "~/content/contact";
import { PageHero } from "~/components/sections/page-hero";
import { ContactBody } from "./contact-body";
import { ContactCard } from "./contact-card";

/** /contact (spec 2.4): the hero with the ways to reach the company, then the mailboxes and the message form. */
export function ContactPage({ copy }: { copy: ContactCopy }) {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} panel={<ContactCard copy={copy} />} />
      <ContactBody copy={copy} />
    </>
  );
}
