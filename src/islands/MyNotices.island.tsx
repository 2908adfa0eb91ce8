// The signed-in reader's own notices above the market's latest stories on /v2/notification:
// replies other readers wrote to their comments, and new stories from what they follow.
// client:load — the notices are the top of the page, and they depend on who is reading.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ResponseOf } from '#/api/webapiClient.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';

type Notices = ResponseOf<'/user/notices', '$get'>;

export interface MyNoticesLabels {
  title: string;
  replies: string;
  repliesNone: string;
  replied: string;
  yourComment: string;
  followedNew: string;
  followedNone: string;
  loading: string;
  failed: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export default function MyNotices({ country, base, labels }: { country: CountryCode; base: string; labels: MyNoticesLabels }) {
  const session = useStore($session);
  const [notices, setNotices] = useState<Notices | null | 'failed'>(null);

  useEffect(() => {
    if (session) createSessionClient(country).get('/user/notices', {}).then(setNotices, () => setNotices('failed'));
  }, [session?.userId, country]);

  if (!session) return null;
  return (
    <section className="my-notices" aria-labelledby="my-notices-title" data-my-notices>
      <h2 id="my-notices-title">{labels.title}</h2>
      {notices === null ? (
        <p>{labels.loading}</p>
      ) : notices === 'failed' ? (
        <p>{labels.failed}</p>
      ) : (
        <>
          <h3>{labels.replies}</h3>
          {notices.replies.length === 0 ? (
            <p>{labels.repliesNone}</p>
          ) : (
            <ul className="my-activity__list" data-my-replies>
              {notices.replies.map((r) => (
                <li key={r.hash}>
                  {r.target.path ? <a href={base + r.target.path}>{fill(labels.replied, { author: r.author, body: r.body })}</a> : fill(labels.replied, { author: r.author, body: r.body })}
                  <br />
                  <small>{fill(labels.yourComment, { body: r.myComment })}</small>
                </li>
              ))}
            </ul>
          )}
          <h3>{labels.followedNew}</h3>
          {notices.followed.length === 0 ? (
            <p>
              <a href={`${base}/subscription/search`}>{labels.followedNone}</a>
            </p>
          ) : (
            <ul className="my-activity__list" data-my-followed>
              {notices.followed.map((s) => (
                <li key={s.id}>
                  <a href={`${base}/article/${s.urlPath}`}>{s.title}</a> <small>{s.publisher.name}</small>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
