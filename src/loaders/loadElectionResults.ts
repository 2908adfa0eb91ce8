// The results page's and the portal module's data (issue #30 item 3, decision 0081): a role's count
// (`electionId` defaults to the market's latest election, `roleId` to its first role) and, for the
// page, the map of the same role. Null ('no page') for a market without elections, or an election,
// role or id the API does not know.
import type { BallotCountingResponse, BallotMapResponse } from '#functions/webapi/schemas/electionCounts.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export interface ElectionResults {
  counting: BallotCountingResponse;
  map: BallotMapResponse;
}

export function loadElectionCounting(ctx: PageContext, electionId: string | null, roleId: string | null): Promise<BallotCountingResponse | null> {
  if (!ctx.market.elections) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/election/ballot/counting', { query: { ...(electionId ? { electionId } : {}), ...(roleId ? { roleId } : {}) } }));
}

export async function loadElectionResults(ctx: PageContext, electionId: string | null, roleId: string | null): Promise<ElectionResults | null> {
  const counting = await loadElectionCounting(ctx, electionId, roleId);
  if (!counting) return null;
  const map = await orNoPage(() => ctx.client.get('/election/ballot/map', { query: { electionId: counting.electionId, roleId: counting.roleId } }));
  return map && { counting, map };
}
