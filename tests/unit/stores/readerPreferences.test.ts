// The autoplay setting read from storage (shell-spec §8): a failed read is logged and reads as off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAutoplay } from '#/stores/readerPreferences.ts';

const withStorage = (storage: Pick<Storage, 'getItem'>) => ((globalThis as { localStorage?: unknown }).localStorage = storage);

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  vi.restoreAllMocks();
});

describe('the autoplay setting', () => {
  it('is on only when chosen', () => {
    withStorage({ getItem: (key) => (key === 'portal.autoplay' ? '1' : null) });
    expect(readAutoplay()).toBe(true);
    withStorage({ getItem: () => null });
    expect(readAutoplay()).toBe(false);
  });

  it('is logged and reads as off when storage fails', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    withStorage({
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readAutoplay()).toBe(false);
    expect(logged).toHaveBeenCalledWith('reading portal.autoplay failed', expect.any(DOMException));
  });
});
