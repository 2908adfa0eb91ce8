// Elements with data-sheet open the modal sheet their value describes: the title bar's
// reading-settings button, an article's 'comments (N)' link (a plain link to the comment page without
// JavaScript; CommentsButton.astro). They are outside the overlay host, which hydrates on the first
// tap on one (client:interaction) and then gets that tap replayed. React hydrates in a transition,
// after the replay, so an effect would miss it: the host starts this listener when its module loads
// (docs/decisions/0012). Once per document, however often it is called.
import { openModalSheet, type ModalSheet } from './ui.ts';

const listening = new WeakSet<Document>();

function onClick(event: MouseEvent): void {
  const sheet = (event.target as Element | null)?.closest?.<HTMLElement>('[data-sheet]')?.dataset.sheet;
  if (!sheet) return;
  event.preventDefault();
  openModalSheet(JSON.parse(sheet) as Omit<ModalSheet, 'leaving'>);
}

/** Starts opening sheets from [data-sheet] taps in `doc`; nothing on the server. */
export function listenForSheetTriggers(doc: Document | undefined = globalThis.document): void {
  if (!doc || listening.has(doc)) return;
  listening.add(doc);
  doc.addEventListener('click', onClick);
}
