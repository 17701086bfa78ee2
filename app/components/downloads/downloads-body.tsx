import type { ComponentProps } from "react";
import { DownloadsBrowser } from "./downloads-browser";
import { ResourceBlocks } from "./resource-blocks";

/** /downloads under the header (spec 2.7): the filterable files, then the resources; the route loads it on first use. */
export function DownloadsBody({ resources, ...browser }: ComponentProps<typeof DownloadsBrowser> & ComponentProps<typeof ResourceBlocks>) {
  return (
    <>
      <DownloadsBrowser {...browser} />
      <ResourceBlocks resources={resources} />
    </>
  );
}
