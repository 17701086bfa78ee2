import { afterEach, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import { formatEuros, formatNumber, formatRange } from "~/lib/format";
import { languages } from "~/lib/i18n";
import { editContentFiles } from "../../../tests/support/content-files";
import { legalPages, loadRoute, renderText } from "../../../tests/support/legal-pages";
import { content } from "../load.server";
import { legalFigures } from "./legal.server";
import type { DayRange, LegalFigure, LegalFigures } from "./types";

/**
 * Every number the legal pages state is written once, in content/legal/figures.yml: the
 * tests change the figures and render the pages again, so a number typed into a page
 * instead of named by placeholder fails them.
 */

/** The figures with every number changed by `change`, except the terms' article count, which the pages' structure must keep. */
function changed(change: (n: number) => number): LegalFigures {
  const each = (value: LegalFigure): LegalFigure =>
    typeof value === "number" ? change(value) : { min: change(value.min), max: change(value.max) };
  const groups = Object.entries(legalFigures).map(([group, figures]) => [
    group,
    Object.fromEntries(
      Object.entries(figures as Record<string, LegalFigure>).map(([name, v]) => [name, name === "articleCount" ? v : each(v)]),
    ),
  ]);
  return Object.fromEntries(groups) as LegalFigures;
}

/** Every figure by name, whatever its page. */
function everyFigure(figures: LegalFigures): Record<string, LegalFigure> {
  return Object.fromEntries((Object.values(figures) as Record<string, LegalFigure>[]).flatMap((group) => Object.entries(group)));
}

/** Renders the pages from here on with these figures. */
function useFigures(figures: LegalFigures): void {
  editContentFiles((files) => ({ ...files, "/content/legal/figures.yml": stringify(figures) }));
}

afterEach(() => {
  vi.doUnmock("~/content/load.server");
  vi.resetModules();
});

/** A figure as the English pages write it. */
const value = (f: Record<string, LegalFigure>, name: string) => f[name] as number;
const n = (f: Record<string, LegalFigure>, name: string) => formatNumber(value(f, name));
const r = (f: Record<string, LegalFigure>, name: string) => formatRange(f[name] as DayRange);
const euros = (f: Record<string, LegalFigure>, name: string) => formatEuros(value(f, name));
const years = (f: Record<string, LegalFigure>, name: string) => `${n(f, name)} ${value(f, name) === 1 ? "year" : "years"}`;

/** Sentences of the English pages, built from the figures. */
const expectations: Record<string, (f: LegalFigures) => string[]> = {
  "/general-terms-conditions": ({ terms: t }) => [
    `change or cancel an order within ${n(t, "changeOrCancelWorkingDays")} working days of our order confirmation`,
    `raise the agreed price by more than ${n(t, "priceRiseThresholdPercent")}%, you may terminate the agreement by telling us in writing within ${n(t, "priceRiseTerminationWorkingDays")} working days`,
    `visible defects, damage in transport, and missing or wrong items to us in writing within ${n(t, "visibleDefectWorkingDays")} working days of delivery`,
    `(hidden defects) in writing within ${n(t, "hiddenDefectMonths")} months`,
    `pay each invoice within ${n(t, "paymentDays")} days of the invoice date`,
    `You are in default if you have still not paid ${n(t, "defaultNoticeWorkingDays")} working days after that notice`,
    `penalty of ${euros(t, "repossessionPenaltyEurosPerDay")} for every day the refusal continues`,
  ],
  "/return-policy": ({ returns, terms }) => [
    `return a product within ${n(returns, "windowDays")} days of the day it was delivered`,
    `we refund you within ${r(returns, "refundBusinessDays")} business days`,
    `within ${n(terms, "visibleDefectWorkingDays")} working days of delivery`,
  ],
  "/shipping": ({ shipping: s }) => [
    `The Netherlands ${euros(s, "netherlandsFreeOverEuros")} ${euros(s, "netherlandsStandardEuros")} Date agreed with you`,
    `Belgium and Luxembourg ${euros(s, "belgiumLuxembourgFreeOverEuros")} ${euros(s, "belgiumLuxembourgStandardEuros")} ${r(s, "belgiumLuxembourgDeliveryDays")} working days`,
    `Germany ${euros(s, "germanyFreeOverEuros")} ${euros(s, "germanyStandardEuros")} ${r(s, "germanyDeliveryDays")} working days`,
    `Items weighing more than ${n(s, "twoPersonTeamOverKg")} kg are delivered by a two-person team`,
    `We guarantee our installation work for ${years(s, "installationGuaranteeYears")}`,
  ],
  "/warranty": ({ warranty: w, service }) => [
    `Appliances for household use (standard warranty) ${years(w, "standardYears")}`,
    `Premium wine storage: wine cabinets and wine cellar climate systems ${years(w, "premiumWineStorageYears")}`,
    `Appliances in commercial use, such as in restaurants, bars, hotels and offices ${years(w, "commercialYears")}`,
    `An extended warranty must be bought within ${n(w, "extendedPurchaseWithinDays")} days of purchase`,
    `We respond within ${r(service, "responseHours")} hours`,
  ],
  "/privacy": ({ privacy }) => [
    `Form submissions are deleted automatically from the website's database ${n(privacy, "retentionDays")} days after they were sent`,
  ],
};

describe("each figure is written once", () => {
  it.each(Object.entries(expectations))("%s states its figures from content/legal/figures.yml", async (path, phrases) => {
    const { text } = renderText(await loadRoute(legalPages[path as keyof typeof legalPages].module), path);
    for (const phrase of phrases(legalFigures)) expect(text).toContain(phrase);
  });

  it.each(Object.entries(expectations))("%s follows a change in content/legal/figures.yml", async (path, phrases) => {
    const figures = changed((v) => v + 1000);
    useFigures(figures);
    const { text } = renderText(await loadRoute(legalPages[path as keyof typeof legalPages].module), path);
    for (const phrase of phrases(figures)) expect(text).toContain(phrase);
    const before = phrases(legalFigures).filter((p) => !phrases(figures).includes(p));
    for (const phrase of before) expect(text).not.toContain(phrase);
  });
});

describe("each figure is written once, in every language", () => {
  /** The figures a page's file names, by placeholder (every language names the same: the build checks it). */
  function named(key: string): string[] {
    const file = content.files.find((f) => f.path === `content/legal/${key}.yml`)!;
    const names = new Set(Object.keys(everyFigure(legalFigures)));
    return [...new Set([...file.raw.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]!))].filter((name) => names.has(name));
  }

  it.each(Object.entries(legalPages))("%s shows each figure it names, changed, in every language", async (path, { module, key }) => {
    // Every number its own, from 1000 up: numbers no page contains by accident.
    let next = 1000;
    const figures = changed(() => (next += 10));
    const all = everyFigure(figures);
    useFigures(figures);
    const route = await loadRoute(module);
    for (const lang of languages) {
      const { text } = renderText(route, path, lang);
      for (const name of named(key)) {
        const figure = all[name]!;
        const shown =
          typeof figure === "object"
            ? [formatNumber(figure.min, lang), formatNumber(figure.max, lang)]
            : [name.includes("Euros") ? formatEuros(figure, lang) : formatNumber(figure, lang)];
        for (const s of shown) expect(text, `${lang}: {${name}}`).toContain(s);
      }
    }
  });
});
