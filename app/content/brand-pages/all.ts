import { nimoPage } from "./nimo";
import { norcoolPage } from "./norcool";
import { pevinoPage } from "./pevino";
import { thermocoldPage } from "./thermocold";
import { winefitPage } from "./winefit";
import { winemasterPage } from "./winemaster";
import type { BrandPage } from "./types";

/**
 * Every brand page, for the route's loader and the build-time check. Only the server
 * reads this (the route's loader), so the copy of all six pages never ships as script.
 */
export const brandPages: readonly BrandPage[] = [norcoolPage, thermocoldPage, nimoPage, winefitPage, pevinoPage, winemasterPage];

export function findBrandPage(slug: string): BrandPage | undefined {
  return brandPages.find((p) => p.slug === slug);
}
