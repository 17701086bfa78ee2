import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Spec 2.10: 'Oops! Page not found' with Return to Home. */
export function NotFound() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-6xl font-bold text-brass-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-navy-900">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted">
        The page you are looking for does not exist or has moved. The links above and below will take you to our brands,
        service and contact pages.
      </p>
      <Link to="/" className={buttonClass({ size: "lg" }, "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
