import { Fragment, type ReactNode } from "react";
import { LocalLink } from "~/components/ui/smart-link";

const linkPattern = /\[([^\]]+)\]\(([^)]+)\)/g;

/**
 * Plain text from a content module in which `[label](href)` becomes a link: the only
 * markup the legal texts use (app/content/legal/types.ts). Paths of this site are
 * written in English and linked in the page's language.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <LocalLink key={match.index} to={href}>
          {label}
        </LocalLink>
      ) : (
        <a key={match.index} href={href} {...(href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

/** The text with links reduced to their labels (meta descriptions, tests). */
export function plainText(text: string): string {
  return text.replace(linkPattern, "$1");
}
