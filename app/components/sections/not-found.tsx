import { buttonClass } from "~/components/ui/button";
import { LocalLink } from "~/components/ui/smart-link";
import { useUi } from "~/lib/use-ui";

/** Spec 2.10: 'Oops! Page not found' with Return to Home, in the page's language. */
export function NotFound() {
  const { notFound } = useUi().errorPages;
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-serif text-6xl font-medium text-brass-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-medium text-navy-900">{notFound.title}</h1>
      <p className="mt-3 max-w-md text-muted">{notFound.text}</p>
      <LocalLink to="/" className={buttonClass({ size: "lg" }, "mt-8")}>
        {notFound.home}
      </LocalLink>
    </section>
  );
}
