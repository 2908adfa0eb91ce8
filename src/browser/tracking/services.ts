// The configured third-party services' adapters (shell-spec §7), each its own chunk: loaded by the
// tracker only when the page's tracking JSON names one (the front-end monitoring also only when this
// page load is drawn within its sample percentage).
import { monitoringDrawn, type TrackingServices } from '#/domain/insights/trackingConfig.ts';
import type { TrackingAdapter } from './adapters/adapter.ts';

export async function loadAdapters({ tagManager, universal, errorReporting, monitoring }: TrackingServices, draw = Math.random()): Promise<TrackingAdapter[]> {
  const list = await Promise.all([
    tagManager && import('./adapters/tagManager.ts').then((m) => m.tagManagerAdapter(tagManager)),
    universal && import('./adapters/universal.ts').then((m) => m.universalAdapter(universal)),
    errorReporting && import('./adapters/errorReporting.ts').then((m) => m.errorReportingAdapter(errorReporting)),
    monitoring && monitoringDrawn(monitoring.samplePercent, draw) && import('./adapters/monitoring.ts').then((m) => m.monitoringAdapter(monitoring)),
  ]);
  return list.filter((a): a is TrackingAdapter => !!a);
}
