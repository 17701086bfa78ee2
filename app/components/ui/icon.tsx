import type { HTMLAttributes } from "react";
import type { IconName } from "~/lib/icon-names";

export type { IconName };

/**
 * Small icons (stroke style, 24×24 unless a size class says otherwise), always decorative:
 * one empty element painted in its text colour through the icon's shape, its cell of one
 * sheet of every shape: a CSS mask written from the sprite (./icons.svg → ./icons.css,
 * tools/icon-masks.ts), so a page makes one SVG image however many icons it shows. The
 * page carries no `<svg>` and `<path>` per icon and no script carries a shape; an icon made
 * in the browser after a navigation needs nothing fetched. An icon that changes with a
 * control's state is an IconSwap.
 */
export function Icon({ name, className, ...props }: { name: IconName } & HTMLAttributes<HTMLSpanElement>) {
  return <span aria-hidden="true" {...props} data-icon={name} className={className ? `icon ${className}` : "icon"} />;
}

/**
 * One of several icons, by state (play/pause, mute/unmute, a rotating message): every one
 * is rendered, all but `shown` hidden, so a change of state only turns attributes.
 */
export function IconSwap({ names, shown, ...props }: { names: readonly IconName[]; shown: IconName } & HTMLAttributes<HTMLSpanElement>) {
  return names.map((name) => <Icon key={name} {...props} name={name} hidden={name !== shown} />);
}
