// Inside the messaging app (loaded by appStartup.ts there only): the iOS mini-app's swipe back
// (src/browser/swipeBack.ts), and links in content open the way their
// opening mode says (shell-spec §3; the server wrote data-open on each, src/domain/content/links.ts),
// and in the news tab the native bridge answers calls with callback ids (getNetworkStatus at start,
// openTab and openExternal for links). Other sites' links go through the link-rewriting call first,
// given 1 s (shell-spec §7); without an answer by then the link opens as written.
import type { WebapiClient } from '#/api/webapiClient.ts';
import { createBridge, type Bridge, type BridgeCall } from '#/domain/shell/nativeBridge.ts';
import { swipeBackApplies } from '#/domain/shell/swipeBack.ts';

export const LINK_RESOLVE_TIMEOUT_MS = 1000;

type NativeHandler = { postMessage(message: string): void };

/** The webview's message handler: iOS WKWebView's or the Android interface. */
function nativeHandler(): NativeHandler | undefined {
  const w = window as unknown as { webkit?: { messageHandlers?: { portalBridge?: NativeHandler } }; PortalBridge?: NativeHandler };
  return w.webkit?.messageHandlers?.portalBridge ?? w.PortalBridge;
}

function sendToNative(call: BridgeCall): void {
  const handler = nativeHandler();
  if (!handler) throw new Error('native bridge: no message handler');
  handler.postMessage(JSON.stringify(call));
}

async function resolveLink(client: WebapiClient, href: string, report: (m: string) => void): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(href), LINK_RESOLVE_TIMEOUT_MS)));
  const answered = client
    .get('/link/resolve', { query: { url: href } })
    .then((r) => r.url)
    .catch((error: unknown) => {
      report(`link rewriting failed: ${String(error)}`);
      return href;
    });
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function startInApp(opts: { newsTab: boolean; client: WebapiClient; report: (message: string) => void }): Bridge | null {
  const { client, report } = opts;
  if (swipeBackApplies(navigator.userAgent)) void import('./swipeBack.ts').then((m) => m.startSwipeBack());
  const bridge = opts.newsTab ? createBridge(sendToNative) : null;
  if (bridge) {
    window.addEventListener('message', (event) => void bridge.receive(event.data));
    bridge
      .call('getNetworkStatus')
      .then((status) => {
        const type = (status as { type?: unknown } | null)?.type;
        document.documentElement.dataset.network = typeof type === 'string' ? type : 'unknown';
      })
      .catch((error: unknown) => report(String(error)));
  }
  document.addEventListener('click', (event) => {
    const a = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-open]');
    if (!a || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const mode = a.dataset.open;
    if (mode === 'basic' || mode === 'externalBlank') return; // the browser's own way
    event.preventDefault();
    const go = (url: string, replace: boolean) => (replace ? location.replace(url) : location.assign(url));
    void (async () => {
      if (mode === 'basicReplace') return go(a.href, true);
      if (mode === 'tabOrPage' || mode === 'tabOrPageReplace') {
        if (bridge) {
          try {
            await bridge.call('openTab', { path: a.pathname + a.search });
            return;
          } catch (error) {
            report(String(error));
          }
        }
        return go(a.href, mode === 'tabOrPageReplace');
      }
      // external: the rewritten address, in the app's external browser where the bridge offers it.
      const url = await resolveLink(client, a.href, report);
      if (bridge) {
        try {
          await bridge.call('openExternal', { url });
          return;
        } catch (error) {
          report(String(error));
        }
      }
      go(url, false);
    })();
  });
  return bridge;
}
