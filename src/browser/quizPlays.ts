// The reader's last play of each quiz in this tab (sessionStorage): the answers the result page's
// ranking entry has scored again, signed for the signed-in reader (docs/decisions/0026). A score in
// the address alone never reaches a ranking.

export interface QuizPlay {
  score: number;
  answers: { questionId: number; optionId: number }[];
}

const key = (quizId: number) => `portal.quizPlay.${quizId}`;

export function rememberQuizPlay(quizId: number, play: QuizPlay): void {
  try {
    sessionStorage.setItem(key(quizId), JSON.stringify(play));
  } catch {
    // storage refused (private mode): the ranking asks to play again
  }
}

export function recallQuizPlay(quizId: number): QuizPlay | null {
  try {
    const raw = sessionStorage.getItem(key(quizId));
    const play = raw ? (JSON.parse(raw) as QuizPlay) : null;
    return play && Number.isInteger(play.score) && Array.isArray(play.answers) ? play : null;
  } catch {
    return null;
  }
}
