// Every island renders on the server (React renderToString, as Astro does before hydrating it) with
// representative props, and shows what a reader without JavaScript, or before hydration, should see.
// scripts/check-islands.ts checks that this table names every src/islands/*.island.tsx.
import { readdirSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentThread } from '#/islands/CommentThread.island.tsx';
import { DevLogin } from '#/islands/DevLogin.island.tsx';
import GalleryIsland, { Gallery, type GalleryProps } from '#/islands/Gallery.island.tsx';
import { NoticeSettings } from '#/islands/NoticeSettings.island.tsx';
import { OverlayHost, type OverlayLabels } from '#/islands/OverlayHost.island.tsx';
import { Poll } from '#/islands/Poll.island.tsx';
import { Quiz } from '#/islands/Quiz.island.tsx';
import { QuizRanking } from '#/islands/QuizRanking.island.tsx';
import ReactionBarIsland from '#/islands/ReactionBar.island.tsx';
import VideoIsland from '#/islands/VideoPlayer.island.tsx';
import FollowButton from '#/islands/FollowButton.island.tsx';
import ForYou from '#/islands/ForYou.island.tsx';
import SubscribedEntities from '#/islands/SubscribedEntities.island.tsx';
import ShareButton from '#/islands/ShareButton.island.tsx';
import AddFriend from '#/islands/AddFriend.island.tsx';
import { BookingSeats, type BookingLabels } from '#/islands/BookingSeats.island.tsx';
import { commentLabels } from '#/i18n/commentLabels.ts';
import { showToast } from '#/stores/ui.ts';
import type { DevLoginLabels } from '#/islands/DevLogin.island.tsx';
import type { NoticeSettingsLabels } from '#/islands/NoticeSettings.island.tsx';

/** Label objects: the given labels, and every other one reads as its own key, in brackets. */
const flat = <T,>(given: Record<string, unknown> = {}): T =>
  new Proxy(given, { get: (o, key) => (key in o ? o[key as string] : typeof key === 'string' ? `[${key}]` : undefined) }) as T;

const galleryProps: GalleryProps = {
  items: [
    { src: '/a.jpg', thumb: '/a-t.jpg', caption: 'Sunrise over the sea of clouds', alt: 'Sunrise' },
    { src: '/b.jpg', thumb: '/b-t.jpg', caption: 'Tea fields', alt: 'Tea' },
  ],
  title: 'Alishan in nine photos',
  publisher: 'Daily',
  publishTime: '2026/11/23 08:00',
  publishTimeIso: '2026-11-23T08:00:00+08:00',
  trackingPage: '/tw/v2/article/AbC123',
  labels: { close: 'Close album', next: 'Next', prev: 'Previous', zoomIn: 'Zoom in', zoomOut: 'Zoom out' },
};
const reactionLabels = {
  title: 'Reactions',
  react: 'React',
  choose: 'Choose',
  yours: 'Yours: {{type}}',
  total: 'Total {{n}}',
  typeCount: '{{type}} {{n}}',
  sending: 'Sending failed',
  types: { like: 'Like', love: 'Love', fun: 'Fun', envy: 'Envy', sad: 'Sad', surprise: 'Surprise' },
};
const followLabels = { follow: 'Follow', following: 'Following', followName: 'Follow {{name}}', failed: 'Could not update.', limit: 'Limit reached.' };
const overlayLabels = flat<OverlayLabels>({ textSizes: { sm: 'S', md: 'M', lg: 'L', xl: 'XL' } });

