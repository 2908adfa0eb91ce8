// The first-party VAST 4 answer: one linear video ad, skippable after 5 s, whose impression,
// quartile, skip and click trackers are the ad server's own pixel and click addresses, each with an
// eventId of its own (a tracker fired twice counts once). No ad: an empty VAST document.
import type { AdCampaignRecord, AdCreativeRecord } from '../db/ads.ts';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';

export const VAST_SKIP_OFFSET = '00:00:05';
export const VAST_TRACKED_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const;
export const EMPTY_VAST = '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.0"/>\n';

/** Addresses go in CDATA; a "]]>" cannot occur in them (they are built from encoded parts). */
const cdata = (s: string) => `<![CDATA[${s}]]>`;

function duration(seconds: number): string {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

export interface VastInput {
  campaign: AdCampaignRecord;
  creative: AdCreativeRecord;
  token: string;
  /** The site's origin: VAST players resolve no relative address. */
  origin: string;
  newEventId: () => string;
}

export function vastDocument({ campaign, creative, token, origin, newEventId }: VastInput): string {
  const t = encodeURIComponent(token);
  const pixel = (event: string) => `${origin}/webapi/ads/pixel?token=${t}&event=${event}&eventId=${newEventId()}`;
  const media = creative.content.videoUrl ?? '';
  const mediaUrl = media.startsWith('/') ? `${origin}${media}` : media;
  const type = creative.content.videoType ?? 'video/mp4';
  const delivery = type === 'video/mp4' ? 'progressive' : 'streaming';
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0">
  <Ad id="${escapeHtml(creative.id)}">
    <InLine>
      <AdSystem>portal</AdSystem>
      <AdTitle>${escapeHtml(campaign.name)}</AdTitle>
      <Advertiser>${escapeHtml(campaign.sponsor)}</Advertiser>
      <Impression id="impression">${cdata(pixel('impression'))}</Impression>
      <Creatives>
        <Creative id="${escapeHtml(creative.id)}" adId="${escapeHtml(creative.id)}">
          <UniversalAdId idRegistry="unknown">${escapeHtml(creative.id)}</UniversalAdId>
          <Linear skipoffset="${VAST_SKIP_OFFSET}">
            <Duration>${duration(creative.content.durationSeconds ?? 15)}</Duration>
            <TrackingEvents>
${VAST_TRACKED_EVENTS.map((e) => `              <Tracking event="${e}">${cdata(pixel(e))}</Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="click">${cdata(`${origin}/webapi/ads/click?token=${t}&eventId=${newEventId()}`)}</ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="${escapeHtml(creative.id)}" delivery="${delivery}" type="${escapeHtml(type)}" width="${creative.width}" height="${creative.height}">${cdata(mediaUrl)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}
