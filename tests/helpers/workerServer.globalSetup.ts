// vitest globalSetup of the `worker` project: one server for all of its files.
import type { TestProject } from 'vitest/node';
import { withBindingSqlite } from '../../scripts/localPlatform.ts';
import { writeInsightRows } from './insightRows.ts';
import { startWorkerServer } from './workerServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    workerOrigin: string;
    workerStateDir: string;
    /** The title of the tw story the dashboard's live-video row is about (tests/helpers/insightRows.ts). */
    insightsLiveTitle: string;
  }
}

export default async function setup(project: TestProject) {
  // Configured with amp-ad (AMP_AD_TYPE), as a deployment that sells AMP inventory: AMP articles then
  // carry amp-ad where a placement has a GPT unit (tests/worker/ampAds.test.ts); the browser tests'
  // server has none (tests/e2e/ads.spec.ts checks that case).
  // FEED_FETCH_PRIVATE: the feeds' tests serve their documents on 127.0.0.1 (tests/worker/feedsSchedule.test.ts).
  let insightsLiveTitle = '';
  const server = await startWorkerServer('worker', { AMP_AD_TYPE: 'doubleclick', FEED_FETCH_PRIVATE: 'true' }, (stateDir) => {
    insightsLiveTitle = withBindingSqlite(stateDir, 'd1/miniflare-D1DatabaseObject', 'insight_page_views', writeInsightRows);
  });
  project.provide('workerOrigin', server.origin);
  project.provide('insightsLiveTitle', insightsLiveTitle);
  project.provide('workerStateDir', server.stateDir);
  return () => server.stop();
}
