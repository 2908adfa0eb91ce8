// Launch environment of a request (shell-spec §1, §4), from the user agent and what the request
// carries. The convention (also in docs/routes.md):
//   messaging app  UA has "Line/<version>" (the app's in-app browser)
//   mini-app LIFF  messaging app and UA has "LIFF"
//   news tab       messaging app and UA has "NewsTab", or the X-Line-NewsTab: 1 header the tab sends
//   device class   tablet: iPad, or Android without "Mobile", or "Tablet"; mobile: "Mobi", iPhone, iPod,
//                  Android; otherwise pc
type DeviceClass = 'pc' | 'mobile' | 'tablet';

export interface LaunchEnvironment {
  /** Inside the messaging app (news tab, mini-app or its in-app browser). */
  messagingApp: boolean;
  newsTab: boolean;
  liff: boolean;
  device: DeviceClass;
  /** Analytics platform code of content-spec §9: nt, liff, and, ios, mw, pc. */
  platform: 'nt' | 'liff' | 'and' | 'ios' | 'mw' | 'pc';
}

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
  const platform = newsTab
    ? 'nt'
    : liff
      ? 'liff'
      : messagingApp
        ? /iPhone|iPad|iPod/i.test(ua)
          ? 'ios'
          : 'and'
        : device === 'pc'
          ? 'pc'
          : 'mw';
  return { messagingApp, newsTab, liff, device, platform };
}
