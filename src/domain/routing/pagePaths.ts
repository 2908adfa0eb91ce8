// Paths that are not pages: the content API, media, built assets, the crawler files and the embed
// endpoints (oEmbed, the publisher script). Middleware and the page cache both leave them alone.
const NOT_A_PAGE = /^\/(webapi|media|_astro)(\/|$)|^\/favicon\.svg$|^\/robots\.txt$|^\/oembed$|^\/embed\.js$/;

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}
