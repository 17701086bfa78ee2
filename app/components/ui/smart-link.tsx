import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import type { NavLink } from "~/content/navigation";
import { localizePath } from "~/lib/i18n";
import { useLang, useUi } from "~/lib/use-ui";

/**
 * A link to a page of this site in the language of the page it is on (PRODUCT.md 19):
 * content and components write the English path ("/contact"), a Dutch page links
 * "/nl/contact". Files and the API keep their one address.
 */
export function LocalLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  // Prefetched as the visitor shows intent (hover, focus, touch): the next page's code and data are there by the click.
  return <Link to={localizePath(to, useLang())} prefetch="intent" {...props} />;
}

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
  const { common } = useUi();
  if (link.external || /^https?:|^mailto:|^tel:/.test(link.to)) {
    const newTab = link.external || /^https?:/.test(link.to);
    return (
      <a href={link.to} className={className} onClick={onClick} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children ?? link.label}
        {newTab ? <span className="sr-only">{common.newTab}</span> : null}
      </a>
    );
  }
  return (
    <LocalLink to={link.to} className={className} onClick={onClick}>
      {children ?? link.label}
    </LocalLink>
  );
}
