import type { ServiceRequestCopy } from "~/content/service-request";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceBody } from "./service-body";
import { ServiceDeskCard } from "./service-desk";

/** /service-request (spec 2.6): the hero with the service desk's hours (spec 9), then the form. */
export function ServicePage({ copy, responseHours }: { copy: ServiceRequestCopy; responseHours: string }) {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        panel={<ServiceDeskCard desk={copy.desk} responseHours={responseHours} />}
      />
      <ServiceBody copy={copy} />
    </>
  );
}
