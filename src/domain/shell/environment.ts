// Launch environment of a request (shell-spec §1, §4), from the user agent and what the request
// carries. The convention (also in docs/routes.md):
//   messaging app  UA has "Line/<version>" (the app's in-app browser)
//   mini-app LIFF  messaging app and UA has "LIFF"
//   news tab       messaging app and UA has "NewsTab", or the X-Line-NewsTab: 1 header the tab sends
//   provider's app the provider's own mobile app: UA has "NewsApp/<version>" (content-spec §6's "the
//                  provider's mobile app"); it is not the messaging app
//   device class   tablet: iPad, or Android without "Mobile", or "Tablet"; mobile: "Mobi", iPhone, iPod,
//                  Android; otherwise pc
type DeviceClass = 'pc' | 'mobile' | 'tablet';

export interface LaunchEnvironment {
  /** Inside the messaging app (news tab, mini-app or its in-app browser). */
  messagingApp: boolean;
  newsTab: boolean;
  liff: boolean;
  device: DeviceClass;
  /** Analytics platform code of content-spec §9 and shell-spec §3. */
  platform: PlatformCode;
}

/**
 * The analytics platform codes, in the specs' order: nt the news tab, cw the messaging app's in-app
 * browser (a link opened from a chat: "chat webview"), mw a mobile browser, pc a desktop browser,
 * and / ios the provider's own mobile app on Android / iOS, liff the mini-app.
 */
export const PLATFORM_CODES = ['nt', 'cw', 'mw', 'pc', 'and', 'ios', 'liff'] as const;
export type PlatformCode = (typeof PLATFORM_CODES)[number];

/** User agents longer than this are cut before matching (content-spec §9). */
const USER_AGENT_CAP = 350;

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'pc';
}

export function detectEnvironment(userAgentHeader: string | null, headers?: { get(name: string): string | null }): LaunchEnvironment {
  const ua = (userAgentHeader ?? '').slice(0, USER_AGENT_CAP);
  const messagingApp = /\bLine\/\d/i.test(ua);
  const liff = messagingApp && /\bLIFF\b/.test(ua);
  const newsTab = messagingApp && !liff && (/\bNewsTab\b/i.test(ua) || headers?.get('x-line-newstab') === '1');
  const device = deviceClass(ua);
  return { messagingApp, newsTab, liff, device, platform: platformCode(ua, { messagingApp, newsTab, liff, device }) };
}

function platformCode(ua: string, env: Omit<LaunchEnvironment, 'platform'>): PlatformCode {
  if (env.newsTab) return 'nt';
  if (env.liff) return 'liff';
  if (env.messagingApp) return 'cw';
  if (/\bNewsApp\/\d/.test(ua)) return /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'and';
  return env.device === 'pc' ? 'pc' : 'mw';
}
