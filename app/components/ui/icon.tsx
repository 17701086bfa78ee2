import type { SVGProps } from "react";
import type { IconName } from "~/lib/icon-names";
import sprite from "./icons.svg?url";
import spriteSource from "./icons.svg?raw";

export type { IconName };

/**
 * Each icon's shape (the markup inside its 24×24 symbol in ./icons.svg), read on the server
 * only: `import.meta.env.SSR` is false in the browser build, which leaves the sprite's text
 * out of every page's JavaScript.
 */
const serverShapes = import.meta.env.SSR ? symbolShapes(spriteSource) : undefined;

/** The inner markup of each `<symbol id="…">` of a sprite, by id. */
export function symbolShapes(source: string): Map<string, string> {
  return new Map([...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/gs)].map((m) => [m[1]!, m[2]!]));
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * Small icons (stroke style, 24×24) from one sprite (./icons.svg). The server writes each
 * icon's shape into the page, so a page's icons are drawn as it is parsed, with no sprite
 * to fetch and no `<use>` copies for the browser to build. An icon React creates in the
 * browser (after a navigation) points at the cached sprite with `<use>` instead, so the
 * shapes are in no script. Hydration keeps the server's markup: React leaves the inside of
 * an element set by `dangerouslySetInnerHTML` as it finds it. The outer <svg> sets the
 * stroke, which the shape inherits. Every icon is decorative unless given a title. An icon
 * that changes with a control's state is an IconSwap.
 */
export function Icon({ name, title, ...props }: { name: IconName; title?: string; hidden?: boolean } & SVGProps<SVGSVGElement>) {
  const shape = serverShapes?.get(name) ?? `<use href="${sprite}#${name}"/>`;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
      dangerouslySetInnerHTML={{ __html: (title ? `<title>${escapeText(title)}</title>` : "") + shape }}
      suppressHydrationWarning
    />
  );
}

/**
 * One of several icons, by state (play/pause, mute/unmute, a rotating message): every one
 * is rendered, all but `shown` hidden, so the server draws them all into the page and a
 * change of state only turns attributes — the browser builds no `<use>` and loads no sprite.
 */
export function IconSwap({ names, shown, ...props }: { names: readonly IconName[]; shown: IconName } & SVGProps<SVGSVGElement>) {
  return names.map((name) => <Icon key={name} {...props} name={name} hidden={name !== shown} />);
}
