import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NavLink } from "~/content/navigation";

/**
 * A link from content: internal paths use the router; external ones open in a new tab
 * with rel="noopener noreferrer" and say so to screen readers.
 */
export function SmartLink({
  link,
  className,
  children,
  onClick,
}: {
  link: NavLink;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}) {
  if (link.external || /^https?:|^mailto:|^tel:/.test(link.to)) {
    const newTab = link.external || /^https?:/.test(link.to);
    return (
      <a
        href={link.to}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children ?? link.label}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onClick}>
      {children ?? link.label}
    </Link>
  );
}
