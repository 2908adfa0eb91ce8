// The first-party ad server's adapter (GET /webapi/ads/house): an image, a native card or an HTML
// creative in a sandboxed frame, each clicking through the server's click address (which counts the
// click and redirects). The server answers { ad: null } when no campaign fits: an empty slot.
import type { AdAdapter, AdOutcome } from './adapter.ts';

interface HouseAd {
  token: string;
  kind: 'image' | 'html' | 'native' | 'video';
  width: number;
  height: number;
  imageUrl?: string;
  alt?: string;
  frameUrl?: string;
  native?: { title: string; sponsor: string; imageUrl: string; summary?: string };
  clickUrl: string;
  label: string;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/** The creative's markup; null for a kind a display slot cannot show. */
function creative(ad: HouseAd, sponsoredBy: string): HTMLElement | null {
  const link = (cls: string, ...children: Node[]) =>
    el('a', { className: `ad-house ${cls}`, href: ad.clickUrl, target: '_blank', rel: 'noopener sponsored' }, ...children);
  const sponsor = sponsoredBy.replace('{{sponsor}}', ad.label);
  if (ad.kind === 'native' && ad.native) {
    const n = ad.native;
    return link(
      'ad-native',
      el('img', { src: n.imageUrl, alt: '', width: 96, height: 96, loading: 'lazy' }),
      el('span', {}, el('p', { className: 'ad-native__title' }, n.title), ...(n.summary ? [el('p', { className: 'ad-native__summary' }, n.summary)] : []), el('p', { className: 'ad-native__sponsor' }, sponsor)),
    );
  }
  if (ad.kind === 'html' && ad.frameUrl) {
    const frame = el('iframe', { src: ad.frameUrl, title: sponsor, width: String(ad.width), height: String(ad.height), loading: 'lazy' });
    frame.setAttribute('sandbox', 'allow-scripts allow-popups');
    return frame;
  }
  if (ad.imageUrl) {
    return link('ad-image', el('img', { src: ad.imageUrl, alt: ad.alt || sponsor, width: ad.width, height: ad.height, title: sponsor }));
  }
  return null;
}

export const houseAdapter: AdAdapter = (req) => {
  const aborter = new AbortController();
  const query = new URLSearchParams({
    country: req.page.country,
    unit: req.unit,
    slot: req.moduleId,
    pageType: req.page.pageType,
    device: req.env.device,
    reader: req.reader,
    ...(req.page.category && { category: req.page.category }),
  });
  // The sizes the slot allows (its reserved height fits them): a creative never pushes the page.
  const sizes = req.sizes.filter((s) => /^\d+x\d+$/.test(s));
  if (sizes.length) query.set('sizes', sizes.join(','));
  const outcome = (async (): Promise<AdOutcome> => {
    try {
      const res = await fetch(`/webapi/ads/house?${query}`, { signal: aborter.signal, credentials: 'same-origin' });
      if (!res.ok) return { kind: 'error', error: new Error(`ad server answered ${res.status}`) };
      const { ad } = (await res.json()) as { ad: HouseAd | null };
      const node = ad && creative(ad, req.labels.sponsoredBy);
      if (!ad || !node) return { kind: 'empty', thirdParty: false };
      req.container.replaceChildren(node);
      return { kind: 'rendered', token: ad.token };
    } catch (error) {
      return { kind: 'error', error: error as Error };
    }
  })();
  return { outcome, destroy: () => aborter.abort() };
};
