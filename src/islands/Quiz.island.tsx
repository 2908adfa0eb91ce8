// The quiz form. Rendered on the server as a plain form that posts to the quiz page (works without
// JavaScript); once hydrated, SHOWCASE quizzes show one question at a time and the answers are
// sent to the API, then the reader goes to the result page (or, in an embed, sees it in place).
// client:interaction — the intro above is server-rendered; the form needs no JavaScript to be read, and
// the first answer tapped wakes the island (the tap is replayed).
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { CountryCode } from '#/markets.ts';
import { IMAGE_ASPECT } from '#/domain/interactions/quiz.ts';
import { QUIZ_FIRST_QUESTION, firstUnanswered, hideMessageLater, withinCalculateTimeout } from '#/domain/interactions/quizFlow.ts';
import type { QuizResponse } from '#functions/webapi/schemas/quizzes.ts';
import { imageUrl } from '#/domain/article/imageUrl.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { calculateQuiz, resultPath } from '#/loaders/loadQuiz.ts';
import { rememberQuizPlay } from '#/browser/quizPlays.ts';

interface QuizLabels {
  question: string;
  next: string;
  back: string;
  submit: string;
  sending: string;
  unanswered: string;
  failed: string;
  resultKicker: string;
  score: string;
  openFull: string;
}

interface QuizProps {
  country: CountryCode;
  quiz: Pick<QuizResponse, 'id' | 'hash' | 'type' | 'layout' | 'imageType' | 'questions' | 'results'>;
  mediaBase: string;
  /** /{country}/{ns}: result pages live under it. */
  basePath: string;
  labels: QuizLabels;
  /** Embedded: show the result in place and link to the result page in a new tab. */
  embed?: boolean;
  /** Preview: nothing is recorded. */
  preview?: boolean;
  /** A message from a form post the server refused. */
  error?: string | null;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export function Quiz({ country, quiz, mediaBase, basePath, labels, embed = false, preview = false, error = null }: QuizProps) {
  const [hydrated, setHydrated] = useState(false);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [current, setCurrent] = useState(QUIZ_FIRST_QUESTION);
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [message, setMessage] = useState<string | null>(error);
  const [result, setResult] = useState<{ view: QuizResponse['results'][number]; score: number; maxScore: number; href: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setHydrated(true);
    // Answers chosen before the island woke (the tap that woke it among them) are the reader's.
    const chosen: Record<number, number> = {};
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []) chosen[Number(input.name.slice(1))] = Number(input.value);
    if (Object.keys(chosen).length) setAnswers(chosen);
  }, []);
  // The message (unanswered, failed) goes after its time (content-spec §9 quiz constants).
  useEffect(() => (message ? hideMessageLater(() => setMessage(null)) : undefined), [message]);

  const aspect = IMAGE_ASPECT[quiz.imageType];
  const stepwise = hydrated && quiz.layout === 'SHOWCASE';
  const total = quiz.questions.length;
  const picture = (hash: string | null, size: 'w644' | 'w580', alt: string) =>
    aspect && hash ? <img className="quiz-picture" src={imageUrl(mediaBase, hash, size)} alt={alt} loading="lazy" style={{ aspectRatio: aspect }} /> : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quiz.questions.some((q) => answers[q.id] === undefined)) {
      setMessage(labels.unanswered);
      if (stepwise) setCurrent(firstUnanswered(quiz.questions.map((q) => q.id), answers));
      return;
    }
    setStatus('sending');
    setMessage(null);
    try {
      const picked = quiz.questions.map((q) => ({ questionId: q.id, optionId: answers[q.id]! }));
      const outcome = await withinCalculateTimeout(calculateQuiz(createSessionClient(country), quiz.id, picked, preview));
      // The result page's ranking entry scores these answers again for the signed-in reader.
      rememberQuizPlay(quiz.id, { score: outcome.score, answers: picked });
      const href = `${basePath}${resultPath(quiz.hash, outcome)}`;
      const view = quiz.results.find((r) => r.hash === outcome.resultHash);
      if (embed && view) {
        setResult({ view, score: outcome.score, maxScore: outcome.maxScore, href });
        setStatus('idle');
      } else {
        location.assign(href);
      }
    } catch {
      setMessage(labels.failed);
      setStatus('idle');
    }
  }

  if (result) {
    return (
      <section className="quiz-result" aria-live="polite" data-quiz-result={result.view.hash}>
        <p className="quiz-kicker">{labels.resultKicker}</p>
        <h2>{result.view.title}</h2>
        {result.view.imageHash && <img className="quiz-picture" src={imageUrl(mediaBase, result.view.imageHash, 'w644')} alt="" style={{ aspectRatio: '16 / 9' }} />}
        {quiz.type === 'SCORE' && <p className="quiz-score">{fill(labels.score, { score: result.score, max: result.maxScore })}</p>}
        <p>{result.view.description}</p>
        <a className="button" href={result.href} target="_blank" rel="noopener">
          {labels.openFull}
        </a>
      </section>
    );
  }

  return (
    <form
      className={`quiz-form quiz-${quiz.layout.toLowerCase()}`}
      method="post"
      action={`${basePath}/quiz/${quiz.hash}${preview ? '?preview=1' : ''}`}
      onSubmit={submit}
      ref={form}
      data-quiz-form
      data-hydrated={hydrated ? 'true' : undefined}
      aria-busy={status === 'sending'}
    >
      {quiz.questions.map((question, index) => {
        if (stepwise && index !== current) return null;
        return (
          <fieldset key={question.id} className="quiz-question">
            <legend>
              <span className="quiz-progress">{fill(labels.question, { current: index + 1, total })}</span>
              <span className="quiz-question-text">{question.text}</span>
            </legend>
            {picture(question.imageHash, 'w644', '')}
            <div className={quiz.layout === 'GRID' ? 'quiz-options quiz-options-grid' : 'quiz-options'}>
              {question.options.map((option) => (
                <label key={option.id} className="quiz-option">
                  <input
                    type="radio"
                    name={`q${question.id}`}
                    value={option.id}
                    required
                    checked={answers[question.id] === option.id}
                    onChange={() => {
                      setAnswers((prev) => ({ ...prev, [question.id]: option.id }));
                      setMessage(null);
                    }}
                  />
                  {picture(option.imageHash, 'w580', '')}
                  <span>{option.text}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {message && (
        <p className="quiz-message" role="alert">
          {message}
        </p>
      )}
      <div className="quiz-actions">
        {/* Before hydration a SHOWCASE quiz shows, with scripting on, what it will show once hydrated
            (its first question and a disabled "next", quiz.css): nothing moves when it comes alive.
            Without scripting every question and the submit button stay. */}
        {!hydrated && quiz.layout === 'SHOWCASE' && total > 1 && (
          <button type="button" className="button" disabled data-scripting="enabled">
            {labels.next}
          </button>
        )}
        {stepwise && current > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setCurrent(current - 1)}>
            {labels.back}
          </button>
        )}
        {stepwise && current < total - 1 ? (
          <button type="button" className="button" disabled={answers[quiz.questions[current]!.id] === undefined} onClick={() => setCurrent(current + 1)}>
            {labels.next}
          </button>
        ) : (
          <button type="submit" className="button" disabled={status === 'sending'} data-scripting={!hydrated && quiz.layout === 'SHOWCASE' && total > 1 ? 'none' : undefined}>
            {status === 'sending' ? labels.sending : labels.submit}
          </button>
        )}
      </div>
    </form>
  );
}
