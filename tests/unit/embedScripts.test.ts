// The two scripts of embed resizing, run as they ship, in a bare global scope standing in for the
// browser: public/embed.js on a publisher's page (generated from src/browser/embedHost.ts), and
// EMBED_RESIZE_SCRIPT inside the embed page (src/browser/embedResize.ts, inlined by its source).
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EMBED_SIZE_MESSAGE, EMBED_SIZE_REQUEST } from '#/domain/embeds/embedResize.ts';
import { EMBED_RESIZE_SCRIPT } from '#/browser/embedResize.ts';
import { buildEmbedJs } from '../../scripts/build-embed-js.ts';

const HOST_SCRIPT = readFileSync(new URL('../../public/embed.js', import.meta.url), 'utf8');
const PORTAL = 'https://news.example';

interface FakeFrame {
  contentWindow: { postMessage?: (message: unknown, target: string) => void; asked?: { message: unknown; target: string }[] };
  style: { height?: string };
}

/** A host page with frames; returns how to deliver a message event to its listeners. */
function hostPage(scriptSrc: string | null, frames: FakeFrame[], copies = 1) {
  const listeners: ((event: unknown) => void)[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, fn: (event: unknown) => void) => type === 'message' && listeners.push(fn),
  };
  const document = {
    currentScript: scriptSrc === null ? null : { src: scriptSrc },
    querySelectorAll: (selector: string) => (selector === 'iframe[data-portal-embed]' ? frames : []),
  };
  for (let i = 0; i < copies; i++) runInNewContext(HOST_SCRIPT, { window, document, URL, isFinite });
  return { listeners, post: (event: { origin: string; source: unknown; data: unknown }) => listeners.forEach((fn) => fn(event)) };
}

function frame(): FakeFrame {
  const asked: { message: unknown; target: string }[] = [];
  return { contentWindow: { asked, postMessage: (message, target) => asked.push({ message, target }) }, style: {} };
}
const size = (height: unknown) => ({ type: EMBED_SIZE_MESSAGE, height, id: '/tw/v2/embed/x' });

describe('public/embed.js on a publisher page', () => {
  it('is generated from src/browser/embedHost.ts (run `npm run embed-js` after changing it)', () => {
    expect(HOST_SCRIPT).toBe(buildEmbedJs());
    expect(HOST_SCRIPT).toContain(`'${EMBED_SIZE_MESSAGE}'`);
  });

  it('sizes the frame that sent the message, from the portal’s origin', () => {
    const [a, b] = [frame(), frame()];
    const page = hostPage(`${PORTAL}/embed.js`, [a, b]);
    page.post({ origin: PORTAL, source: b.contentWindow, data: size(512.2) });
    expect(b.style.height).toBe('513px');
    expect(a.style.height).toBeUndefined();
  });

  it('asks every portal frame on the page, on the portal’s origin only, to report its size again when it starts', () => {
    const [a, b] = [frame(), frame()];
    hostPage(`${PORTAL}/embed.js`, [a, b]);
    for (const f of [a, b]) expect(f.contentWindow.asked).toEqual([{ message: { type: EMBED_SIZE_REQUEST }, target: PORTAL }]);
  });

  it('ignores other origins, unknown sources and malformed messages', () => {
    const a = frame();
    const page = hostPage(`${PORTAL}/embed.js`, [a]);
    page.post({ origin: 'https://evil.example', source: a.contentWindow, data: size(900) });
    page.post({ origin: 'http://news.example', source: a.contentWindow, data: size(900) });
    page.post({ origin: PORTAL, source: {}, data: size(900) });
    page.post({ origin: PORTAL, source: a.contentWindow, data: { type: 'other', height: 900 } });
    page.post({ origin: PORTAL, source: a.contentWindow, data: size('900') });
    page.post({ origin: PORTAL, source: a.contentWindow, data: size(-1) });
    page.post({ origin: PORTAL, source: a.contentWindow, data: size(Number.POSITIVE_INFINITY) });
    page.post({ origin: PORTAL, source: a.contentWindow, data: JSON.stringify(size(900)) });
    expect(a.style.height).toBeUndefined();
  });

  it('caps absurd heights, listens once however often it is pasted, and does nothing without its own src', () => {
    const a = frame();
    const page = hostPage(`${PORTAL}/embed.js?v=1`, [a], 3);
    expect(page.listeners).toHaveLength(1);
    page.post({ origin: PORTAL, source: a.contentWindow, data: size(1e9) });
    expect(a.style.height).toBe('20000px');
    expect(hostPage(null, [a]).listeners).toHaveLength(0);
  });
});

describe('EMBED_RESIZE_SCRIPT inside the embed page', () => {
  function embedPage(hash: string, framed = true) {
    const posted: { message: unknown; target: string }[] = [];
    const observers: (() => void)[] = [];
    const onLoad: (() => void)[] = [];
    let height = 300.4;
    const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) };
    const onMessage: ((event: unknown) => void)[] = [];
    const window: Record<string, unknown> = {
      addEventListener: (type: string, fn: (event?: unknown) => void) => (type === 'load' ? onLoad.push(fn) : type === 'message' && onMessage.push(fn)),
    };
    window.parent = framed ? parent : window;
    const root = { getBoundingClientRect: () => ({ height }) };
    class ResizeObserver {
      constructor(private fn: () => void) {}
      observe() {
        observers.push(this.fn);
      }
    }
    const context = { window, document: { querySelector: () => root, body: root }, location: { hash, pathname: '/tw/v2/embed/h/v/0', search: '' }, ResizeObserver, Math };
    runInNewContext(EMBED_RESIZE_SCRIPT, context);
    return {
      posted,
      parent,
      resize: (h: number) => ((height = h), observers.forEach((fn) => fn())),
      load: () => onLoad.forEach((fn) => fn()),
      message: (event: { source: unknown; data: unknown }) => onMessage.forEach((fn) => fn(event)),
    };
  }

  it('posts the content height at once and on each change, not repeating an unchanged height', () => {
    const page = embedPage('');
    page.load();
    page.resize(300.2);
    page.resize(480);
    expect(page.posted).toEqual([
      { message: { type: EMBED_SIZE_MESSAGE, height: 301, id: '/tw/v2/embed/h/v/0' }, target: '*' },
      { message: { type: EMBED_SIZE_MESSAGE, height: 480, id: '/tw/v2/embed/h/v/0' }, target: '*' },
    ]);
  });

  it('posts its height again when the parent page asks, and for no one else', () => {
    const page = embedPage('');
    page.message({ source: {}, data: { type: EMBED_SIZE_REQUEST } });
    page.message({ source: page.parent, data: { type: 'other' } });
    page.message({ source: page.parent, data: null });
    expect(page.posted).toHaveLength(1);
    page.message({ source: page.parent, data: { type: EMBED_SIZE_REQUEST } });
    expect(page.posted.map((p) => p.message)).toEqual([
      { type: EMBED_SIZE_MESSAGE, height: 301, id: '/tw/v2/embed/h/v/0' },
      { type: EMBED_SIZE_MESSAGE, height: 301, id: '/tw/v2/embed/h/v/0' },
    ]);
  });

  it('adds AMP’s embed-size message inside amp-iframe (#amp=1), and posts nothing when not framed', () => {
    const amp = embedPage('#amp=1');
    expect(amp.posted.map((p) => p.message)).toEqual([
      { type: EMBED_SIZE_MESSAGE, height: 301, id: '/tw/v2/embed/h/v/0' },
      { sentinel: 'amp', type: 'embed-size', height: 301 },
    ]);
    expect(embedPage('', false).posted).toEqual([]);
  });
});
