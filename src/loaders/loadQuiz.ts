// Quiz pages' data through the typed client: the quiz by hash, and its campaign when it runs one.
import type { WebapiClient } from '#/api/webapiClient.ts';
import type { ResponseOf } from '#/api/webapiTypes.ts';

type QuizResponse = ResponseOf<'/quiz/:hash', '$get'>;
type CampaignResponse = ResponseOf<'/quiz/campaign/:id', '$get'>;
type QuizCalculateResponse = ResponseOf<'/quiz/:id/calculate', '$post'>;

type QuizLoad = { status: 200; quiz: QuizResponse } | { status: 404 | 500; quiz: null };

export async function loadQuiz(client: WebapiClient, hash: string): Promise<QuizLoad> {
  try {
    return { status: 200, quiz: await client.get('/quiz/:hash', { param: { hash } }) };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // A malformed hash is as missing as an unknown one.
    return { status: status === 404 || status === 400 ? 404 : 500, quiz: null };
  }
}

export async function loadCampaign(client: WebapiClient, id: number | null): Promise<CampaignResponse | null> {
  if (id === null) return null;
  try {
    return await client.get('/quiz/campaign/:id', { param: { id } });
  } catch {
    return null;
  }
}

export function calculateQuiz(client: WebapiClient, quizId: number, answers: { questionId: number; optionId: number }[], preview = false): Promise<QuizCalculateResponse> {
  return client.send('POST', '/quiz/:id/calculate', { param: { id: quizId }, json: { answers }, query: preview ? { preview: '1' } : {} });
}

/** Path of a result page (after /{country}/{ns}); SCORE results carry the score for the page to show. */
export function resultPath(quizHash: string, result: { resultHash: string; score: number; level: number | null }): string {
  const path = `/quiz/${quizHash}/result/${result.resultHash}`;
  return result.level === null ? path : `${path}?score=${result.score}`;
}
