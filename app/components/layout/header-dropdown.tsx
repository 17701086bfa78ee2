import { useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

type Behaviour = typeof import("./dropdown-behaviour");
let behaviourLoading: Promise<Behaviour> | undefined;
/** The dropdowns' keyboard, hover and closing code, fetched once for all of them. */
const loadBehaviour = () => (behaviourLoading ??= import("./dropdown-behaviour"));
/** The keys it answers (./dropdown-behaviour.tsx). */
const heldKeys = new Set(["ArrowDown", "ArrowUp", "Escape"]);

/**
 * A dropdown of links in the header (Service & Support, Brands, Language) as a native
 * disclosure (<details>): it opens, and its links work, without JavaScript and before the
 * page has hydrated (PRODUCT.md 16). What a dropdown is expected to do beyond that (Escape,
 * arrow keys, closing on a press elsewhere or a navigation, opening on hover after 100 ms
 * with `openOnHover`: ./dropdown-behaviour.tsx) loads the first time the visitor points at,
 * focuses or opens one (docs/decisions/0018-client-runtime.md). A disclosure of links, not
 * an ARIA menu: links stay links for screen readers, and the browser tells them whether it
 * is expanded.
 */
export function HeaderDropdown({
  summary,
  children,
  openOnHover = false,
  className,
  summaryClassName,
  panelClassName,
}: {
  /** The button's content; a chevron follows it. */
  summary: ReactNode;
  /** The panel: a list of links. */
  children: ReactNode;
  /** Opens on mouse hover, and closes when the mouse leaves, after the spec's delay. */
  openOnHover?: boolean;
  className?: string;
  /** The button's gap and padding. */
  summaryClassName?: string;
  /** Placement, width and padding of the panel under the button. */
  panelClassName?: string;
}) {
  const root = useRef<HTMLDetailsElement>(null);
  const [behaviour, setBehaviour] = useState<Behaviour | null>(null);
  // A key the behaviour answers, pressed before it listens: answered once it does. Its code
  // being loaded is not enough: its listeners come with its effect, a frame later.
  const heldKeyRef = useRef<string | null>(null);
  const listeningRef = useRef(false);
  const reachFor = () => {
    if (!behaviour)
      loadBehaviour().then(
        (loaded) => setBehaviour(() => loaded),
        () => undefined,
      );
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a <details> disclosure is interactive: its keys are held until their code is there
    <details
      ref={root}
      // One open at a time, with or without JavaScript: opening one closes the others.
      name="header-dropdown"
      className={cn("group relative", className)}
      onPointerEnter={reachFor}
      onFocus={reachFor}
      onToggle={reachFor}
      onKeyDown={(e) => {
        if (listeningRef.current || !heldKeys.has(e.key)) return;
        e.preventDefault();
        heldKeyRef.current = e.key;
        reachFor();
      }}
    >
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center whitespace-nowrap rounded hover:text-navy-700 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {summary}
        <Icon name="chevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className={cn("absolute top-full z-50 mt-1 rounded-md border border-line bg-white shadow-lg", panelClassName)}>{children}</div>
      {behaviour ? (
        <behaviour.DropdownBehaviour details={root} openOnHover={openOnHover} heldKeyRef={heldKeyRef} listeningRef={listeningRef} />
      ) : null}
    </details>
  );
}
