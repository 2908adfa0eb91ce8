// My page's For You: the reader's stories and the switch that opts them out of personalisation
// (content-spec §3 User setting personalizedContentOptOut). The server renders both in the reader's
// partial (src/components/reader/ReaderActivity.astro). client:interaction — reading my page loads
// no React; the first tap on the switch flips it at once and wakes the island, which saves it.
import { useRef, useState } from 'react';
import { useEarlyFlip } from './useEarlyFlip.ts';
import type { CountryCode } from '#/markets.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { loadForYouStories, type ForYouStory } from '#/api/forYou.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';

export interface ForYouLabels {
  forYou: string;
  personalise: string;
  forYouOff: string;
  saved: string;
  saveFailed: string;
}

interface Props {
  country: CountryCode;
  /** /{country}/{ns}: story links are written under it. */
  base: string;
  optOut: boolean;
  stories: ForYouStory[];
  labels: ForYouLabels;
}

export default function ForYou({ country, base, optOut: renderedOptOut, stories: renderedStories, labels }: Props) {
  const [optOut, setOptOut] = useState(renderedOptOut);
  const [stories, setStories] = useState(renderedStories);
  const [status, setStatus] = useState('');
  // Made in the browser only (the island is also rendered on the server).
  const made = useRef<WebapiClient | null>(null);
  const client = () => (made.current ??= createSessionClient(country));

  const toggle = async (personalise: boolean) => {
    setOptOut(!personalise);
    try {
      await client().send('PUT', '/user/setting/personalizedContent', { json: { optOut: !personalise } });
    } catch {
      setOptOut(personalise);
      setStatus(labels.saveFailed);
      return;
    }
    setStatus(labels.saved);
    // The list the new setting gives; if it cannot be read, the one shown stays.
    setStories(await loadForYouStories(client(), !personalise).catch(() => stories));
  };

  const input = useEarlyFlip(!renderedOptOut, (personalise) => void toggle(personalise));

  return (
    <section aria-labelledby="my-for-you" data-my-for-you>
      <h2 id="my-for-you">{labels.forYou}</h2>
      <label className="my-activity__toggle">
        <input type="checkbox" ref={input} checked={!optOut} onChange={(e) => void toggle(e.currentTarget.checked)} /> {labels.personalise}
      </label>
      <p className="my-activity__status" role="status">
        {status}
      </p>
      {optOut && <p>{labels.forYouOff}</p>}
      <ol className="my-activity__list">
        {stories.map((s) => (
          <li key={s.id}>
            <a href={`${base}/article/${s.urlPath}`}>{s.title}</a>
          </li>
        ))}
      </ol>
    </section>
  );
}
