// Doubles of the third-party ad SDKs for the browser tests, served by route interception at the
// addresses the server is configured with (scripts/e2eServer.ts): the page's adapters
// (src/browser/ads/*Adapter.ts) load and drive them exactly as they would the real libraries.
// Only the public surface the adapters use is there. The GPT double asks for its ads as the real
// library does, with the slot's unit and key-values in the request's address (iu, cust_params), so a
// test reads the targeting off the network; single-request mode, once enabled, shows there as sra=1.
import type { BrowserContext, Request } from '@playwright/test';
import { E2E_GPT_SCRIPT } from '../../scripts/e2eServer.ts';

const GPT_ORIGIN = new URL(E2E_GPT_SCRIPT).origin;
/** Where the double sends its ad requests (the real library's address). */
export const GPT_AD_REQUEST = `${GPT_ORIGIN}/gampad/ads`;

/** googletag as a page script: `emptyUnits` answer empty, every other unit renders a 300×250 box. */
function gptDouble(emptyUnits: readonly string[]): string {
  return `(() => {
  const empty = new Set(${JSON.stringify(emptyUnits)});
  const listeners = [];
  const pageKv = {};
  const slots = [];
  const pubads = {
    setTargeting(k, v) { pageKv[k] = v; return pubads; },
    setPublisherProvidedId(id) { pubads.ppid = id; return pubads; },
    enableSingleRequest() { pubads.sra = true; },
    addEventListener(type, fn) { if (type === 'slotRenderEnded') listeners.push(fn); },
    refresh(list) { list.forEach(request); },
  };
  function request(slot) {
    const kv = { ...pageKv, ...slot.kv };
    const cust = Object.entries(kv).map(([k, v]) => k + '=' + [].concat(v).join(',')).join('&');
    const beacon = new Image();
    beacon.onload = beacon.onerror = () => {
      const isEmpty = empty.has(slot.path);
      const el = document.getElementById(slot.elementId);
      if (!isEmpty && el) {
        const box = document.createElement('div');
        box.dataset.gptDouble = slot.path;
        box.style.cssText = 'width:300px;height:250px;background:#ddd';
        box.textContent = 'GPT ' + slot.path;
        el.replaceChildren(box);
      }
      listeners.forEach((fn) => fn({ slot, isEmpty, lineItemId: isEmpty ? null : 4242 }));
    };
    beacon.src = '${GPT_AD_REQUEST}?iu=' + encodeURIComponent(slot.path) + '&cust_params=' + encodeURIComponent(cust) + (pubads.ppid ? '&ppid=' + encodeURIComponent(pubads.ppid) : '') + (pubads.sra ? '&sra=1' : '');
  }
  const tag = window.googletag || { cmd: [] };
  const queued = Array.isArray(tag.cmd) ? tag.cmd : [];
  Object.assign(tag, {
    cmd: { push: (fn) => fn() },
    defineSlot(path, sizes, elementId) {
      const slot = { path, sizes, elementId, kv: {}, addService() { return slot; }, setTargeting(k, v) { slot.kv[k] = v; return slot; } };
      slots.push(slot);
      return slot;
    },
    pubads: () => pubads,
    enableServices() {},
    display(elementId) { slots.filter((s) => s.elementId === elementId).forEach(request); },
    destroySlots(list) { list.forEach((s) => slots.splice(slots.indexOf(s), 1)); return true; },
  });
  window.googletag = tag;
  queued.forEach((fn) => fn());
})();`;
}

const PIXEL = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/** Serves the GPT double to every page of `context`; returns the ad requests it made (iu, cust_params, ppid, sra). */
export async function serveGptDouble(context: BrowserContext, { emptyUnits = [] }: { emptyUnits?: readonly string[] } = {}): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route(`${GPT_ORIGIN}/**`, (route) => {
    const url = route.request().url();
    if (url.startsWith(E2E_GPT_SCRIPT)) return route.fulfill({ contentType: 'text/javascript', body: gptDouble(emptyUnits) });
    if (url.startsWith(GPT_AD_REQUEST)) {
      requests.push(route.request());
      return route.fulfill({ contentType: 'image/gif', body: PIXEL });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return requests;
}

/** The key-values of a GPT ad request, as key → value. */
export function gptKeyValues(request: Request): Record<string, string> {
  const cust = new URL(request.url()).searchParams.get('cust_params') ?? '';
  return Object.fromEntries(new URLSearchParams(cust));
}
