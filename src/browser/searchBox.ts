// The search page's box (issue #29; decision 0077), a plain script over the server-rendered form,
// which works without it:
// - suggestions as the reader types (debounced 250 ms, content-spec §9) from GET /search/keywords,
//   as an ARIA 1.2 combobox: a listbox, aria-activedescendant, arrow keys, Enter, Escape;
// - recent searches (content-spec §9 "search history", local storage) under the empty box, each
//   removable, with a clear button;
// - what was searched and opened, reported to POST /search/event (the page is cached: its render
//   cannot count). Reports outlive the page (keepalive) and their failures are swallowed.
import { addSearch, parseSearchHistory, removeSearch, searchesOf, SEARCH_HISTORY_KEY, type SearchEntry } from '#/domain/search/searchHistory.ts';

/** content-spec §9: default debounce 250 ms. */
const DEBOUNCE_MS = 250;
const SUGGESTIONS = 8;

const form = document.querySelector<HTMLFormElement>('[data-search-form]');
const input = form?.querySelector<HTMLInputElement>('input[role="combobox"]');
const listbox = form?.querySelector<HTMLUListElement>('[role="listbox"]');
const recent = form?.querySelector<HTMLElement>('[data-search-recent]');
if (form && input && listbox && recent) start(form, input, listbox, recent);

function readHistory(): SearchEntry[] {
  try {
    return parseSearchHistory(localStorage.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return [];
  }
}
function writeHistory(list: SearchEntry[]): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked (content-spec §8: swallowed).
  }
}

function report(country: string, body: object): void {
  void fetch(`/webapi/search/event?country=${encodeURIComponent(country)}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

function start(form: HTMLFormElement, input: HTMLInputElement, listbox: HTMLUListElement, recent: HTMLElement): void {
  const country = form.dataset.country ?? '';
  const searchUrl = (query: string) => `${form.action}?${new URLSearchParams({ query })}`;
  const recentList = recent.querySelector('ul')!;
  let active = -1;
  let timer: number | undefined;
  let asked = 0;

  // A results page (its first window) was shown: remember it, count it, and count the result opened.
  const searched = form.dataset.searched;
  if (searched) {
    writeHistory(addSearch(readHistory(), country, searched));
    if (form.dataset.firstWindow !== undefined) report(country, { type: 'search', query: searched });
    document.querySelector('.search-results')?.addEventListener('click', (event) => {
      const hit = (event.target as Element).closest<HTMLElement>('[data-article-hash]');
      if (hit?.dataset.articleHash) report(country, { type: 'click', query: searched, hash: hit.dataset.articleHash });
    });
  }

  const options = () => [...listbox.querySelectorAll<HTMLLIElement>('[role="option"]')];
  const setExpanded = (open: boolean) => {
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  };
  function setActive(index: number): void {
    const all = options();
    active = index;
    all.forEach((o, i) => o.setAttribute('aria-selected', String(i === index)));
    if (index >= 0 && all[index]) {
      input.setAttribute('aria-activedescendant', all[index]!.id);
      all[index]!.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }
  const choose = (keyword: string) => {
    input.value = keyword;
    setExpanded(false);
    form.requestSubmit();
  };

  function showRecent(): void {
    const queries = input.value.trim() ? [] : searchesOf(readHistory(), country);
    recentList.replaceChildren(
      ...queries.map((query) => {
        const item = document.createElement('li');
        const link = Object.assign(document.createElement('a'), { href: searchUrl(query), textContent: query });
        const remove = Object.assign(document.createElement('button'), { type: 'button', textContent: '×' });
        remove.setAttribute('aria-label', (recent.dataset.removeLabel ?? '').replace('{{query}}', query));
        remove.dataset.removeSearch = query;
        item.appendChild(link);
        item.appendChild(remove);
        return item;
      }),
    );
    recent.hidden = queries.length === 0;
  }

  async function suggest(prefix: string, ask: number): Promise<void> {
    try {
      const res = await fetch(`/webapi/search/keywords?${new URLSearchParams({ country, prefix, limit: String(SUGGESTIONS) })}`);
      if (!res.ok || ask !== asked) return;
      const { keywords } = (await res.json()) as { keywords: { keyword: string }[] };
      if (ask !== asked) return;
      listbox.replaceChildren(
        ...keywords.map(({ keyword }, i) => {
          const option = Object.assign(document.createElement('li'), { id: `search-option-${i}`, textContent: keyword });
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          return option;
        }),
      );
      setExpanded(keywords.length > 0);
    } catch {
      // Offline or refused: the box still submits.
    }
  }

  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    const prefix = input.value.trim();
    const ask = ++asked;
    showRecent();
    if (!prefix || [...prefix].length > 100) return setExpanded(false);
    timer = window.setTimeout(() => void suggest(prefix, ask), DEBOUNCE_MS);
  });
  input.addEventListener('focus', showRecent);
  input.addEventListener('keydown', (event) => {
    const count = options().length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (listbox.hidden) setExpanded(true);
      // Wraps around, as the pattern's examples do.
      setActive(event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && !listbox.hidden && active >= 0) {
      event.preventDefault();
      choose(options()[active]!.textContent ?? '');
    } else if (event.key === 'Escape') {
      if (!listbox.hidden) {
        event.preventDefault();
        setExpanded(false);
      } else if (!recent.hidden) recent.hidden = true;
    }
  });
  // mousedown would blur the box before the click lands.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) choose(option.textContent ?? '');
  });
  recent.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const remove = target.closest<HTMLElement>('[data-remove-search]');
    const clear = target.closest('[data-clear-searches]');
    if (!remove && !clear) return;
    writeHistory(removeSearch(readHistory(), country, remove ? remove.dataset.removeSearch! : null));
    showRecent();
    input.focus();
  });
  // Leaving the form closes what it opened; moving within it (to a recent search's button) does not.
  form.addEventListener('focusout', (event) => {
    if (form.contains(event.relatedTarget as Node | null)) return;
    setExpanded(false);
    recent.hidden = true;
  });
}
