import type { ComponentProps } from "react";
import { ManualsHelp } from "~/components/sections/manuals-help";
import { ManualsBrowser } from "./manuals-browser";

/** /manuals under the header (spec 2.6): the filterable manuals, then where to find more; the route loads it on first use. */
export function ManualsBody({ help, ...browser }: ComponentProps<typeof ManualsBrowser> & ComponentProps<typeof ManualsHelp>) {
  return (
    <>
      <ManualsBrowser {...browser} />
      <ManualsHelp help={help} />
    </>
  );
}
