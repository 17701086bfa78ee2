import type { Locator, Page } from "playwright-core";
import { uiTexts } from "~/content/i18n/ui.server";
import { brandLinks } from "~/content/brands.server";
import { brandNavLinks, shellLinks } from "~/content/navigation";
import { site } from "~/content/company.server";
import { alternatePaths, localizePath, type Lang } from "~/lib/i18n";

/** A header dropdown's button (a <summary>: app/components/layout/header-dropdown.tsx), by its visible text. */
export function dropdownButton(page: Page, text: string): Locator {
  return page.getByRole("banner").locator("summary", { hasText: text });
}

/** The header dropdown a button opens. */
export function dropdownOf(button: Locator): Locator {
  return button.locator("xpath=..");
}

/** Every address the menu below 1024 px offers on `path` (an English path) in `lang`: all the header shows at any width. */
export function menuHrefs(lang: Lang, path: string): string[] {
  const { mobileNav } = shellLinks(uiTexts[lang].navigation, site.portal, brandLinks);
  return [
    site.phoneHref,
    `mailto:${site.email}`,
    site.portal.login,
    ...brandNavLinks(brandLinks).map((b) => localizePath(b.to, lang)),
    ...mobileNav.map((l) => localizePath(l.to, lang)),
    ...alternatePaths(path).map(([, href]) => href),
  ].sort();
}

/** What a header bar shows that does not fit: one message per problem. */
interface BarProblems {
  width: number;
  problems: string[];
}

/**
 * Runs in the page: checks that each visible bar of the header keeps to one line. For each
 * bar: nothing overflows it (its content is no taller and no wider than the bar), every
 * visible text is on one line and whole (not cut by an ellipsis), every link and button is
 * one box, and the items of a row do not overlap. The phone number is one line high.
 * Nothing in the header reaches past the window's edges.
 */
export function headerProblems(): BarProblems {
  const problems: string[] = [];
  const width = window.innerWidth;
  const header = document.querySelector("header")!;
  const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  // Visually hidden text (sr-only) is clipped to nothing: it takes no room in a bar.
  const clipped = (el: Element | null): boolean => {
    for (let e = el; e && e !== header; e = e.parentElement) {
      if (getComputedStyle(e).clipPath === "inset(50%)") return true;
    }
    return false;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && !clipped(el);

  for (const el of header.querySelectorAll("*")) {
    const r = el.getBoundingClientRect();
    if (shown(el) && r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) problems.push(`${name(el)} is outside the window`);
  }

  for (const [index, bar] of [...header.children].entries()) {
    if (!shown(bar)) continue;
    const label = `bar ${index + 1}`;
    const box = bar.getBoundingClientRect();
    if (bar.scrollHeight > bar.clientHeight + 1) problems.push(`${label}: content ${bar.scrollHeight} px high in ${bar.clientHeight} px`);
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push(`${label}: content ${bar.scrollWidth} px wide in ${bar.clientWidth} px`);

    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      if (tops.size > 1) problems.push(`${label}: "${node.textContent.trim()}" is on ${tops.size} lines`);
      for (const r of rects) {
        if (r.left < -0.5 || r.right > width + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
          problems.push(`${label}: "${node.textContent.trim()}" is outside the bar`);
          break;
        }
      }
    }

    for (const el of bar.querySelectorAll<HTMLElement>("*")) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth) problems.push(`${label}: ${name(el)} is cut short`);
      if (el.matches("a, button, summary") && el.getClientRects().length !== 1) problems.push(`${label}: ${name(el)} is in pieces`);
      if (el.matches('a[href^="tel:"]')) {
        const line = parseFloat(style.lineHeight);
        const text = document.createRange();
        text.selectNodeContents(el);
        const height =
          Math.max(...[...text.getClientRects()].map((r) => r.bottom)) - Math.min(...[...text.getClientRects()].map((r) => r.top));
        if (height > line + 1) problems.push(`${label}: the phone number is ${height} px high, one line is ${line} px`);
      }
      if (style.display.endsWith("flex") && !style.flexDirection.startsWith("column")) {
        const items = [...el.children].filter(shown).map((c) => [c, c.getBoundingClientRect()] as const);
        for (let i = 0; i < items.length; i++) {
          for (let j = i + 1; j < items.length; j++) {
            const [a, ra] = items[i]!;
            const [b, rb] = items[j]!;
            const overlap = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            if (overlap > 0.5 && ra.width > 0 && rb.width > 0) problems.push(`${label}: ${name(a)} overlaps ${name(b)}`);
          }
        }
      }
    }
  }
  return { width, problems: [...new Set(problems)] };
}

/**
 * Runs in the page: the visible search fields whose placeholder does not fit, measured with
 * the field's own font against its content box (the text a visitor sees before typing).
 */
export function cutPlaceholders(): string[] {
  const context = document.createElement("canvas").getContext("2d")!;
  return [...document.querySelectorAll<HTMLInputElement>('header input[type="search"]')]
    .filter((input) => input.checkVisibility({ visibilityProperty: true }) && input.placeholder)
    .flatMap((input) => {
      const style = getComputedStyle(input);
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const fits = text <= room && input.scrollWidth <= input.clientWidth;
      return fits ? [] : [`"${input.placeholder}" needs ${Math.ceil(text)} px, has ${Math.floor(room)} px`];
    });
}
