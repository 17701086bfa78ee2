import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

/** Loader data, or a 404's data, that carries its page's metadata (app/server/seo.server.ts). */
interface WithMeta {
  meta: MetaDescriptor[];
}

/**
 * Every route's `meta`: what its loader made on the server, or, for a page the loader did
 * not find, what its 404 answer carries. The browser builds no metadata of its own.
 */
export function routeMeta({ loaderData, error }: { loaderData?: unknown; error?: unknown }): MetaDescriptor[] {
  const own = (loaderData as Partial<WithMeta> | null | undefined)?.meta;
  if (own) return own;
  if (isRouteErrorResponse(error)) return (error.data as Partial<WithMeta> | null | undefined)?.meta ?? [];
  return [];
}
