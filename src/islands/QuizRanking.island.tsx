// Enters the reader's score in a quiz campaign's ranking (sign-in first, through withLogin) and says
// how it went: first challenge, new record, or not better than the best.
// client:idle — a tap on the button must never land before it is live; the result page is light.
import { useState } from 'react';
import type { CountryCode } from '#/markets.ts';
import type { RankingState } from '#/domain/interactions/quiz.ts';
import type { RankingResponse } from '#functions/webapi/schemas/quizzes.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { withLogin } from '#/stores/login.ts';

interface QuizRankingLabels {
  join: string;
  rank: string;
  failed: string;
  states: Record<RankingState, string>;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export function QuizRanking({ country, campaignId, score, labels }: { country: CountryCode; campaignId: number; score: number; labels: QuizRankingLabels }) {
  const [answer, setAnswer] = useState<RankingResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const enter = () =>
    withLogin(async () => {
      setBusy(true);
      setFailed(false);
      try {
        setAnswer(await createSessionClient(country).send('POST', '/quiz/campaign/:id/ranking', { param: { id: campaignId }, json: { scores: score } }));
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    });

  return (
    <div className="quiz-ranking-entry" aria-live="polite">
      {answer ? (
        <p data-ranking-state={answer.state}>
          <strong>{fill(labels.states[answer.state], { best: answer.bestScore })}</strong>{' '}
          {fill(labels.rank, { rank: answer.rank, participants: answer.participants })}
        </p>
      ) : (
        <button type="button" className="button" onClick={enter} disabled={busy}>
          {labels.join}
        </button>
      )}
      {failed && <p role="alert">{labels.failed}</p>}
    </div>
  );
}
