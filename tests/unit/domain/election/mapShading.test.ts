// The election map's colours (src/domain/election/mapShading.ts) and what each district shows
// (src/domain/election/mapView.ts): the lead's steps, tints of a party colour from the data, the
// neutral fill before counting, label colours that keep WCAG contrast, titles, legend, short labels.
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  districtShading,
  labelColour,
  marginStep,
  NO_VOTES_FILL,
  parseHex,
  relativeLuminance,
  tint,
  UNKNOWN_PARTY_COLOUR,
} from '#/domain/election/mapShading.ts';
import { anyWithoutVotes, districtTitle, mapLegend, shortDistrictNames, type DistrictMapLabels, type MapDistrict } from '#/domain/election/mapView.ts';

const PARTY_COLOURS = ['#1b9431', '#000095', '#28c8c8', '#ffdb00', '#e4003f', '#ff6310', '#6a2c91', '#888'];

describe('the lead', () => {
  it('steps up at 5 and 15 points, either way round; a single candidate is a wide lead', () => {
    expect([0, 4.99, 5, 14.99, 15, 40].map(marginStep)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(marginStep(-7)).toBe(1);
    expect(marginStep(null)).toBe(2);
  });
});

describe('fills', () => {
  it('are the party colour for a wide lead and lighter tints of it for narrower ones', () => {
    const wide = districtShading('#1B9431', 20);
    const clear = districtShading('#1b9431', 10);
    const close = districtShading('#1b9431', 2);
    expect(wide).toMatchObject({ fill: '#1b9431', step: 2 });
    expect([clear.step, close.step]).toEqual([1, 0]);
    expect(relativeLuminance(close.fill)).toBeGreaterThan(relativeLuminance(clear.fill));
    expect(relativeLuminance(clear.fill)).toBeGreaterThan(relativeLuminance(wide.fill));
    // Same hue: every channel moves towards white by the same share.
    const [r, g, b] = parseHex(clear.fill)!;
    expect([r, g, b]).toEqual([0x1b, 0x94, 0x31].map((v) => Math.round(255 - (255 - v) * 0.65)));
  });

  it('are neutral while no votes are counted, and grey for a colour that is not hex', () => {
    expect(districtShading(null, null)).toEqual({ fill: NO_VOTES_FILL, text: '#000000', step: null });
    expect(districtShading('green', 20).fill).toBe(UNKNOWN_PARTY_COLOUR);
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex('abc')).toBeNull();
    expect(tint('#000000', 0)).toBe('#ffffff');
  });

  it('carry labels with at least 4.5:1 contrast on every fill', () => {
    const fills = [NO_VOTES_FILL, ...PARTY_COLOURS.flatMap((c) => [2, 10, 20, null].map((m) => districtShading(c, m).fill))];
    for (const fill of fills) {
      const text = districtShading(fill, 20).text;
      expect(contrastRatio(fill, text), `${fill} with ${text}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(labelColour('#000095')).toBe('#ffffff');
    expect(labelColour('#ffdb00')).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

const labels: DistrictMapLabels = {
  locale: 'en',
  leading: '{{district}}: {{leader}} ({{party}}) leads by {{margin}} points; {{reporting}}% reported',
  unopposed: '{{district}}: {{leader}} ({{party}}), the only candidate; {{reporting}}% reported',
  noVotes: '{{district}}: no votes counted yet',
};
const green = { name: 'Lin Yu-ting', partyName: 'Green Party', colour: '#1b9431' };
const blue = { name: 'Chen Wei', partyName: 'Blue Party', colour: '#000095' };
const district = (code: string, leader: MapDistrict['leader'], marginPercent: number | null, reportingPercent = 50): MapDistrict => ({
  code,
  name: `District ${code}`,
  leader,
  marginPercent,
  reportingPercent,
});

describe('what a district shows', () => {
  it('titles the district with its leader, party, lead and reporting, in the reader’s number format', () => {
    expect(districtTitle(district('1', green, 12.345, 87.5), labels)).toBe('District 1: Lin Yu-ting (Green Party) leads by 12.3 points; 87.5% reported');
    expect(districtTitle(district('2', blue, -3), labels)).toBe('District 2: Chen Wei (Blue Party) leads by 3 points; 50% reported');
    expect(districtTitle(district('3', blue, null, 100), labels)).toBe('District 3: Chen Wei (Blue Party), the only candidate; 100% reported');
    expect(districtTitle(district('4', null, null, 0), labels)).toBe('District 4: no votes counted yet');
    expect(districtTitle(district('5', green, 1234.5), { ...labels, locale: 'id' })).toContain('1.234,5');
  });

  it('lists each leading party once in the legend, most districts first, in the party colour', () => {
    const all = [district('1', blue, 2), district('2', green, 20), district('3', green, 8), district('4', null, null)];
    expect(mapLegend(all)).toEqual([
      { partyName: 'Green Party', colour: '#1b9431', districts: 2 },
      { partyName: 'Blue Party', colour: '#000095', districts: 1 },
    ]);
    expect(anyWithoutVotes(all)).toBe(true);
    expect(anyWithoutVotes(all.slice(0, 3))).toBe(false);
  });

  it('labels districts short by what their names all repeat', () => {
    expect(shortDistrictNames(['松山區', '信義區', '大安區'])).toEqual(['松山', '信義', '大安']);
    expect(shortDistrictNames(['Kepulauan Seribu', 'Jakarta Selatan', 'Jakarta Timur', 'Jakarta Pusat'])).toEqual(['Kepulauan Seribu', 'Selatan', 'Timur', 'Pusat']);
    expect(shortDistrictNames(['North', 'South'])).toEqual(['North', 'South']);
  });
});
