// The operationId of every operation of /webapi/openapi.json (docs/decisions/0060): derived from its
// method and path, so it is unique (as the method and path are) and stays the same for as long as
// the call does: a generated SDK names its functions after it. A route may still declare its own.

type Document = { paths?: Record<string, Record<string, { operationId?: string }>> };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * 'get', '/webapi/poll/{id}/my/votes' → 'getPollByIdMyVotes'; '/webapi/listing/trending-comment' →
 * …'ListingTrendingComment'; a path ending in a slash (the spec's own '/portal/embedded/page/')
 * ends in 'TrailingSlash', apart from the same path without it.
 */
export function operationIdOf(method: string, path: string, base: string): string {
  const local = path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  const words = local
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (parameter) return `By${capitalised(parameter)}`;
      return segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalised).join('');
    });
  const trailingSlash = local.length > 1 && local.endsWith('/') ? 'TrailingSlash' : '';
  return `${method.toLowerCase()}${words.join('')}${trailingSlash}`;
}

/** Gives every operation without one its derived operationId; `base` is the app's base path ('/webapi'). */
export function documentOperationIds(doc: Document, base: string): void {
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) operation.operationId ??= operationIdOf(method, path, base);
  }
}
