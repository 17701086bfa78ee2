import { Link } from "react-router";
import { ServiceRequestForm } from "~/components/forms/service-request-form";
import { PageHero } from "~/components/sections/page-hero";
import { legalFigures, range } from "~/content/legal/figures";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { handleFormPost } from "~/server/form-page-action.server";
import type { Route } from "./+types/service-request";

export const meta = () =>
  pageMeta({
    ...pages["/service-request"],
    path: "/service-request",
    jsonLd: [breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, { name: "Service request", path: "/service-request" }])],
  });

/** The form posted without JavaScript (PRODUCT.md 7). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, ["service-request"]);
}

const service = legalFigures.service;

/** /service-request (spec 2.6): the service form, with the service desk's hours (spec 9). */
export default function ServiceRequest() {
  return (
    <>
      <PageHero
        eyebrow="Service & Support"
        title="Service request"
        intro="Report a fault or ask for maintenance. Tell us which appliance it is and what happens, and a technician will contact you."
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-3 lg:py-20">
        <section aria-labelledby="service-form-title" className="rounded-xl border border-line bg-paper p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="service-form-title" className="text-2xl font-semibold text-navy-900">
            Describe the problem
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Fields marked with * are required. The model and serial number are on the type plate, usually inside the door or on
            the back.
          </p>
          <ServiceRequestForm />
        </section>
        <aside aria-labelledby="service-desk" className="space-y-6">
          <div className="rounded-xl bg-navy-900 p-6 text-white on-dark">
            <h2 id="service-desk" className="text-xl font-semibold">
              Service desk
            </h2>
            <p className="mt-2 text-slate-200">
              We respond to service requests within {range(service.responseHours)} hours.
            </p>
            <h3 className="mt-5 font-semibold text-brass-300">Service hours</h3>
            <dl className="mt-2 space-y-1 text-slate-100">
              {service.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4">
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 text-slate-200">
              Urgent? Call{" "}
              <a href={site.phoneHref} className="font-medium text-white underline underline-offset-2">
                {site.phone}
              </a>
              .
            </p>
          </div>
          <div className="rounded-xl bg-mist p-6 text-sm leading-6">
            <h2 className="text-base font-semibold text-navy-900">Before you send</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                The <Link to="/manuals" className="font-medium text-navy-700 underline underline-offset-2">manuals</Link> cover
                the most common settings and error codes.
              </li>
              <li>
                Our <Link to="/warranty" className="font-medium text-navy-700 underline underline-offset-2">warranty terms</Link>{" "}
                explain what is covered.
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
