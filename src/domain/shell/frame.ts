// Page-frame rules of shell-spec §2: which parts show, in which environment, with which classes.
import type { Market } from '#/markets.ts';
import type { LaunchEnvironment } from './environment.ts';

export type FrameRoute = 'portal' | 'portalMain' | 'article' | 'embed' | 'other';

interface FrameState {
  market: Market;
  launch: LaunchEnvironment;
  route: FrameRoute;
  /** The page shows an error screen. */
  hasError?: boolean;
  /** Bottom-window variants (shell-spec §2 frame classes). */
  floatingBar?: boolean;
  bottomModal?: boolean;
}

/** Frame style classes, in the spec's order. */
export function frameClasses(s: FrameState): string[] {
  return [
    'universalFrame',
    s.market.code.toUpperCase(),
    s.launch.newsTab ? 'newsTab' : null,
    s.launch.liff ? 'LIFF' : null,
    s.floatingBar ? 'universalFrame--floatingBar' : null,
    s.bottomModal ? 'universalFrame--bottomModal' : null,
    s.market.features.cloudService ? 'cloudService' : null,
  ].filter((c): c is string => c !== null);
}

/** The title bar hides inside the mini-app, in the news tab, or by configuration. */
export function showTitleBar(s: Pick<FrameState, 'market' | 'launch'>): boolean {
  return !s.launch.liff && !s.launch.newsTab && !s.market.features.hideTitleBar;
}

/**
 * The title bar's sign-in area: only where sign-in is configured, never in the news tab or
 * elsewhere inside the messaging app (the app signs readers in itself).
 */
export function showSignIn(s: Pick<FrameState, 'launch'> & { loginEnabled: boolean }): boolean {
  return s.loginEnabled && !s.launch.messagingApp && !s.launch.newsTab;
}

/** The placeholder search bar: configured, on the portal or portal main, hk only (by its flag), no error. */
export function showTopSearchBar(s: FrameState): boolean {
  return s.market.features.topSearchBar && (s.route === 'portal' || s.route === 'portalMain') && !s.hasError;
}

/** The open-in-app banner: configured, on a mobile device, outside the messaging app, not on an embed. */
export function showOpenInApp(s: FrameState): boolean {
  return s.market.config.openInApp !== null && s.launch.device === 'mobile' && !s.launch.messagingApp && s.route !== 'embed';
}

/** Extra title-bar height on mobile outside the host app when the open-in-app banner shows. */
const OPEN_IN_APP_HEIGHT = 40;
const TITLE_BAR_CONTENT_HEIGHT = 52;

/** Title-bar height without the safe-area inset (CSS adds env(safe-area-inset-top)). */
export function titleBarHeight(s: FrameState): number {
  return TITLE_BAR_CONTENT_HEIGHT + (showOpenInApp(s) ? OPEN_IN_APP_HEIGHT : 0);
}

/** Where the open-in-app button goes: the app address + app id, the current path as liff.state. */
export function openInAppHref(market: Market, pathAndQuery: string): string | null {
  const app = market.config.openInApp;
  if (!app) return null;
  const url = new URL(`${app.url.replace(/\/$/, '')}/${app.appId}`);
  url.searchParams.set('liff.state', pathAndQuery);
  url.searchParams.set('utm_source', 'external');
  return url.href;
}

/** The title bar's heading is an h1 on the general portal page, an h2 elsewhere. */
export function titleHeadingLevel(route: FrameRoute): 'h1' | 'h2' {
  return route === 'portal' || route === 'portalMain' ? 'h1' : 'h2';
}
