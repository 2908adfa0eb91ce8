// Link recognition (content-spec §5) and link opening modes (shell-spec §3) for links in article
// bodies and comments: what a link points at, and how the page opens it in each environment.
//
// Kinds: the messaging app's channel links (app scheme or its https form, a 10-digit channel id),
// the portal's own per-country web links (tw, hk, id, th; any edition's path is recognised), its
// object-storage links (media), mini-app links, short links, and everything else (external).

export const LINK_KINDS = ['channel', 'portal', 'storage', 'miniApp', 'short', 'external'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_OPENING_MODES = ['basic', 'basicReplace', 'external', 'externalBlank', 'tabOrPage', 'tabOrPageReplace'] as const;
export type LinkOpeningMode = (typeof LINK_OPENING_MODES)[number];

/** The countries whose web links are the portal's own (content-spec §5). */
const PORTAL_LINK_COUNTRIES = ['tw', 'hk', 'id', 'th'] as const;

/** Hosts that are the portal's or its platform's, beside the page's own origin. */
export const LINK_HOSTS = {
  /** The portal's production web host. */
  portal: ['today.line.me'],
  /** Object storage of the platform (the portal's own /media route counts too). */
  storage: ['obs.line-scdn.net', 'obs.line-apps.com'],
  miniApp: ['liff.line.me', 'miniapp.line.me'],
  short: ['lin.ee'],
  channel: ['line.me'],
} as const;

export interface RecognisedLink {
  kind: LinkKind;
  /** The address to put in the page: portal links become paths on this host, channel links https. */
  href: string;
  /** Portal links: the country of the path. */
  country?: string;
  /** Channel links: the 10-digit channel id. */
  channelId?: string;
  /** Portal links to a portal tab page (/v2/tab…, /v2/main…), which the news tab opens as a tab. */
  portalTab?: boolean;
}

const CHANNEL_SCHEME = /^line:\/\/ch\/(\d{10})(?:[/?#]|$)/i;
const CHANNEL_HTTPS_PATH = /^\/R\/ch\/(\d{10})(?:\/|$)/;
const MINI_APP_SCHEME = /^line:\/\/app\/([A-Za-z0-9-]{1,64})/i;
const PORTAL_PATH = new RegExp(`^/(${PORTAL_LINK_COUNTRIES.join('|')}|spot|gcp|ec(?:jp|id|th|tw))/(v2|v3)(/[^?#]*)?`);

/** What a link in content points at; null for anything that is not a link to follow (javascript:, mailto:, …). */
export function recogniseLink(raw: string, pageOrigin: string): RecognisedLink | null {
  const href = raw.trim();
  const channel = CHANNEL_SCHEME.exec(href);
  if (channel) return { kind: 'channel', href: `https://line.me/R/ch/${channel[1]}`, channelId: channel[1] };
  const app = MINI_APP_SCHEME.exec(href);
  if (app) return { kind: 'miniApp', href: `https://liff.line.me/${app[1]}${href.slice(app[0].length)}` };
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const own = url.origin === pageOrigin || (LINK_HOSTS.portal as readonly string[]).includes(host);
  if (own && /^\/media\//.test(url.pathname)) return { kind: 'storage', href: `${url.pathname}${url.search}` };
  if (own) {
    const portal = PORTAL_PATH.exec(url.pathname);
    if (portal) {
      const rest = portal[3] ?? '';
      return { kind: 'portal', href: `${url.pathname}${url.search}${url.hash}`, country: portal[1], portalTab: rest === '' || /^\/(tab|main)(\/|$)/.test(rest) };
    }
    return { kind: 'external', href: url.href };
  }
  if ((LINK_HOSTS.channel as readonly string[]).includes(host)) {
    const id = CHANNEL_HTTPS_PATH.exec(url.pathname);
    if (id) return { kind: 'channel', href: url.href, channelId: id[1] };
  }
  if ((LINK_HOSTS.storage as readonly string[]).includes(host)) return { kind: 'storage', href: url.href };
  if ((LINK_HOSTS.miniApp as readonly string[]).includes(host)) return { kind: 'miniApp', href: url.href };
  if ((LINK_HOSTS.short as readonly string[]).includes(host)) return { kind: 'short', href: url.href };
  return { kind: 'external', href: url.href };
}

export interface LinkEnvironment {
  /** Inside the messaging app (news tab, mini-app or its in-app browser). */
  messagingApp: boolean;
  newsTab: boolean;
  /** The link is followed from a transient view (a sheet): history replaces the entry. */
  replace?: boolean;
}

/**
 * How a recognised link opens (shell-spec §3). The app handles its own channel, mini-app and short
 * links in place; outside it they open in a new tab. The portal's links stay in the same view (in
 * the news tab a tab page opens as a tab); storage files and other sites open beside the page: a
 * new tab in a browser, the app's external browser inside the app.
 */
export function linkOpeningMode(link: RecognisedLink, env: LinkEnvironment): LinkOpeningMode {
  switch (link.kind) {
    case 'portal':
      if (env.newsTab && link.portalTab) return env.replace ? 'tabOrPageReplace' : 'tabOrPage';
      return env.replace ? 'basicReplace' : 'basic';
    case 'channel':
    case 'miniApp':
    case 'short':
      return env.messagingApp ? 'basic' : 'externalBlank';
    case 'storage':
      return 'externalBlank';
    case 'external':
      return env.messagingApp ? 'external' : 'externalBlank';
  }
}

/** Attributes of an `<a>` for a link in content: address, kind, mode, and a new tab where it opens one. */
export function linkAttributes(link: RecognisedLink, mode: LinkOpeningMode): Record<string, string> {
  const attrs: Record<string, string> = { href: link.href, 'data-link': link.kind, 'data-open': mode };
  if (mode === 'externalBlank') {
    attrs.target = '_blank';
    attrs.rel = 'noopener noreferrer';
  } else if (mode === 'external') {
    attrs.rel = 'noopener noreferrer external';
  }
  return attrs;
}

/** Addresses in plain text (comments): http(s) links and the app's schemes, with where each starts. */
export function findLinksInText(text: string): { start: number; end: number; raw: string }[] {
  const found: { start: number; end: number; raw: string }[] = [];
  // An address is ASCII: the text around it (Chinese, Thai, full-width punctuation) ends it.
  for (const m of text.matchAll(/\b(?:https?:\/\/|line:\/\/)[A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]+/gi)) {
    // A sentence's closing punctuation is not part of the address.
    const raw = m[0].replace(/[.,!?;:]+$/, '');
    found.push({ start: m.index, end: m.index + raw.length, raw });
  }
  return found;
}

/**
 * The address the link-rewriting call answers for an outbound link: the portal marks where the
 * reader came from (utm_source = the edition's site, utm_medium=referral) on other sites' links,
 * unless the link already says. The portal's own and the platform's links are left as they are.
 */
export function rewriteOutboundLink(link: RecognisedLink, source: string): string {
  if (link.kind !== 'external') return link.href;
  const url = new URL(link.href);
  if (!url.searchParams.has('utm_source')) url.searchParams.set('utm_source', source);
  if (!url.searchParams.has('utm_medium')) url.searchParams.set('utm_medium', 'referral');
  return url.href;
}

/** The link context of a body rendered for a reader (AMP pages pass no launch: they are read as on the web). */
export function bodyLinkContext(pageOrigin: string, launch?: { messagingApp: boolean; newsTab: boolean }): { pageOrigin: string; env: LinkEnvironment } {
  return { pageOrigin, env: { messagingApp: launch?.messagingApp ?? false, newsTab: launch?.newsTab ?? false } };
}
