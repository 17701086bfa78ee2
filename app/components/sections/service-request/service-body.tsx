import { ServiceRequestForm } from "~/components/forms/service-request-form";
import type { ServiceRequestCopy } from "~/content/service-request";
import { FormPanel } from "~/components/sections/form-panel";
import { BeforeYouSend } from "./service-desk";

/** The /service-request page under its hero (spec 2.6): the form, and where to look first beside it. */
export function ServiceBody({ copy }: { copy: ServiceRequestCopy }) {
  return (
    <div className="container-page grid gap-8 py-14 lg:grid-cols-3 lg:gap-12 lg:py-20">
      <FormPanel id="service-form-title" title={copy.form.title} intro={copy.form.intro} className="lg:col-span-2">
        <ServiceRequestForm />
      </FormPanel>
      <BeforeYouSend before={copy.before} />
    </div>
  );
}
