import { site } from "~/content/site";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/**
 * The distributor's word mark; its name comes from the site configuration. The link's
 * name holds all of its visible text, then "home" (WCAG 2.5.3 label in name: a speech
 * user says what they see).
 */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const { company, shell } = useUi();
  return (
    <LocalLink
      to="/"
      className="flex items-center gap-2 rounded"
      aria-label={fill(shell.logo, { name: site.name, tagline: company.tagline })}
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill={onDark ? "#e2c58f" : "#0d2233"} />
        <path
          d="M11 29V11h9a6 6 0 0 1 0 12h-9"
          fill="none"
          stroke={onDark ? "#0d2233" : "#e2c58f"}
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M22 23l7 6" stroke={onDark ? "#0d2233" : "#e2c58f"} strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={onDark ? "text-base font-semibold text-white" : "text-base font-semibold text-navy-900"}>{site.name}</span>{" "}
        <span className={onDark ? "text-xs text-brass-300" : "text-xs text-muted"}>{company.tagline}</span>
      </span>
    </LocalLink>
  );
}
