// Start-up in the browser (shell-spec §4): read the launch environment, bring up the messaging
// app's login (native bridge in the news tab, LIFF in the mini-app and on the web), then run the
// start-up queue: the reader's info, and the region restriction.
import { detectEnvironment } from '../domain/environment.ts';
import { regionRestrictedPath } from '../domain/regionRestriction.ts';
import { LIFF_ERROR_MESSAGE, createStartupQueue, shouldInitLiff } from '../domain/startupQueue.ts';
import { findMarket } from '../markets.ts';
import { $session, signIn, signOut } from '../stores/session.ts';
import { forgetUserData, loadUserInfo } from '../stores/userData.ts';
import { createSessionClient } from './sessionClient.ts';

const LIFF_ERRORS_KEY = 'portal.liffErrorCount';

function report(message: string): void {
  console.error(message);
}

function liffErrorCount(): number {
  try {
    return Number(sessionStorage.getItem(LIFF_ERRORS_KEY) ?? '0') || 0;
  } catch {
    return 0;
  }
}

function countLiffError(): void {
  try {
    sessionStorage.setItem(LIFF_ERRORS_KEY, String(liffErrorCount() + 1));
  } catch {
    // storage unavailable
  }
}

async function initLiff(liffId: string, inClient: boolean): Promise<void> {
  if (inClient && !shouldInitLiff(liffErrorCount())) {
    report(LIFF_ERROR_MESSAGE);
    return;
  }
  try {
    const { default: liff } = await import('@line/liff');
    await liff.init({ liffId });
    if (liff.isLoggedIn()) {
      const token = liff.getAccessToken();
      const profile = await liff.getProfile();
      if (token) signIn({ token: { kind: 'liff', token }, userId: profile.userId, displayName: profile.displayName, pictureUrl: profile.pictureUrl ?? null });
    } else if (!inClient) {
      // Web LIFF says nobody is logged in: a stored session is stale.
      signOut();
      forgetUserData();
    }
  } catch (error) {
    countLiffError();
    report(`LIFF init failed: ${String(error)}`);
  }
}

export function startShell(doc: Document = document): void {
  const market = findMarket(doc.documentElement.dataset.country ?? '');
  if (!market) return;
  const liffId = doc.documentElement.dataset.liffId ?? '';
  const launch = detectEnvironment(navigator.userAgent);
  const queue = createStartupQueue({ startImmediately: !launch.messagingApp && !liffId, report });

  queue.add(async () => {
    if (!$session.get()) return;
    const info = await loadUserInfo(createSessionClient(market.code));
    const restricted = regionRestrictedPath(market, info?.user.region);
    if (restricted) {
      signOut();
      forgetUserData();
      window.location.assign(restricted);
    }
  });

  if (launch.newsTab) {
    // The native bridge posts ready/refresh (only the first starts things) and notification clicks.
    window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      const type = event.data?.type;
      if (type === 'ready' || type === 'refresh') queue.start();
      if (type === 'notificationClick') window.location.assign(`/${market.code}/v2/notification`);
    });
    return;
  }
  if (liffId) {
    void initLiff(liffId, launch.liff).finally(() => queue.start());
    return;
  }
  queue.start();
}
