import { brandLinks } from "~/content/brands.server";
import { formFieldsFor } from "~/lib/forms/fields";

/**
 * The site's forms with the brands' choices of the brands collection (content/brands/), in
 * its order: what the server checks each submission's brand against, and what its mails,
 * events and exports list. Pages get the same choices through the root loader's data.
 */
export const siteFormFields = formFieldsFor(brandLinks);
