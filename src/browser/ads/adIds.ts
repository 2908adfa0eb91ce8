// The ids the ad layer gives third-party slots (shell-spec §8, §9): each slot an SDK defines gets an
// element of its own inside the module's slot, with an id drawn from the page's one pool (8 random
// base-36 characters, 10 tries), so a slot defined again in the same module (a fallback, a passback,
// a page back from the back/forward cache) never meets the id of one the SDK still knows. Destroying
// the slot gives the id back; a full pool refuses the slot ('Ad Pool is full enough to generate more ids').
import { createAdIdPool } from '#/domain/ads/idPool.ts';

/** More third-party slots than any page holds at once. */
export const AD_ID_POOL_SIZE = 200;

const pool = createAdIdPool(AD_ID_POOL_SIZE);

export interface AdSlotElement {
  element: HTMLElement;
  /** Removes the element and gives its id back. */
  release(): void;
}

/** A new element for an SDK's slot inside `container`; throws when the pool is full. */
export function claimAdSlotElement(container: HTMLElement): AdSlotElement {
  const id = pool.next();
  const element = document.createElement('div');
  element.id = `${container.id}-${id}`;
  container.replaceChildren(element);
  let released = false;
  return {
    element,
    release() {
      if (released) return;
      released = true;
      element.remove();
      pool.release(id);
    },
  };
}
