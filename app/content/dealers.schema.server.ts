import { z } from "zod";
import { dealerCountries, type Dealer, type DealerCountry } from "./dealers";
import { dutchTowns, postcodeAreas } from "./dutch-places";

/**
 * The checks of a dealer (spec 3 and 9, PRODUCT.md 12 and 21): each file in content/dealers/
 * when the site builds (./dealers.server.ts), each row of the spreadsheet import
 * (scripts/dealers.ts). And the places the locator understands, listed in ./validate.server.ts.
 */

/** The European Netherlands, with a small margin (Cadzand to Bad Nieuweschans, Eijsden to Rottumeroog). */
const netherlandsBounds = { south: 50.75, north: 53.56, west: 3.35, east: 7.23 } as const;

const inNetherlands = {
  lat: z.number().min(netherlandsBounds.south).max(netherlandsBounds.north),
  lng: z.number().min(netherlandsBounds.west).max(netherlandsBounds.east),
};

/**
 * Each market's box (with a small margin) and its telephone country code: a dealer's
 * coordinates must lie in its country's box, its number start with its country's code.
 */
const countries: Record<DealerCountry, { south: number; north: number; west: number; east: number; code: string }> = {
  Netherlands: { ...netherlandsBounds, code: "31" },
  Belgium: { south: 49.45, north: 51.55, west: 2.5, east: 6.45, code: "32" },
  Luxembourg: { south: 49.4, north: 50.2, west: 5.7, east: 6.55, code: "352" },
  Germany: { south: 47.2, north: 55.1, west: 5.8, east: 15.1, code: "49" },
};

/** One dealer, as the spreadsheet import and the build check it (PRODUCT.md 21). */
export const dealerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens, e.g. utrecht-centrum"),
    name: z.string().trim().min(1, "required").max(80, "at most 80 characters"),
    city: z.string().trim().min(1, "required"),
    country: z.enum(dealerCountries, `one of ${dealerCountries.join(", ")}`),
    tier: z.enum(["A", "B", "C"], "A, B or C"),
    lat: z.number("a number (decimal degrees)"),
    lng: z.number("a number (decimal degrees)"),
    // Written as shown: "+31 (0)20 123 4567", "+32 2 123 45 67", "+49 30 1234567".
    phone: z
      .string()
      .regex(/^\+[1-9][0-9]{1,2} (\(0\))?[0-9][0-9 ]+$/, "international format as shown, e.g. +31 (0)20 123 4567")
      .refine((p) => p.replace("(0)", "").replace(/\D/g, "").length >= 9 && p.replace(/\D/g, "").length <= 15, "9 to 15 digits"),
    email: z.email("an e-mail address"),
    website: z.url({ protocol: /^https$/, error: "an https:// address" }),
  })
  .superRefine((d, ctx) => {
    const box = countries[d.country];
    if (!box) return;
    if (d.lat < box.south || d.lat > box.north)
      ctx.addIssue({ code: "custom", path: ["lat"], message: `outside ${d.country} (${box.south}–${box.north})` });
    if (d.lng < box.west || d.lng > box.east)
      ctx.addIssue({ code: "custom", path: ["lng"], message: `outside ${d.country} (${box.west}–${box.east})` });
    if (!d.phone.startsWith(`+${box.code} `))
      ctx.addIssue({ code: "custom", path: ["phone"], message: `a ${d.country} number starts with +${box.code}` });
  });

// The schema's output must stay assignable to the type components name.
const _schemaMatchesDealer = (dealer: z.infer<typeof dealerSchema>): Dealer => dealer;

const placesSchema = z.object({
  towns: z
    .array(z.object({ name: z.string().min(1), ...inNetherlands, aliases: z.array(z.string().min(1)).optional() }))
    .min(50)
    .refine((list) => new Set(list.map((t) => t.name)).size === list.length, "town names must be unique"),
  // Every two-digit postcode area 10–99, once each, in order.
  areas: z
    .array(z.object({ area: z.string().regex(/^[1-9][0-9]$/), town: z.string().min(1), ...inNetherlands }))
    .refine(
      (list) => list.map((a) => a.area).join() === Array.from({ length: 90 }, (_, i) => String(i + 10)).join(),
      "postcode areas must be 10 to 99, each once, in order",
    ),
});

export const dealerChecks = [
  {
    name: "places (app/content/dutch-places.ts)",
    schema: placesSchema,
    value: { towns: dutchTowns, areas: postcodeAreas },
  },
];
