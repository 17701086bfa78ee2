import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url";

export type { IconName };

/**
 * Small icons (stroke style, 24×24) drawn from one cached sprite file (./icons.svg), so their
 * paths are in no page's JavaScript or HTML. The outer <svg> sets the stroke, which the
 * symbol inherits. Every icon is decorative unless given a title.
 */
export function Icon({ name, title, ...props }: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
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
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
