// What the results page, the portal module and the live script say about a count, from the same
// answer: the polite summary read to screen readers when it changes, and the URLs the script polls.
// Pure: rendered on the server and recomputed in the browser with the same templates.

export interface CountSummaryLabels {
  summary: string;
  summaryFinished: string;
  summaryNone: string;
  /** A role with a constituency per district: how far the count is, no names. */
  summaryMany: string;
  /** The status words, by status. */
  status: Readonly<Record<string, string>>;
}

/** `{{name}}` placeholders filled (the templates are i18next strings kept with their placeholders). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

interface SummaryInput {
  status: string;
  reporting: { percent: number };
  constituencies: readonly { candidates: readonly { name: string; percent: number; votes: number; rank: number }[] }[];
}

/** One sentence: how much is in and, for a single constituency, who leads (or was elected). */
export function countSummary(answer: SummaryInput, labels: CountSummaryLabels, formatPercent: (n: number) => string): string {
  const percent = formatPercent(answer.reporting.percent);
  if (answer.constituencies.length !== 1) return fillTemplate(labels.summaryMany, { percent, status: labels.status[answer.status] ?? answer.status });
  const top = answer.constituencies[0]!.candidates.find((c) => c.rank === 1 && c.votes > 0);
  if (!top) return fillTemplate(labels.summaryNone, { percent });
  const template = answer.status === 'FINISHED' ? labels.summaryFinished : labels.summary;
  return fillTemplate(template, { percent, leader: top.name, share: formatPercent(top.percent) });
}

/** The API calls a live page polls for one role's count. */
export function countUrls(country: string, electionId: string, roleId: string): { counting: string; map: string } {
  const query = `country=${encodeURIComponent(country)}&electionId=${encodeURIComponent(electionId)}&roleId=${encodeURIComponent(roleId)}`;
  return { counting: `/webapi/election/ballot/counting?${query}`, map: `/webapi/election/ballot/map?${query}` };
}

/** Seconds between polls while the reader watches, and while the tab is hidden (decision 0081). */
export const POLL_SECONDS = { visible: 10, hidden: 60 } as const;
