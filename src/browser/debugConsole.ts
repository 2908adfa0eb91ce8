// The debug console outside release builds (src/domain/shell/debugLog.ts): its script is in the
// page only when the server decided it is wanted (?debug=1 on a deployment that is not a release;
// src/components/DebugConsole.astro), so readers never load it. It keeps the last 100 console lines and page errors and shows them
// in a panel a tester opens from the corner of the page.
import { appendDebugEntry, debugText, type DebugEntry } from '#/domain/shell/debugLog.ts';

export function startDebugConsole(): void {
  let entries: DebugEntry[] = [];
  const panel = document.createElement('details');
  panel.className = 'debug-console';
  panel.dataset.debugConsole = 'open';
  const summary = document.createElement('summary');
  summary.textContent = 'Debug';
  const list = document.createElement('ol');
  list.className = 'debug-console__log';
  panel.appendChild(summary);
  panel.appendChild(list);
  document.body.appendChild(panel);

  const render = () => {
    list.replaceChildren(
      ...entries.map((e) => {
        const li = document.createElement('li');
        li.dataset.level = e.level;
        li.textContent = `${new Date(e.at).toISOString().slice(11, 23)} ${e.level} ${e.text}`;
        return li;
      }),
    );
    summary.textContent = `Debug (${entries.length})`;
  };
  const add = (level: DebugEntry['level'], args: readonly unknown[]) => {
    entries = appendDebugEntry(entries, { level, at: Date.now(), text: debugText(args) });
    render();
  };
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      add(level, args);
      original(...args);
    };
  }
  addEventListener('error', (event) => add('error', [event.error ?? event.message]));
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => add('error', [event.reason]));
  render();
}
