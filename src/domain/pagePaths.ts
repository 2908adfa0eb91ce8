// Paths that are not pages: the content API, media, built assets and the crawler files. Middleware
// and the page cache both leave them alone.
const NOT_A_PAGE = /^\/(webapi|media|_astro)(\/|$)|^\/favicon\.svg$|^\/robots\.txt$/;

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}
