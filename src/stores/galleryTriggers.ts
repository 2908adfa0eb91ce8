// Which article photo the reader tapped to open the gallery viewer (shell-spec §2). The photos are
// server-rendered outside the Gallery island, which hydrates on the first tap on one
// (client:interaction) and then gets that tap replayed. React hydrates in a transition, after the
// replay, so an effect would miss it: the island starts this listener when its module loads
// (docs/decisions/0012). Once per document, however often it is called.
import { atom } from 'nanostores';

export interface OpenedGallery {
  /** The data-gallery name of the photo's holder ('album', 'body'). */
  gallery: string;
  index: number;
  /** Where focus returns when the viewer closes. */
  trigger: HTMLElement;
}

export const $openedGallery = atom<OpenedGallery | null>(null);

const listening = new WeakSet<Document>();

/** Opens the viewer on a tap on a [data-gallery-index] photo in `doc`, then calls `onOpen`; nothing on the server. */
export function listenForGalleryTriggers(onOpen: () => void, doc: Document | undefined = globalThis.document): void {
  if (!doc || listening.has(doc)) return;
  listening.add(doc);
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-gallery-index]');
    const gallery = trigger?.closest<HTMLElement>('[data-gallery]')?.dataset.gallery;
    if (!trigger || !gallery || event.defaultPrevented) return;
    event.preventDefault();
    $openedGallery.set({ gallery, index: Number(trigger.dataset.galleryIndex) || 0, trigger });
    onOpen();
  });
}

export function closeGallery(): void {
  $openedGallery.set(null);
}
