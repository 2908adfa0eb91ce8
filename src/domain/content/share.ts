// Sharing (issue: share sheet): the social networks' share addresses for a page. Which networks an
// edition offers is market data (config.shareNetworks): WhatsApp where readers use it (id, th).

export const SHARE_NETWORKS = ['line', 'facebook', 'x', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The networks' own names (brands, not translated). */
export const NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = { line: 'LINE', facebook: 'Facebook', x: 'X', whatsapp: 'WhatsApp' };

/** The network's own share address for `url` (and `title` where the network takes text). */
export function socialShareHref(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
