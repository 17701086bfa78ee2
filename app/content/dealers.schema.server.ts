import { z } from "zod";
import { dealers } from "./dealers";
import { dutchTowns, postcodeAreas } from "./dutch-places";

/**
 * Build-time checks of the dealer list and the places the locator understands (spec 3
 * and 9, PRODUCT.md 12), listed in ./validate.server.ts.
 */

/** The European Netherlands, with a small margin (Cadzand to Bad Nieuweschans, Eijsden to Rottumeroog). */
export const netherlandsBounds = { south: 50.75, north: 53.56, west: 3.35, east: 7.23 } as const;

const inNetherlands = {
  lat: z.number().min(netherlandsBounds.south).max(netherlandsBounds.north),
  lng: z.number().min(netherlandsBounds.west).max(netherlandsBounds.east),
};

/** Spec 9: tier A 2, B 2, C 50 (54 in all, spec 3). */
const tierCounts = { A: 2, B: 2, C: 50 } as const;

export const dealerSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1).max(80),
  city: z.string().min(1),
  country: z.literal("Netherlands"),
  tier: z.enum(["A", "B", "C"]),
  ...inNetherlands,
  // Dutch numbers: 9 digits after the 0 of the area code.
  phone: z.string().regex(/^\+31 \(0\)[1-9][0-9 ]+$/).refine((p) => p.replace("(0)", "").replace(/\D/g, "").length === 11, "9 digits after +31 (0)"),
  email: z.email(),
  website: z.url({ protocol: /^https$/ }),
});

const dealerListSchema = z
  .array(dealerSchema)
  .length(54)
  .refine((list) => new Set(list.map((d) => d.id)).size === list.length, "dealer ids must be unique")
  .superRefine((list, ctx) => {
    for (const [tier, count] of Object.entries(tierCounts)) {
      const found = list.filter((d) => d.tier === tier).length;
      if (found !== count) ctx.addIssue({ code: "custom", message: `tier ${tier}: ${found} dealers, spec 9 says ${count}` });
    }
  });

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
  { name: "dealers (app/content/dealers.ts)", schema: dealerListSchema, value: dealers },
  {
    name: "places (app/content/dutch-places.ts)",
    schema: placesSchema,
    value: { towns: dutchTowns, areas: postcodeAreas },
  },
];
