// My page's own part for a signed-in reader: what they follow, their recent reactions, comments and
// watched videos, and For You with its opt-out (content-spec §3 User setting
// personalizedContentOptOut). Signed-out readers see nothing here (the sign-in prompt is above).
// client:load — it is what the page is for, and it depends on who is reading.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ResponseOf } from '#/api/webapiClient.ts';
import type { CountryCode } from '#/markets.ts';
import { REACTION_TYPES, type ReactionName } from '#/domain/interactions/reactions.ts';
import { GENDERS } from '#/domain/portal/forYou.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import { loadDemographics } from '#/stores/demographics.ts';

type Activity = ResponseOf<'/user/activity', '$get'>;
type Story = ResponseOf<'/listing/foryou', '$get'>['items'][number];

export interface MyActivityLabels {
  follows: string;
  followsAll: string;
  findMore: string;
  followsNone: string;
  reactions: string;
  reactionsNone: string;
  comments: string;
  commentsNone: string;
  on: string;
  videos: string;
  videosNone: string;
  watched: string;
  forYou: string;
  personalise: string;
  forYouOff: string;
  loading: string;
  failed: string;
  saved: string;
  saveFailed: string;
  reactionTypes: Record<ReactionName, string>;
}

const NAME_OF = Object.fromEntries(Object.entries(REACTION_TYPES).map(([name, type]) => [type, name])) as Record<number, ReactionName>;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

export default function MyActivity({ country, base, labels }: { country: CountryCode; base: string; labels: MyActivityLabels }) {
  const session = useStore($session);
  const [activity, setActivity] = useState<Activity | null | 'failed'>(null);
  const [optOut, setOptOut] = useState<boolean | null>(null);
  const [forYou, setForYou] = useState<Story[]>([]);
  const [status, setStatus] = useState('');

  const loadForYou = async (out: boolean) => {
    const client = createSessionClient(country);
    const who = await loadDemographics(client);
    const listing = await client.get('/listing/foryou', {
      query: { offset: 0, length: 5, optOut: out ? 'true' : 'false', ...((GENDERS as readonly unknown[]).includes(who.gender) ? { gender: who.gender as (typeof GENDERS)[number] } : {}), ...(who.age != null ? { age: who.age } : {}) },
    });
    setForYou(listing.items);
  };

  useEffect(() => {
    if (!session) return;
    const client = createSessionClient(country);
    client.get('/user/activity', {}).then(setActivity, () => setActivity('failed'));
    client
      .get('/user/setting', {})
      .then((answer) => {
        setOptOut(answer.result.personalizedContentOptOut);
        return loadForYou(answer.result.personalizedContentOptOut);
      })
      .catch(() => setOptOut(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.userId, country]);

  if (!session) return null;
  if (activity === 'failed') return <p>{labels.failed}</p>;
  if (!activity) return <p className="my-activity__loading">{labels.loading}</p>;

  const toggle = async (personalise: boolean) => {
    setOptOut(!personalise);
    try {
      await createSessionClient(country).send('PUT', '/user/setting/personalizedContent', { json: { optOut: !personalise } });
      setStatus(labels.saved);
      await loadForYou(!personalise);
    } catch {
      setOptOut(personalise);
      setStatus(labels.saveFailed);
    }
  };

  return (
    <div className="my-activity" data-my-activity>
      <section aria-labelledby="my-follows">
        <h2 id="my-follows">{labels.follows}</h2>
        {activity.follows.length === 0 ? (
          <p>{labels.followsNone}</p>
        ) : (
          <ul className="my-activity__chips" data-my-follows>
            {activity.follows.map((f) => (
              <li key={f.entityType + f.entityId}>
                <a className="entity-pill" href={base + f.path}>{f.entityType === 'TAG' ? `#${f.name}` : f.name}</a>
              </li>
            ))}
          </ul>
        )}
        <p className="my-activity__more">
          {activity.followCount > 0 && <a href={`${base}/subscription/subscribed`}>{fill(labels.followsAll, { count: activity.followCount })}</a>}{' '}
          <a href={`${base}/subscription/search`}>{labels.findMore}</a>
        </p>
      </section>

      <section aria-labelledby="my-for-you" data-my-for-you>
        <h2 id="my-for-you">{labels.forYou}</h2>
        <label className="my-activity__toggle">
          <input type="checkbox" checked={optOut === false} disabled={optOut === null} onChange={(e) => void toggle(e.currentTarget.checked)} /> {labels.personalise}
        </label>
        <p className="my-activity__status" role="status">{status}</p>
        {optOut && <p>{labels.forYouOff}</p>}
        <ol className="my-activity__list">
          {forYou.map((s) => (
            <li key={s.id}>
              <a href={`${base}/article/${s.urlPath}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="my-reactions">
        <h2 id="my-reactions">{labels.reactions}</h2>
        {activity.reactions.length === 0 ? (
          <p>{labels.reactionsNone}</p>
        ) : (
          <ul className="my-activity__list" data-my-reactions>
            {activity.reactions.map((r) => (
              <li key={r.path + r.createdTime}>
                <span className="my-activity__kind">{labels.reactionTypes[NAME_OF[r.likeType] ?? 'like']}</span> <a href={base + r.path}>{r.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-comments">
        <h2 id="my-comments">{labels.comments}</h2>
        {activity.comments.length === 0 ? (
          <p>{labels.commentsNone}</p>
        ) : (
          <ul className="my-activity__list" data-my-comments>
            {activity.comments.map((c) => (
              <li key={c.hash}>
                <q>{c.body}</q>{' '}
                {c.target.path && c.target.title ? <a href={base + c.target.path}>{fill(labels.on, { title: c.target.title })}</a> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-videos">
        <h2 id="my-videos">{labels.videos}</h2>
        {activity.videos.length === 0 ? (
          <p>{labels.videosNone}</p>
        ) : (
          <ul className="my-activity__list" data-my-videos>
            {activity.videos.map((v) => (
              <li key={v.id}>
                <a href={base + v.path}>{v.title}</a> <span className="my-activity__kind">{fill(labels.watched, { percent: Math.min(100, Math.round((v.watchedTime / v.duration) * 100)) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
