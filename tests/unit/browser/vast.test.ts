// The VAST reader the pre-roll runs (src/browser/ads/video/vast.ts over xmlTree.ts): what it takes
// from an in-line linear ad, and when it answers null (no pre-roll).
import { describe, expect, it } from 'vitest';
import { parseVast, vastTime } from '#/browser/ads/video/vast.ts';
import { readXml } from '#/browser/ads/video/xmlTree.ts';

const BASE = 'https://portal.example/webapi/ads/vast?country=tw&unit=tw/video/preroll';

/** A VAST 4 answer shaped like the first-party server's, with a second, unplayable media file first. */
const INLINE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- first-party ad server -->
<VAST version="4.0" xmlns="http://www.iab.com/VAST">
  <Ad id="c1">
    <InLine>
      <AdSystem>portal</AdSystem>
      <AdTitle>台灣好行 冬季旅遊</AdTitle>
      <Impression id="i1"><![CDATA[/webapi/ads/pixel?token=t.1&event=impression&eventId=e0]]></Impression>
      <Impression>https://third.example/imp?a=1&amp;b=2</Impression>
      <Creatives>
        <Creative id="cr1">
          <Linear skipoffset="00:00:05">
            <Duration>00:00:12.500</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[/webapi/ads/pixel?token=t.1&event=start&eventId=e1]]></Tracking>
              <Tracking event="firstQuartile"><![CDATA[/webapi/ads/pixel?token=t.1&event=firstQuartile&eventId=e2]]></Tracking>
              <Tracking event="midpoint"><![CDATA[/webapi/ads/pixel?token=t.1&event=midpoint&eventId=e3]]></Tracking>
              <Tracking event="thirdQuartile"><![CDATA[/webapi/ads/pixel?token=t.1&event=thirdQuartile&eventId=e4]]></Tracking>
              <Tracking event="complete"><![CDATA[/webapi/ads/pixel?token=t.1&event=complete&eventId=e5]]></Tracking>
              <Tracking event="skip"><![CDATA[/webapi/ads/pixel?token=t.1&event=skip&eventId=e6]]></Tracking>
              <Tracking event="skip">javascript:alert(1)</Tracking>
              <Tracking event="pause"><![CDATA[/webapi/ads/pixel?event=pause]]></Tracking>
            </TrackingEvents>
            <VideoClicks><ClickThrough id="ct"><![CDATA[/webapi/ads/click?token=t.1]]></ClickThrough></VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/webm" width="640" height="360"><![CDATA[/media/ad.webm]]></MediaFile>
              <MediaFile delivery="streaming" type='application/vnd.apple.mpegurl' width="1280" height="720">
                /media/v3/video/ad/master.m3u8
              </MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

describe('parseVast', () => {
  it('reads the linear ad: a media file the player can play, skip offset, duration, impressions, trackers by event, click-through; relative addresses resolve, other schemes drop', () => {
    const ad = parseVast(INLINE, { base: BASE, canPlay: (type) => type !== 'video/webm' });
    expect(ad).toEqual({
      mediaFile: { url: 'https://portal.example/media/v3/video/ad/master.m3u8', type: 'application/vnd.apple.mpegurl', width: 1280, height: 720 },
      durationSeconds: 12.5,
      skipOffsetSeconds: 5,
      impressionUrls: ['https://portal.example/webapi/ads/pixel?token=t.1&event=impression&eventId=e0', 'https://third.example/imp?a=1&b=2'],
      tracking: {
        start: ['https://portal.example/webapi/ads/pixel?token=t.1&event=start&eventId=e1'],
        firstQuartile: ['https://portal.example/webapi/ads/pixel?token=t.1&event=firstQuartile&eventId=e2'],
        midpoint: ['https://portal.example/webapi/ads/pixel?token=t.1&event=midpoint&eventId=e3'],
        thirdQuartile: ['https://portal.example/webapi/ads/pixel?token=t.1&event=thirdQuartile&eventId=e4'],
        complete: ['https://portal.example/webapi/ads/pixel?token=t.1&event=complete&eventId=e5'],
        skip: ['https://portal.example/webapi/ads/pixel?token=t.1&event=skip&eventId=e6'],
      },
      clickThrough: 'https://portal.example/webapi/ads/click?token=t.1',
    });
    // Any type allowed: the first media file is taken.
    expect(parseVast(INLINE, { base: BASE })!.mediaFile.url).toBe('https://portal.example/media/ad.webm');
  });

  it('answers null for an empty VAST, a wrapper, an ad with no playable media, and text that is not VAST', () => {
    expect(parseVast('<VAST version="4.0"/>')).toBeNull();
    expect(parseVast('<?xml version="1.0"?><VAST version="3.0"></VAST>')).toBeNull();
    const wrapper = '<VAST version="4.0"><Ad><Wrapper><VASTAdTagURI><![CDATA[https://ads.example/tag]]></VASTAdTagURI></Wrapper></Ad></VAST>';
    expect(parseVast(wrapper)).toBeNull();
    expect(parseVast(INLINE, { base: BASE, canPlay: () => false })).toBeNull();
    expect(parseVast('<html><body>not found</body></html>')).toBeNull();
    expect(parseVast('<VAST version="4.0"><Ad>')).toBeNull();
    expect(parseVast('')).toBeNull();
  });

  it('reads a percentage skip offset against the duration, and no offset as not skippable', () => {
    const withOffset = (attr: string, duration = '00:00:20') =>
      `<VAST version="3.0"><Ad><InLine><Creatives><Creative><Linear ${attr}><Duration>${duration}</Duration><MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;
    expect(parseVast(withOffset('skipoffset="25%"'))!.skipOffsetSeconds).toBe(5);
    expect(parseVast(withOffset('skipoffset="25%"', 'unknown'))!.skipOffsetSeconds).toBeNull();
    const plain = parseVast(withOffset(''))!;
    expect(plain.skipOffsetSeconds).toBeNull();
    expect(plain.impressionUrls).toEqual([]);
    expect(plain.tracking.complete).toEqual([]);
    expect(plain.clickThrough).toBeNull();
  });
});

describe('vastTime and the XML reader', () => {
  it('reads VAST times and refuses other text', () => {
    expect(vastTime('01:02:03')).toBe(3723);
    expect(vastTime('00:00:05.250')).toBe(5.25);
    expect(vastTime('5')).toBeNull();
    expect(vastTime('00:61:00')).toBeNull();
    expect(vastTime(undefined)).toBeNull();
  });

  it('decodes entities, keeps CDATA as written, drops namespace prefixes, and refuses mismatched tags', () => {
    const root = readXml('<v:VAST a="x &quot;y&quot; &#x4E2D;&#25991;"><v:Ad>a &lt; b<![CDATA[ & <c> ]]></v:Ad><Empty/></v:VAST>')!;
    expect(root.name).toBe('VAST');
    expect(root.attrs.a).toBe('x "y" 中文');
    expect(root.children.map((c) => c.name)).toEqual(['Ad', 'Empty']);
    expect(root.children[0]!.text).toBe('a < b & <c> ');
    expect(readXml('<a><b></a></b>')).toBeNull();
    expect(readXml('<a/><b/>')).toBeNull();
  });
});
