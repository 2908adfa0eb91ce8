// The signed-in reader's parts of a page (src/components/reader/ReaderPart.astro, docs/decisions/0056),
// without React: with the session src/stores/session.ts keeps (the logged-in flag 'true' and a token),
// each part is fetched as HTML from the reader's partial, the token in the header the API reads, and
// put in place; its islands (follow buttons, switches) hydrate on their first tap. Signed out, or
// answered 401, a part shows its sign-in prompt and nothing is asked. It follows a sign-in or
// sign-out on this page (the session-change event), which the sign-out button makes.
import { accessTokenHeader, type AccessToken } from '#/domain/identity/accessToken.ts';
import { SESSION_CHANGE_EVENT, clearStoredSession, storedToken } from '#/stores/storedSession.ts';

type State = 'signed-out' | 'loading' | 'ready' | 'failed';

const parts = [...document.querySelectorAll<HTMLElement>('[data-reader-part]')];
/** Each part's loading line as the server rendered it, shown again while another reader's part loads. */
const loadingLines = new Map(parts.map((part) => [part, [...part.querySelector('[data-reader-slot]')!.childNodes]]));
/** Bumped on every session change: an answer for an earlier session is dropped. */
let generation = 0;

/** The part's HTML from the partial for this token; null when the token is not (or no longer) accepted. */
async function fetchPart(url: string, token: AccessToken): Promise<Document | null> {
  const res = await fetch(url, { headers: accessTokenHeader(token), credentials: 'same-origin' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const html = new DOMParser().parseFromString(await res.text(), 'text/html');
  // The page already runs Astro's island runtime and styles; the partial's copies are dropped.
  for (const el of html.querySelectorAll('script, style')) el.remove();
  return html;
}

function show(part: HTMLElement, state: State, content?: Node[]): void {
  part.dataset.readerState = state;
  part.setAttribute('aria-busy', String(state === 'loading'));
  const prompt = part.querySelector<HTMLElement>('[data-reader-signed-out]');
  const slot = part.querySelector<HTMLElement>('[data-reader-slot]')!;
  if (prompt) prompt.hidden = state !== 'signed-out';
  slot.hidden = state === 'signed-out';
  if (!content) return;
  // Replaced whole: nothing of another reader (or of a failed try) stays.
  slot.textContent = '';
  for (const node of content) slot.appendChild(document.adoptNode(node));
}

/** The failure line, with its 'try again' button where the part has one. */
function failed(part: HTMLElement): Node[] {
  return [...part.querySelector<HTMLTemplateElement>('template[data-reader-failed]')!.content.cloneNode(true).childNodes];
}

/** The session is over (signed out here, or the API refused its token): every part shows so. */
function signedOut(): void {
  generation++;
  for (const part of parts) show(part, 'signed-out', []);
}


async function load(part: HTMLElement, token: AccessToken, asked: number): Promise<void> {
  show(part, 'loading', loadingLines.get(part)!.map((node) => node.cloneNode(true)));
  try {
    // The page's query goes along: the search part reads ?query=.
    const html = await fetchPart(part.dataset.readerPart! + location.search, token);
    if (asked !== generation) return;
    if (!html) return clearStoredSession();
    show(part, 'ready', [...html.body.childNodes]);
  } catch {
    if (asked === generation) show(part, 'failed', failed(part));
  }
}

/** The next page of a part's list ('show more'): its rows after those shown, its button in place of this one. */
async function more(part: HTMLElement, button: HTMLButtonElement, token: AccessToken): Promise<void> {
  const asked = generation;
  const here = button.closest('p')!;
  const status = here.querySelector('[role="status"]');
  button.disabled = true;
  try {
    const html = await fetchPart(button.dataset.readerMore!, token);
    if (asked !== generation) return;
    if (!html) return clearStoredSession();
    const list = part.querySelector('[data-reader-list]')!;
    for (const row of html.querySelectorAll('[data-reader-list] > li')) list.appendChild(document.adoptNode(row));
    const next = html.querySelector('[data-reader-more]')?.closest('p');
    if (next) here.replaceWith(document.adoptNode(next));
    else here.remove();
  } catch {
    // The button stays for another try.
    button.disabled = false;
    if (status) status.textContent = part.dataset.labelFailed ?? '';
  }
}

function refresh(): void {
  const token = storedToken();
  if (!token) return signedOut();
  const asked = ++generation;
  for (const part of parts) void load(part, token, asked);
}

for (const part of parts) {
  part.addEventListener('click', (event) => {
    const target = event.target as Element;
    const token = storedToken();
    if (target.closest('[data-sign-out]')) clearStoredSession();
    else if (target.closest('[data-reader-retry]') && token) void load(part, token, generation);
    else if (target.closest('[data-reader-more]') && token) void more(part, target.closest<HTMLButtonElement>('[data-reader-more]')!, token);
  });
}
addEventListener(SESSION_CHANGE_EVENT, refresh);
refresh();