/** One row per island file: what to render, and what the server output must contain (and not). */
const islands: Record<string, { render: () => ReactElement; shows: (string | RegExp)[]; hides?: (string | RegExp)[] }> = {
  CommentThread: {
    render: () => (
      <CommentThread
        country="tw"
        targetType="article"
        targetId="51"
        pageHref="/tw/v2/comment/article/AbC123"
        sort="POPULAR"
        initial={{
          targetType: 'article',
          targetId: '51',
          sort: 'POPULAR',
          offset: 0,
          length: 20,
          total: 1,
          count: 1,
          comments: [
            {
              hash: 'c1', targetType: 'article', targetId: '51', kind: 'COMMENT', parentHash: null, author: 'Mei', pictureUrl: null,
              body: 'Stay safe everyone, see https://www.cwa.gov.tw/V8/C/.', createdTime: 1_700_000_000_000, upCount: 3, downCount: 0, myVote: null, mine: false, hiddenReason: null, replies: [],
            },
          ],
        } as never}
        pageLength={20}
        labels={commentLabels(((key: string) => key) as never)}
        lang="zh-TW"
        timeZone="Asia/Taipei"
        mode="page"
        links={{ pageOrigin: 'https://today.line.me', env: { messagingApp: false, newsTab: false } }}
      />
    ),
    // The list and its sort links work without JavaScript; addresses in comments are links that
    // open their way (another site: a new tab). the form and the actions are there,
    // disabled, holding their space until hydration (hidden by CSS when scripting is off).
    shows: ['Stay safe everyone', '<a href="https://www.cwa.gov.tw/V8/C/" data-link="external" data-open="externalBlank" target="_blank" rel="noopener noreferrer">https://www.cwa.gov.tw/V8/C/</a>.', 'Mei', 'href="/tw/v2/comment/article/AbC123?sort=TIME"', 'data-comment-thread', /<form class="comment-form" data-pending="">/, /<textarea[^>]* disabled=""/],
    hides: ['data-hydrated'],
  },
  DevLogin: {
    render: () => <DevLogin labels={flat<DevLoginLabels>({ submit: 'Sign in (dev)', genders: { unset: '-', male: 'M', female: 'F', other: 'O' } })} returnTo="/tw/v2/mypage" />,
    shows: ['Sign in (dev)', '<form', '[userId]', '[displayName]'],
  },
  Gallery: {
    // The photos are server-rendered by ArticleView.astro; the island shows nothing until a tap.
    render: () => <GalleryIsland galleries={{ album: galleryProps }} />,
    shows: [/^$/],
  },
  NoticeSettings: {
    // Rendered in the reader's partial from their setting (the sign-in prompt is the page frame's).
    render: () => (
      <NoticeSettings
        country="tw"
        labels={flat<NoticeSettingsLabels>({ tosAgreed: 'Accepted on {{date}}' })}
        setting={{ isMarketingTermsAgreed: true, isTosAgreed: true, tosAgreedTime: 1_700_000_000_000 }}
        renderedDate="Nov 15, 2023"
        timeZone="Asia/Taipei"
        lang="en"
      />
    ),
    shows: [/<input type="checkbox"[^>]* checked=""/, 'data-tos-state="agreed"', 'Accepted on Nov 15, 2023'],
    hides: ['disabled=""', 'Sign in'],
  },
  OverlayHost: {
    // Whatever the stores hold, the host renders its empty regions on the server and while hydrating.
    render: () => {
      showToast('Saved');
      return <OverlayHost labels={overlayLabels} />;
    },
    shows: ['data-overlay-host', 'class="toast-region"', 'aria-live="polite"'],
    hides: ['Saved', 'role="dialog"'],
  },
  Poll: {
    render: () => (
      <Poll
        country="tw"
        poll={{
          id: 3, country: 'tw', urlPath: 'p3', question: 'Which snack?', maxChoices: 1, endTime: null, closed: false, voterCount: 4, consentOptions: [],
          options: [
            { id: 'POLL_3_0', index: 0, text: 'Pineapple cake', voteCount: 3 },
            { id: 'POLL_3_1', index: 1, text: 'Sun cake', voteCount: 1 },
          ],
        }}
        labels={flat()}
        countsKnown
        showQuestion
        pollPath="/tw/v2/poll/p3"
        loginPath="/tw/v2/login"
      />
    ),
    shows: ['Which snack?', 'Pineapple cake', 'Sun cake'],
  },
  Quiz: {
    render: () => (
      <Quiz
        country="tw"
        quiz={{
          id: 9, hash: 'q9', type: 'SCORE', layout: 'GRID', imageType: 'NONE',
          questions: [{ id: 1, text: 'Capital of Taiwan?', imageHash: null, options: [{ id: 11, text: 'Taipei', imageHash: null }, { id: 12, text: 'Tainan', imageHash: null }] }],
          results: [{ hash: 'r1', title: 'Expert', description: '', imageHash: null, level: null }],
        }}
        mediaBase="https://media.example"
        basePath="/tw/v2/quiz/q9"
        labels={flat()}
      />
    ),
    shows: ['Capital of Taiwan?', 'Taipei', 'Tainan', '<form'],
  },
  QuizRanking: {
    render: () => <QuizRanking country="tw" quizId={9} campaignId={2} score={8} labels={{ join: 'Join the ranking', rank: 'Rank {{rank}}', failed: 'Failed', playFirst: 'Play first', states: { FIRST_CHALLENGE: 'First', RENEW_RECORD: 'Record', FAIR: 'Fair' } }} />,
    shows: ['Join the ranking'],
  },
  ReactionBar: {
    // Until it hydrates (and without JavaScript) the bar is a link to sign in.
    render: () => (
      <ReactionBarIsland
        country="tw"
        post={{ postType: 'ARTICLE', postId: '51', reactionContentType: 'ARTICLE', categoryId: '4' } as never}
        labels={reactionLabels}
        signInHref="/tw/v2/login?callback=%2Ftw%2Fv2%2Farticle%2FAbC123"
        signInLabel="Sign in to react"
      />
    ),
    shows: ['aria-label="Reactions"', 'data-reactions', 'href="/tw/v2/login?callback=%2Ftw%2Fv2%2Farticle%2FAbC123"', 'Sign in to react'],
    hides: ['data-hydrated', 'data-reaction-quick'],
  },
  FollowButton: {
    // Not following until the reader's list is read; both labels hold the button's width.
    render: () => <FollowButton country="tw" entityType="CP" entityId="tw-morning-post" name="Morning Post" labels={followLabels} />,
    shows: ['aria-label="Follow Morning Post"', 'aria-pressed="false"', 'data-follow-state="idle"', 'Following'],
  },
  ForYou: {
    // The reader's stories and their switch, as the reader's partial renders them.
    render: () => (
      <ForYou
        country="tw"
        base="/tw/v2"
        optOut
        stories={[{ id: 51, title: 'Typhoon passes the east coast', urlPath: 'AbC123' }]}
        labels={flat({ personalise: 'Choose for me', forYouOff: 'You opted out' })}
      />
    ),
    shows: ['data-my-for-you', 'Choose for me', 'You opted out', 'href="/tw/v2/article/AbC123"'],
    hides: [/<input type="checkbox"[^>]* checked=""/],
  },
  ShareButton: {
    // The button, and the closed sheet with the link (copy works once it hydrates on the first tap).
    render: () => (
      <ShareButton
        url="https://news.example/tw/v2/article/AbC123"
        title="Typhoon nears"
        networks={[{ name: 'LINE', href: 'https://social-plugins.line.me/lineit/share?url=x' }]}
        inMiniApp={false}
        liffId=""
        labels={flat({ share: 'Share', copy: 'Copy link' })}
      />
    ),
    shows: ['Share', 'value="https://news.example/tw/v2/article/AbC123"', 'href="https://social-plugins.line.me/lineit/share?url=x"', '<dialog'],
    hides: ['data-share-system'],
  },
  SubscribedEntities: {
    // Everyone first sees the editors' suggestions, each leading to its page.
    render: () => (
      <SubscribedEntities
        country="tw"
        base="/tw/v2"
        imageTemplate="/media/{hash}/w280"
        suggested={[{ entityType: 'CP', entityId: 'tw-morning-post', name: 'Morning Post', imageHash: 'i1', path: '/publisher/tw-morning-post' }]}
      />
    ),
    shows: ['data-subscribed-entities="suggested"', 'href="/tw/v2/publisher/tw-morning-post"', 'Morning Post', 'src="/media/i1/w280"'],
  },
  BookingSeats: {
    // The seat states the server read, aisles as gaps, nothing held: the hold button waits for a choice.
    render: () => (
      <BookingSeats
        country="tw"
        showtimeId={100001}
        rows={[{ label: 'A', cells: [{ seatId: 'A1', state: 'FREE' }, { seatId: null, state: null }, { seatId: 'A2', state: 'SOLD' }] }]}
        seatLimit={6}
        price={30000}
        currency="TWD"
        lang="zh-Hant-TW"
        ticketPath="/tw/v2/mypage/movie/{orderId}"
        loginHref="/tw/v2/login"
        labels={flat<BookingLabels>({ free: 'free', sold: 'sold', hold: 'Hold these seats', seatLimit: 'Up to {{limit}} seats' })}
      />
    ),
    shows: ['data-seat="A1"', 'aria-label="A1 free"', /data-seat="A2" data-state="SOLD"[^>]*disabled/, 'booking__gap', 'Up to 6 seats', /data-hold-seats[^>]*disabled|disabled[^>]*data-hold-seats/],
    hides: ['data-hold-countdown'],
  },
  AddFriend: {
    // Not a friend until a signed-in reader's status is read; both labels hold the button's width.
    render: () => (
      <AddFriend
        country="tw"
        contactType="ELECTION_PROFILE"
        profileId="pAbc123456"
        name="Chou Hui-chun"
        labels={{ addFriend: 'Add as friend', friendAdded: 'Friend added', addFriendName: 'Add {{name}} as a friend', failed: 'Could not add.' }}
      />
    ),
    shows: ['aria-label="Add Chou Hui-chun as a friend"', 'data-friend-state="not-friend"', 'data-add-friend="ELECTION_PROFILE:pAbc123456"', 'Friend added'],
  },
  VideoPlayer: {
    // The poster and its play button; the player and hls.js come with the first tap.
    render: () => (
      <VideoIsland
        src="/media/v1/master.m3u8"
        poster="/media/p1.jpg"
        title="Harbour at dawn"
        width={1280}
        height={720}
        mediaHash="v1"
        videoId="51"
        playMode="PLAY_BUTTON"
        labels={{ quality: 'Quality', rate: 'Speed', auto: 'Auto', replay: 'Replay' }}
        playLabel="Play: Harbour at dawn"
      />
    ),
    shows: ['data-video-play', 'src="/media/p1.jpg"', 'Play: Harbour at dawn'],
    hides: ['<video'],
  },
};

