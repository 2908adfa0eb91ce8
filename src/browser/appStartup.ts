// Start-up inside the messaging app or with a LIFF id (shell-spec §4): read the launch environment,
// bring up the app's login (native bridge in the news tab, LIFF in the mini-app and on the web), then
// run the start-up queue: the reader check (src/browser/readerCheck.ts). A plain browser with a stored
// session runs only that check (./startup.ts). Loaded on demand by src/browser/shellBoot.ts.
import { detectEnvironment } from '#/domain/shell/environment.ts';
import type { LiffSdk } from '#/domain/identity/liff.ts';
import { LIFF_ERROR_MESSAGE, createStartupQueue, shouldInitLiff } from '#/domain/identity/startupQueue.ts';
import { signIn, signOut } from '#/stores/session.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { checkReader, followAccount, pageMarket } from './readerCheck.ts';
import { startupDone } from './startup.ts';

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

/** The pluggable @line/liff SDK with just the modules the shell uses (loaded only with a LIFF id). */
async function loadLiff() {
  const [{ default: liff }, isLoggedIn, getAccessToken, getProfile, logout] = await Promise.all([
    import('@line/liff/core'),
    import('@line/liff/is-logged-in'),
    import('@line/liff/get-access-token'),
    import('@line/liff/get-profile'),
    import('@line/liff/logout'),
  ]);
  for (const module of [isLoggedIn, getAccessToken, getProfile, logout]) liff.use(new module.default());
  return liff as unknown as LiffSdk;
}

async function initLiff(liffId: string, inClient: boolean): Promise<void> {
  if (inClient && !shouldInitLiff(liffErrorCount())) {
    report(LIFF_ERROR_MESSAGE);
    return;
  }
  try {
    const liff = await loadLiff();
    await liff.init({ liffId });
    if (liff.isLoggedIn()) {
      const token = liff.getAccessToken();
      const profile = await liff.getProfile();
      if (token) signIn({ token: { kind: 'liff', token }, userId: profile.userId, displayName: profile.displayName, pictureUrl: profile.pictureUrl ?? null });
    } else if (!inClient) {
      // Web LIFF says nobody is logged in: a stored session is stale.
      signOut();
    }
  } catch (error) {
    countLiffError();
    report(`LIFF init failed: ${String(error)}`);
  }
}

export function startShell(doc: Document = document): void {
  const market = pageMarket(doc);
  if (!market) return;
  const liffId = doc.documentElement.dataset.liffId ?? '';
  const launch = detectEnvironment(navigator.userAgent);
  followAccount(doc);
  const client = createSessionClient(market.code);
  const titleBarHidden = !doc.querySelector('.title-bar');
  const queue = createStartupQueue({ startImmediately: titleBarHidden || (!launch.messagingApp && !liffId), report });

  const readerTask = () => checkReader(market);
  // The tracker starts after the reader's info (shell-spec §4): the queue runs it only once the
  // login is ready (or forced after 5 s), so its end is after both.
  void queue.add(readerTask).finally(() => startupDone(doc));

  // Links open their environment's way, the news tab's native bridge answers calls, and the iOS
  // mini-app gets its swipe back.
  if (launch.messagingApp) {
    void import('./inAppLinks.ts').then(({ startInApp }) => {
      startInApp({ newsTab: launch.newsTab, client, report });
      doc.documentElement.dataset.inAppLinks = 'started';
    });
  }

  // Browser tests (and the native bridge's page) can tell the shell is listening.
  doc.documentElement.dataset.shell = 'started';
  if (launch.newsTab) {
    // The native bridge posts ready/refresh (only the first starts things; it may carry the
    // reader's native token and profile) and notification-button clicks.
    let bridgeReady = false;
    window.addEventListener('message', (event: MessageEvent<{ type?: string; accessToken?: string; profile?: { userId: string; displayName: string; pictureUrl?: string } }>) => {
      const data = event.data;
      if ((data?.type === 'ready' || data?.type === 'refresh') && !bridgeReady) {
        bridgeReady = true;
        if (data.accessToken && data.profile) {
          signIn({ token: { kind: 'native', token: data.accessToken }, userId: data.profile.userId, displayName: data.profile.displayName, pictureUrl: data.profile.pictureUrl ?? null });
          void queue.add(readerTask);
        }
        queue.start();
      }
      if (data?.type === 'notificationClick') window.location.assign(`/${market.code}/v2/notification`);
    });
    return;
  }
  if (liffId) {
    void initLiff(liffId, launch.liff).finally(() => queue.start());
    return;
  }
  queue.start();
}
