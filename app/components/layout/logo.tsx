import { LocalLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useSite, useUi } from "~/lib/use-ui";

/**
 * The distributor's word mark; its name comes from the company's details. The link's
 * name holds all of its visible text, then "home" (WCAG 2.5.3 label in name: a speech
 * user says what they see). In the header (`fit`) it makes room on narrow phones, so the
 * name stays on one line beside the menu button: a smaller name below 640 px, and below
 * 384 px without the square mark (docs/decisions/0015-header.md). A longer name than the
 * placeholder's is cut short rather than wrapped.
 */
export function Logo({ onDark = false, fit = false }: { onDark?: boolean; fit?: boolean }) {
  const { company, shell } = useUi();
  const site = useSite();
  return (
    <LocalLink
      to="/"
      className={cn("flex items-center gap-2 rounded", fit && "min-w-0")}
      aria-label={fill(shell.logo, { name: site.name, tagline: company.tagline })}
    >
      <svg
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
        className={fit ? "shrink-0 max-[24rem]:hidden" : undefined}
      >
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
      <span className={cn("flex flex-col leading-tight", fit && "min-w-0 whitespace-nowrap")}>
        <span
          className={cn(
            "font-semibold",
            onDark ? "text-white" : "text-navy-900",
            fit ? "truncate text-[0.8125rem] min-[24rem]:text-sm sm:text-base" : "text-base",
          )}
        >
          {site.name}
        </span>{" "}
        <span className={cn("text-xs", onDark ? "text-brass-300" : "text-muted", fit && "truncate")}>{company.tagline}</span>
      </span>
    </LocalLink>
  );
}
