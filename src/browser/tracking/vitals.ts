// Web Vitals through the web-vitals library's attribution build (its own chunk, loaded by the
// tracker): each metric once it is final, with a short note of what the attribution names.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { VitalEvent } from '#/domain/insights/events.ts';

export type VitalReport = Pick<VitalEvent, 'metric' | 'value' | 'rating' | 'attribution'>;

function note(m: MetricWithAttribution): string | undefined {
  const a = m.attribution as unknown as Record<string, unknown>;
  const text = m.name === 'LCP' ? a.target : m.name === 'INP' ? a.interactionTarget : m.name === 'CLS' ? a.largestShiftTarget
    : m.name === 'FCP' ? `ttfb ${Math.round(Number(a.timeToFirstByte) || 0)}` : `wait ${Math.round(Number(a.waitingDuration) || 0)}`;
  return typeof text === 'string' && text ? text.slice(0, 200) : undefined;
}

export function watchVitals(send: (v: VitalReport) => void): void {
  const report = (m: MetricWithAttribution) => send({ metric: m.name as VitalReport['metric'], value: Math.max(0, m.value), rating: m.rating, attribution: note(m) });
  for (const on of [onLCP, onCLS, onINP, onFCP, onTTFB]) on(report);
}
