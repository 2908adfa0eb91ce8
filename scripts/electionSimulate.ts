// npm run election:simulate: counts tonight's demo election (issue #30 item 7, decision 0081) through
// the editors' admin API of a running server, towards the final count the seed planned for it
// (finalCount in scripts/seedElections.ts), in steps: each district reports at its own pace, early
// returns lean a little towards some candidates (so leads can change during the night), and the last
// step posts the planned count with `final: true`. A re-run carries on from what the server already
// shows. The e2e test and the bench import `electionSteps` and `postStep` instead of waiting.
//
//   --origin http://localhost:8787   --token local-admin-token   --election tw-2026-taipei (default: tonight's)
//   --steps 12   --interval 5 (seconds between steps)   --once (post the next step only, then stop)
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ElectionCountsBody } from '#functions/webapi/schemas/electionCounts.ts';
import { ROOT } from './projectRoot.ts';
import { seededRandom } from './seededRandom.ts';
import { electionIdOf, finalCount, loadSeedElections } from './seedElections.ts';

const COUNTRY = 'tw';

export interface SimulationPlan {
  electionId: string;
  /** Per step (1…steps), the batches to post, one per role; the last one of the last step is final. */
  steps: ElectionCountsBody[][];
}

/** How far a district is at step k of n (0…1): its own pace, every district done at the last step. */
function progress(pace: number, k: number, n: number): number {
  return k >= n ? 1 : Math.min(1, (k / n) ** pace);
}

/**
 * The night of one election: the seed's planned final count cut into `steps` posts. A figure is
 * floor(final × g(f)) with g(f) = f·(1 + lean·(1 − f)), |lean| ≤ 0.3: g rises with f and ends at 1,
 * so every figure only moves forward and the last step is exactly the plan.
 */
export function electionSteps(steps: number, electionId?: string): SimulationPlan {
  const source = loadSeedElections(ROOT, COUNTRY);
  if (!source) throw new Error(`${COUNTRY} has no elections`);
  const e = electionId ? source.elections.find((x) => electionIdOf(COUNTRY, x.slug) === electionId) : source.elections.find((x) => x.tonight);
  if (!e) throw new Error(`no election ${electionId ?? 'tonight'} in ${COUNTRY}'s demo content`);
  const stations = new Map(source.cities.flatMap((c) => c.districts.map((d) => [d.id, d.stations] as const)));
  const counts = finalCount(COUNTRY, source, e);
  const random = seededRandom(2026_11_28);
  const pace = new Map([...stations.keys()].map((d) => [d, 0.6 + random()]));
  const lean = new Map(counts.flatMap((c) => Object.keys(c.votes)).map((h) => [h, (random() - 0.5) * 0.6]));
  const roles = e.roles.map((r) => r.id);
  const plan: ElectionCountsBody[][] = [];
  for (let k = 1; k <= steps; k++) {
    plan.push(
      roles.map((roleId, i) => ({
        roleId,
        ...(k === steps && i === roles.length - 1 ? { final: true } : {}),
        districts: counts
          .filter((c) => c.roleId === roleId)
          .map((c) => {
            const f = progress(pace.get(c.districtId)!, k, steps);
            return {
              districtId: c.districtId,
              stationsReported: Math.floor(stations.get(c.districtId)! * f),
              votes: Object.fromEntries(Object.entries(c.votes).map(([h, v]) => [h, Math.floor(v * f * (1 + lean.get(h)! * (1 - f)))])),
            };
          }),
      })),
    );
  }
  return { electionId: electionIdOf(COUNTRY, e.slug), steps: plan };
}

/** Posts one step's batches in order; throws naming the answer of a refused one. */
export async function postStep(origin: string, token: string, electionId: string, batches: readonly ElectionCountsBody[]): Promise<number> {
  let version = 0;
  for (const batch of batches) {
    const res = await fetch(new URL(`/webapi/admin/election/${electionId}/counts`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(batch),
    });
    const answer = (await res.json()) as { version?: number; message?: string };
    if (!res.ok) throw new Error(`${batch.roleId}: ${res.status} ${answer.message}`);
    version = answer.version!;
  }
  return version;
}

/** The first step not yet on the server: its stations reported of the first role, summed, above what the server shows. */
async function nextStep(origin: string, plan: SimulationPlan): Promise<number> {
  const first = plan.steps[0]![0]!;
  const res = await fetch(new URL(`/webapi/election/ballot/counting?country=${COUNTRY}&electionId=${plan.electionId}&roleId=${first.roleId}`, origin));
  if (!res.ok) throw new Error(`counting answered ${res.status}`);
  const shown = (await res.json()) as { status: string; reporting: { stationsReported: number } };
  if (shown.status === 'FINISHED') return plan.steps.length;
  const total = (batch: ElectionCountsBody) => batch.districts.reduce((sum, d) => sum + d.stationsReported, 0);
  const index = plan.steps.findIndex((step) => total(step[0]!) > shown.reporting.stationsReported);
  return index === -1 ? plan.steps.length - 1 : index;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string', default: 'http://localhost:8787' },
      token: { type: 'string', default: process.env.ADMIN_TOKEN ?? 'local-admin-token' },
      election: { type: 'string' },
      steps: { type: 'string', default: '12' },
      interval: { type: 'string', default: '5' },
      once: { type: 'boolean', default: false },
    },
  });
  const steps = Number(values.steps);
  if (!Number.isInteger(steps) || steps < 1) throw new Error('--steps must be a whole number of 1 or more');
  const plan = electionSteps(steps, values.election);
  for (let k = await nextStep(values.origin, plan); k < plan.steps.length; k++) {
    const version = await postStep(values.origin, values.token, plan.electionId, plan.steps[k]!);
    console.log(`${plan.electionId}: step ${k + 1} of ${steps} posted (version ${version})${k === steps - 1 ? ' — the count is final' : ''}`);
    if (values.once) return;
    if (k < steps - 1) await sleep(Number(values.interval) * 1000);
  }
  console.log(`${plan.electionId}: counted`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  });
}
