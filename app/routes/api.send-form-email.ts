import { handleFormApi } from "~/server/form-api.server";
import type { Route } from "./+types/api.send-form-email";

/** The form API (PRODUCT.md "Interfaces"); the work is in app/server/form-api.server.ts. */
export function action({ request, context }: Route.ActionArgs) {
  return handleFormApi(request, context);
}

/** Anything but POST gets the API's JSON answer (405), not an HTML error page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleFormApi(request, context);
}
