// Browser check (shell-spec §4): the bar shows when the browser is older than its minimum. The spec
// gives the numbers 70, 11, 604, 60, 16 without their mapping; read here as Chrome 70, Safari 11
// (WebKit 604 on iOS), Firefox 60 and Edge 16. Mobile Firefox and Edge always pass; others pass.

const MINIMUMS = { chrome: 70, safari: 11, webkit: 604, firefox: 60, edge: 16 } as const;

export function isOutdatedBrowser(userAgent: string): boolean {
  const ua = userAgent;
  const mobile = /Mobi|Android|iPhone|iPad/i.test(ua);
  const version = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? Number(m[1]) : null;
  };
  const edge = version(/Edge?\/(\d+)/);
  if (edge !== null) return !mobile && edge < MINIMUMS.edge;
  const firefox = version(/Firefox\/(\d+)/);
  if (firefox !== null) return !mobile && firefox < MINIMUMS.firefox;
  const chrome = version(/(?:Chrome|CriOS)\/(\d+)/);
  if (chrome !== null) return chrome < MINIMUMS.chrome;
  if (/Safari\//.test(ua) || /AppleWebKit/.test(ua)) {
    const safari = version(/Version\/(\d+)/);
    if (safari !== null) return safari < MINIMUMS.safari;
    const webkit = version(/AppleWebKit\/(\d+)/);
    if (webkit !== null && /iPhone|iPad|iPod/.test(ua)) return webkit < MINIMUMS.webkit;
  }
  return false;
}