describe('every island renders on the server', () => {
  it('has a row for every src/islands/*.island.tsx', () => {
    const files = readdirSync('src/islands').filter((f) => f.endsWith('.island.tsx')).map((f) => f.replace('.island.tsx', ''));
    expect(Object.keys(islands).sort()).toEqual(files.sort());
  });

  for (const [name, row] of Object.entries(islands)) {
    it(name, () => {
      const html = renderToString(row.render());
      for (const text of row.shows) expect(html).toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
      for (const text of row.hides ?? []) expect(html).not.toMatch(text);
    });
  }
});

it("a follow button in the reader's own lists renders the state the server read", () => {
  const html = renderToString(<FollowButton country="tw" entityType="CP" entityId="tw-morning-post" name="Morning Post" labels={followLabels} following />);
  expect(html).toMatch(/aria-pressed="true"/);
  expect(html).toMatch(/data-follow-state="following"/);
  expect(html).toMatch(/follow-button--on/);
});

describe('the gallery viewer (client-only, rendered here with a window of 390 × 844)', () => {
  const realWindow = globalThis.window;
  afterEach(() => {
    globalThis.window = realWindow;
  });

  it('opens on the tapped photo with its caption, counter and close button', () => {
    globalThis.window = { innerWidth: 390, innerHeight: 844 } as never;
    const html = renderToString(<Gallery {...galleryProps} initialSlide={1} onClose={() => undefined} />);
    expect(html).toMatch(/role="dialog"/);
    expect(html).toContain('aria-label="Alishan in nine photos"');
    expect(html).toContain('Tea fields');
    expect(html).toMatch(/data-testid="gallery-index">2<\/span> \/ <span>2/);
    expect(html).toContain('aria-label="Close album"');
  });
});
