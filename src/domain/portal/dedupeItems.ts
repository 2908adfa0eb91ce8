// A story appears once per page: later modules drop articles an earlier module already shows.
// Modules for which `keepAll` is true keep every item (a long river), and mark nothing as seen.

interface HasItems<I extends { id: number }> {
  listing: { items: I[] }[];
}

export function dedupeAcrossModules<I extends { id: number }, M extends HasItems<I>>(modules: M[], keepAll: (module: M) => boolean = () => false): M[] {
  const seen = new Set<number>();
  return modules.map((module) => {
    if (keepAll(module)) return module;
    return {
      ...module,
      listing: module.listing.map((listing) => ({
        ...listing,
        items: listing.items.filter((item) => {
          if (seen.has(item.id)) return false;
          seen.add(item.id);
          return true;
        }),
      })),
    };
  });
}
