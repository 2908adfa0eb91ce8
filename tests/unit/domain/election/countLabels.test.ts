// The count's one-sentence summary (the only thing announced while numbers change) and its templates.
import { expect, it } from 'vitest';
import { countSummary, countUrls, fillTemplate } from '#/domain/election/countLabels.ts';

const labels = { summary: '{{percent}}% in: {{leader}} leads with {{share}}%', summaryFinished: 'Final: {{leader}} elected with {{share}}%', summaryNone: '{{percent}}% in, no votes', summaryMany: '{{status}}: {{percent}}% in', status: { COUNTING: 'Counting' } };
const pct = (n: number) => n.toFixed(1);
const answer = (status: string, votes: number[]) => ({
  status,
  reporting: { percent: 40 },
  constituencies: [{ candidates: votes.map((v, i) => ({ name: `C${i}`, votes: v, percent: v, rank: i + 1 })) }],
});

it('names the leader of a single constituency, the elected once final, nobody before a vote', () => {
  expect(countSummary(answer('COUNTING', [60, 40]), labels, pct)).toBe('40.0% in: C0 leads with 60.0%');
  expect(countSummary(answer('FINISHED', [60, 40]), labels, pct)).toBe('Final: C0 elected with 60.0%');
  expect(countSummary(answer('COUNTING', [0, 0]), labels, pct)).toBe('40.0% in, no votes');
});

it('gives only the progress for a role with a constituency per district', () => {
  const many = { ...answer('COUNTING', [1]), constituencies: [answer('', [1]).constituencies[0]!, answer('', [2]).constituencies[0]!] };
  expect(countSummary(many, labels, pct)).toBe('Counting: 40.0% in');
});

it('fills placeholders and leaves unknown ones, and builds the polled URLs', () => {
  expect(fillTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  expect(countUrls('tw', 'tw-2026-taipei', 'mayor').map).toBe('/webapi/election/ballot/map?country=tw&electionId=tw-2026-taipei&roleId=mayor');
});
