// content-spec §2: "In the news tab, the main portal path gets a trailing segment, and a query
// parameter can replace it." The app's news tab opens /v2/main; there the address always names its
// tab (/v2/main/{pageUrlPath}), so the app's tab bar, reloads and shared links land on the same tab;
// ?tab={pageUrlPath} picks the tab instead and is then dropped. An unknown ?tab is dropped too.

export const NEWS_TAB_QUERY = 'tab';

/** Where the news tab's main portal request belongs: a trailing segment, or null when it is right. */
export function newsTabMainSegment(input: { pageUrlPath: string | undefined; tabQuery: string | null; tabUrlPaths: readonly string[] }): string | null {
  const { pageUrlPath, tabQuery, tabUrlPaths } = input;
  if (tabQuery !== null) {
    if (tabUrlPaths.includes(tabQuery)) return tabQuery;
    return pageUrlPath ?? tabUrlPaths[0] ?? null;
  }
  if (pageUrlPath === undefined) return tabUrlPaths[0] ?? null;
  return null;
}
