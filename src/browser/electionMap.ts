// Recolours a server-rendered election map (src/components/election/DistrictMap.astro) in place when
// new counts arrive: fills, label colours, each district's title and the legend, from the same
// district array the server rendered with and through the same rules (src/domain/election/mapView.ts),
// so a recoloured map matches a fresh render. No React; the results page calls it after each poll.
import { NO_VOTES_FILL } from '#/domain/election/mapShading.ts';
import { anyWithoutVotes, districtPaint, districtTitle, mapLegend, type DistrictMapLabels, type MapDistrict } from '#/domain/election/mapView.ts';

export type { MapDistrict } from '#/domain/election/mapView.ts';

const SVG = 'http://www.w3.org/2000/svg';

function swatch(colour: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  svg.setAttribute('aria-hidden', 'true');
  const rect = document.createElementNS(SVG, 'rect');
  for (const [name, value] of [['width', '14'], ['height', '14'], ['rx', '3'], ['fill', colour]]) rect.setAttribute(name!, value!);
  svg.appendChild(rect);
  return svg;
}

/**
 * Updates the map in `figure` (the component's <figure data-district-map>) from `districts`, the
 * whole map's array as the server takes it: a district of the map missing from it is drawn as not
 * counted yet (as the server draws it), a code the map lacks is ignored.
 */
export function recolourDistrictMap(figure: HTMLElement, districts: readonly MapDistrict[]): void {
  const labels = JSON.parse(figure.dataset.labels ?? '{}') as DistrictMapLabels & { legendNoVotes: string };
  const byCode = new Map(districts.map((d) => [d.code, d]));
  const shown: MapDistrict[] = [];
  for (const path of figure.querySelectorAll<SVGPathElement>('path[data-district]')) {
    const code = path.dataset.district!;
    const d = byCode.get(code) ?? { code, name: path.dataset.name ?? code, leader: null, marginPercent: null, reportingPercent: 0 };
    shown.push(d);
    const paint = districtPaint(d);
    path.setAttribute('fill', paint.fill);
    path.dataset.step = paint.step === null ? 'none' : String(paint.step);
    const title = path.querySelector('title') ?? path.appendChild(document.createElementNS(SVG, 'title'));
    title.textContent = districtTitle(d, labels);
    figure.querySelector(`text[data-district-label="${CSS.escape(code)}"]`)?.setAttribute('fill', paint.text);
  }
  const legend = figure.querySelector<HTMLElement>('[data-legend]');
  if (!legend) return;
  const items = mapLegend(shown).map((party) => {
    const li = document.createElement('li');
    li.dataset.party = party.partyName;
    li.appendChild(swatch(party.colour));
    li.appendChild(document.createTextNode(party.partyName));
    return li;
  });
  let noVotes = legend.querySelector<HTMLElement>('li[data-no-votes]');
  if (!noVotes) {
    noVotes = document.createElement('li');
    noVotes.dataset.noVotes = '';
    noVotes.appendChild(swatch(NO_VOTES_FILL));
    noVotes.appendChild(document.createTextNode(labels.legendNoVotes));
  }
  noVotes.hidden = !anyWithoutVotes(shown);
  legend.replaceChildren(...items, noVotes);
}
