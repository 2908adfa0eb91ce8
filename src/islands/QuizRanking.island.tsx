// Enters the reader's score in a quiz campaign's ranking (sign-in first, through withLogin) and says
// how it went: first challenge, new record, or not better than the best. The ranking takes only a
// result the server signed for this reader: the answers of this tab's play are scored again, signed
// in, and that signed result is entered (docs/decisions/0026).
// client:idle — a tap on the button must never land before it is live; the result page is light.
import { useState } from 'react';
import type { CountryCode } from '#/markets.ts';
import type { RankingState } from '#/domain/interactions/quiz.ts';
import type { RankingResponse } from '#functions/webapi/schemas/quizzes.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { withLogin } from '#/stores/login.ts';
import { calculateQuiz } from '#/loaders/loadQuiz.ts';
import { recallQuizPlay } from '#/browser/quizPlays.ts';

interface QuizRankingLabels {
  join: string;
  rank: string;
  failed: string;
  /** Shown when this tab has no play of the quiz with this score (a shared result link). */
  playFirst: string;
  states: Record<RankingState, string>;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export function QuizRanking({ country, quizId, campaignId, score, labels }: { country: CountryCode; quizId: number; campaignId: number; score: number; labels: QuizRankingLabels }) {
  const [answer, setAnswer] = useState<RankingResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const enter = () =>
    withLogin(async () => {
      setFailed(null);
      const play = recallQuizPlay(quizId);
      if (!play || play.score !== score) {
        setFailed(labels.playFirst);
        return;
      }
      setBusy(true);
      try {
        const client = createSessionClient(country);
        // Scored again signed in (as a preview: the play was counted once already).
        const signed = await calculateQuiz(client, quizId, play.answers, true);
        setAnswer(await client.send('POST', '/quiz/campaign/:id/ranking', { param: { id: campaignId }, json: { result: signed.signedResult } }));
      } catch {
        setFailed(labels.failed);
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
      {failed && <p role="alert">{failed}</p>}
    </div>
  );
}
