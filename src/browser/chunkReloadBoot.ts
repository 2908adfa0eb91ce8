// The head script that reloads a page whose code chunk failed to load (content-spec §8; the rule and
// its tests: src/domain/shell/chunkReload.ts). Inline in the head, so it listens before any island
// starts loading its code: our own dynamic imports reject, Astro's islands (after one retry of their
// own) dispatch astro:hydration-error. Self-contained (inlineScript): it repeats the rule's few lines.
import { CHUNK_ERROR_SOURCE, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from '#/domain/shell/chunkReload.ts';
import { inlineScript } from './inlineScript.ts';

function bootChunkReload(key: string, windowMs: number, pattern: string): void {
  const chunkError = new RegExp(pattern, 'i');
  const onError = (reason: unknown) => {
    const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
    if (!chunkError.test(message)) return;
    const path = location.pathname;
    try {
      const last = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { path?: string; at?: number } | null;
      if (last && last.path === path && typeof last.at === 'number' && Date.now() - last.at < windowMs) {
        document.documentElement.setAttribute('data-chunk-reload', 'skipped');
        return;
      }
      sessionStorage.setItem(key, JSON.stringify({ path, at: Date.now() }));
    } catch {
      return; // without storage a reload could not be told from a loop
    }
    location.reload();
  };
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => onError(event.reason));
  addEventListener('error', (event: ErrorEvent) => onError(event.error ?? event.message));
  // Astro's islands retry a failed import once, then report it as this event instead of throwing.
  addEventListener('astro:hydration-error', (event: Event) => onError((event as CustomEvent<{ error?: unknown }>).detail?.error));
}

export const CHUNK_RELOAD_BOOT_SCRIPT = inlineScript(bootChunkReload, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, CHUNK_ERROR_SOURCE);
