import { cn } from "~/lib/cn";

/**
 * A section's title, an h2 whose `id` labels the section, and the paragraph that introduces
 * it. Two sizes: `md` for the sections of the about, become-dealer and downloads pages, `lg`
 * for the brand pages. On a dark band the title takes the band's colour.
 */
export function SectionTitle({
  id,
  title,
  intro,
  size = "md",
  onDark = false,
  centered = false,
}: {
  id: string;
  title: string;
  intro?: string;
  size?: "md" | "lg";
  onDark?: boolean;
  centered?: boolean;
}) {
  const lg = size === "lg";
  return (
    <>
      <h2
        id={id}
        className={cn(
          lg ? "text-3xl" : "text-2xl",
          "font-serif font-medium",
          !onDark && "text-navy-900",
          lg ? "md:text-4xl" : "md:text-3xl",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p className={cn(centered && "mx-auto", lg ? "mt-4" : "mt-3", "max-w-2xl text-lg", onDark ? "text-slate-200" : "text-muted")}>
          {intro}
        </p>
      ) : null}
    </>
  );
}
