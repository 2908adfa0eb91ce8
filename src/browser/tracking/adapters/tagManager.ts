// The tag manager (shell-spec §7): its container script, and the page views, impressions, clicks and
// vitals pushed onto the dataLayer it reads. Its click events already go there (src/browser/tracking.ts).
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import type { TrackingAdapter } from './adapter.ts';

export function tagManagerAdapter({ id, script: src }: NonNullable<TrackingServices['tagManager']>): TrackingAdapter {
  const layer = (window.dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${src}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return {
    send(events) {
      for (const e of events) if (e.kind !== 'event' && e.kind !== 'error') layer.push({ event: `portal.${e.kind}`, portal: e });
    },
  };
}
