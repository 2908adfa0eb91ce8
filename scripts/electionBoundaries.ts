// Election district boundaries for the choropleth map (docs/decisions/0080): open boundary data in,
// one compact JSON per set out (src/domain/election/boundaries/<set>.json), drawn as server-rendered
// SVG with no map library and no projection at run time.
//
//   npx node scripts/electionBoundaries.ts <source...> --set <id>
//
//   tw-taipei   sources: the twelve files base/geo/63000/630000*.json of github.com/kiang/taiwan_basecode
//               (the Ministry of the Interior's smallest statistical areas, each carrying TOWN_ID)
//   id-jakarta  sources: db/kel/31/wilayah_boundaries_kel_31.*.sql of github.com/cahyadsn/wilayah_boundaries
//               (kelurahan rows: code, name, lat, lng, path as [lat, lng] pairs)
//
// The source files are not shipped; NOTICE.md beside the output names them and their licences.
//
// How: every polygon is projected (equirectangular, x scaled by the cosine of the set's middle
// latitude, north up) into a viewBox 1000 wide, then painted onto a fine grid of cells (half a unit)
// under its district's code. Painting makes any source topologically clean: overlaps go to the first
// painter, and cells no polygon covers but districts surround (slivers between independently
// simplified polygons) go to the nearest district. Each district's outline is then the grid edges
// where the cell code changes, so two neighbours have exactly the same border. Borders are split into
// arcs at the corners where three codes meet, each arc is simplified once (Douglas–Peucker) and both
// neighbours use the same simplified arc: shared edges stay gap-free. Points are rounded to integers
// and written as SVG path data with relative moves. The label point of a district is the cell
// farthest from its border (a pole of inaccessibility on the grid), so it is always inside.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './projectRoot.ts';

type LonLat = readonly [number, number];
/** One source polygon: its district code and rings (the first outer, the rest holes), lon/lat. */
interface SourcePolygon {
  code: string;
  rings: LonLat[][];
}

interface Inset {
  /** Districts drawn in the inset box at their own scale instead of on the main map. */
  codes: string[];
  /** Corner of the viewBox the box sits in, over empty ground of the main map (checked). */
  corner: 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';
  width: number;
  /** Cells every piece of ground grows by, so islands a few hundred metres long stay visible. */
  grow: number;
}

interface SetConfig {
  read: (files: string[]) => SourcePolygon[];
  districts: { code: string; name: string }[];
  /** Douglas–Peucker tolerance in viewBox units. */
  tolerance: number;
  /** Rings smaller than this (square units, after rounding) are dropped, except a district's largest. */
  minRingArea: number;
  insets?: Inset[];
}

const WIDTH = 1000;
const PAD = 4;
/** Grid cell, in viewBox units. */
const CELL = 0.5;
/** How far (cells) painting reaches into unpainted ground that touches the map's outside. */
const EDGE_FILL = 2;

// ---------------------------------------------------------------- readers

function readGeoJson(files: string[], codeOf: (props: Record<string, unknown>) => string | undefined): SourcePolygon[] {
  const out: SourcePolygon[] = [];
  for (const file of files) {
    const fc = JSON.parse(readFileSync(file, 'utf8')) as {
      features: { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[];
    };
    for (const f of fc.features) {
      const code = codeOf(f.properties);
      if (!code) continue;
      const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates as number[][][]] : (f.geometry.coordinates as number[][][][]);
      for (const p of polys) out.push({ code, rings: p.map((r) => r.map((pt) => [pt[0]!, pt[1]!] as const)) });
    }
  }
  return out;
}

/** cahyadsn/wilayah_boundaries rows: ('31.74.01.1001','Tebet Timur',lat,lng,'<[lat,lng] (multi)polygon>'). */
function readWilayahSql(files: string[], codeOf: (kode: string) => string | undefined): SourcePolygon[] {
  const out: SourcePolygon[] = [];
  const row = /^\s*\('([\d.]+)','(?:[^']|'')*',[-\d.]+,[-\d.]+,'(\[.*\])'\)[,;]?\s*$/;
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = row.exec(line);
      if (!m) continue;
      const code = codeOf(m[1]!);
      if (!code) continue;
      const data = JSON.parse(m[2]!) as unknown;
      let depth = 0;
      for (let x: unknown = data; Array.isArray(x); x = x[0]) depth++;
      const polys = (depth === 4 ? data : [data]) as number[][][][];
      for (const p of polys) out.push({ code, rings: p.map((r) => r.map((pt) => [pt[1]!, pt[0]!] as const)) });
    }
  }
  return out;
}

// ---------------------------------------------------------------- sets

/** Kemendagri's codes (the source's) to BPS's (the seed's): in DKI Jakarta the two number the cities differently. */
const JAKARTA_BPS: Record<string, string> = {
  '31.01': '3101',
  '31.74': '3171',
  '31.75': '3172',
  '31.71': '3173',
  '31.73': '3174',
  '31.72': '3175',
};

const SETS: Record<string, SetConfig> = {
  'tw-taipei': {
    read: (files) => readGeoJson(files, (p) => (typeof p.TOWN_ID === 'string' ? p.TOWN_ID : undefined)),
    districts: [
      { code: '63000010', name: '松山區' },
      { code: '63000020', name: '信義區' },
      { code: '63000030', name: '大安區' },
      { code: '63000040', name: '中山區' },
      { code: '63000050', name: '中正區' },
      { code: '63000060', name: '大同區' },
      { code: '63000070', name: '萬華區' },
      { code: '63000080', name: '文山區' },
      { code: '63000090', name: '南港區' },
      { code: '63000100', name: '內湖區' },
      { code: '63000110', name: '士林區' },
      { code: '63000120', name: '北投區' },
    ],
    tolerance: 1.2,
    minRingArea: 30,
  },
  'id-jakarta': {
    read: (files) => readWilayahSql(files, (kode) => JAKARTA_BPS[kode.slice(0, 5)]),
    districts: [
      { code: '3101', name: 'Kepulauan Seribu' },
      { code: '3171', name: 'Jakarta Selatan' },
      { code: '3172', name: 'Jakarta Timur' },
      { code: '3173', name: 'Jakarta Pusat' },
      { code: '3174', name: 'Jakarta Barat' },
      { code: '3175', name: 'Jakarta Utara' },
    ],
    tolerance: 1.6,
    minRingArea: 20,
    insets: [{ codes: ['3101'], corner: 'bottom-left', width: 200, grow: 6 }],
  },
};

// ---------------------------------------------------------------- geometry

type Pt = [number, number];

/** Projects lon/lat to a plane (degrees, x shrunk by cos of the middle latitude, y down). */
function projector(polys: SourcePolygon[]) {
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const p of polys) for (const r of p.rings) for (const [, lat] of r) (minLat = Math.min(minLat, lat)), (maxLat = Math.max(maxLat, lat));
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  return ([lon, lat]: LonLat): Pt => [lon * k, -lat];
}

function bounds(points: Iterable<Pt>) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of points) (minX = Math.min(minX, x)), (minY = Math.min(minY, y)), (maxX = Math.max(maxX, x)), (maxY = Math.max(maxY, y));
  return { minX, minY, maxX, maxY };
}

interface Group {
  codes: string[];
  /** Cells painted ground reaches into open ground (EDGE_FILL, or an inset's grow). */
  edgeFill: number;
  /** Polygons in viewBox units. */
  polys: { index: number; rings: Pt[][] }[];
  /** Grid origin (viewBox units) and size (cells). */
  x0: number;
  y0: number;
  cols: number;
  rows: number;
}

/** Fits a group's polygons into a box: width given, height from the aspect, origin at (left, top). */
function fit(polys: { index: number; rings: Pt[][] }[], width: number, left: number, top: number) {
  const b = bounds(polys.flatMap((p) => p.rings.flat()));
  const s = width / (b.maxX - b.minX);
  const moved = polys.map((p) => ({ index: p.index, rings: p.rings.map((r) => r.map(([x, y]) => [left + (x - b.minX) * s, top + (y - b.minY) * s] as Pt)) }));
  return { polys: moved, height: (b.maxY - b.minY) * s };
}

/** Paints polygons onto the grid (even–odd within a polygon; the first painter keeps a cell). */
function paint(g: Group): Int16Array {
  const grid = new Int16Array(g.cols * g.rows).fill(-1);
  for (const p of g.polys) {
    const b = bounds(p.rings.flat());
    const r0 = Math.max(0, Math.floor((b.minY - g.y0) / CELL));
    const r1 = Math.min(g.rows - 1, Math.ceil((b.maxY - g.y0) / CELL));
    for (let row = r0; row <= r1; row++) {
      const y = g.y0 + (row + 0.5) * CELL;
      const xs: number[] = [];
      for (const ring of p.rings) {
        for (let i = 0; i < ring.length; i++) {
          const a = ring[i]!;
          const c = ring[(i + 1) % ring.length]!;
          if (a[1] <= y !== c[1] <= y) xs.push(a[0] + ((y - a[1]) / (c[1] - a[1])) * (c[0] - a[0]));
        }
      }
      xs.sort((m, n) => m - n);
      for (let i = 0; i + 1 < xs.length; i += 2) {
        const c0 = Math.max(0, Math.ceil((xs[i]! - g.x0) / CELL - 0.5));
        const c1 = Math.min(g.cols - 1, Math.floor((xs[i + 1]! - g.x0) / CELL - 0.5));
        for (let col = c0; col <= c1; col++) if (grid[row * g.cols + col] === -1) grid[row * g.cols + col] = p.index;
      }
    }
  }
  return grid;
}

/**
 * Unpainted cells go to the nearest district when districts enclose them (slivers between polygons),
 * and, up to EDGE_FILL cells, where they open onto the outside (a sliver reaching the coast).
 */
function fillGaps(grid: Int16Array, cols: number, rows: number, edgeFill: number): void {
  const outside = new Uint8Array(grid.length);
  const queue: number[] = [];
  for (let c = 0; c < cols; c++) queue.push(c, (rows - 1) * cols + c);
  for (let r = 0; r < rows; r++) queue.push(r * cols, r * cols + cols - 1);
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    if (outside[at] || grid[at] !== -1) continue;
    outside[at] = 1;
    const r = Math.floor(at / cols), c = at % cols;
    if (r > 0) queue.push(at - cols);
    if (r < rows - 1) queue.push(at + cols);
    if (c > 0) queue.push(at - 1);
    if (c < cols - 1) queue.push(at + 1);
  }
  // Breadth-first from every painted cell: enclosed ground without limit, open ground EDGE_FILL deep.
  let frontier: number[] = [];
  for (let i = 0; i < grid.length; i++) if (grid[i] !== -1) frontier.push(i);
  for (let step = 1; frontier.length; step++) {
    const next: number[] = [];
    for (const at of frontier) {
      const r = Math.floor(at / cols), c = at % cols;
      for (const n of [r > 0 ? at - cols : -1, r < rows - 1 ? at + cols : -1, c > 0 ? at - 1 : -1, c < cols - 1 ? at + 1 : -1]) {
        if (n < 0 || grid[n] !== -1 || (outside[n] && step > edgeFill)) continue;
        grid[n] = grid[at]!;
        next.push(n);
      }
    }
    frontier = next;
  }
}

/** Cell code, -1 off the grid. */
const at = (grid: Int16Array, cols: number, rows: number, r: number, c: number) => (r < 0 || c < 0 || r >= rows || c >= cols ? -1 : grid[r * cols + c]!);

/**
 * A district's outline on the grid: directed cell edges with the district on the left, chained into
 * rings of grid corners (corner (r, c) is the top-left of cell (r, c)).
 */
function traceRings(grid: Int16Array, cols: number, rows: number, index: number): Pt[][] {
  // Directed edges keyed by their start corner; corners as r * (cols + 1) + c.
  const W = cols + 1;
  const out = new Map<number, number[]>();
  const add = (from: number, to: number) => {
    const list = out.get(from);
    if (list) list.push(to);
    else out.set(from, [to]);
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r * cols + c] !== index) continue;
      const tl = r * W + c, tr = tl + 1, bl = tl + W, br = bl + 1;
      // y grows downwards: with the cell on the left, the outline runs anticlockwise on screen.
      if (at(grid, cols, rows, r - 1, c) !== index) add(tr, tl);
      if (at(grid, cols, rows, r, c - 1) !== index) add(tl, bl);
      if (at(grid, cols, rows, r + 1, c) !== index) add(bl, br);
      if (at(grid, cols, rows, r, c + 1) !== index) add(br, tr);
    }
  }
  const rings: Pt[][] = [];
  const corner = (k: number): Pt => [Math.floor(k / W), k % W];
  for (const [start] of out) {
    while ((out.get(start)?.length ?? 0) > 0) {
      const ring: number[] = [start];
      let prev = start;
      let cur = out.get(start)!.pop()!;
      while (cur !== start) {
        ring.push(cur);
        const nexts = out.get(cur)!;
        // Where two of the district's cells touch only at this corner, keep the turn that stays
        // with the cell on the left (the sharpest left turn), so rings never cross.
        let pick = 0;
        if (nexts.length > 1) {
          const [pr, pc] = corner(prev), [cr, cc] = corner(cur);
          const din = [cr - pr, cc - pc];
          pick = nexts.findIndex((n) => {
            const [nr, nc] = corner(n);
            const dout = [nr - cr, nc - cc];
            return din[0]! * dout[1]! - din[1]! * dout[0]! < 0; // left turn in (row, col) space
          });
          if (pick < 0) pick = 0;
        }
        prev = cur;
        cur = nexts.splice(pick, 1)[0]!;
      }
      rings.push(ring.map(corner));
    }
  }
  return rings;
}

/** Douglas–Peucker on an open polyline; the ends stay. */
function simplify(points: Pt[], tolerance: number): Pt[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop()!;
    const [ax, ay] = points[i]!, [bx, by] = points[j]!;
    const dx = bx - ax, dy = by - ay;
    const len = Math.hypot(dx, dy);
    let best = -1, far = 0;
    for (let k = i + 1; k < j; k++) {
      const [px, py] = points[k]!;
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * (px - ax) - dx * (py - ay)) / len;
      if (d > far) (far = d), (best = k);
    }
    if (best >= 0 && far > tolerance) {
      keep[best] = 1;
      stack.push([i, best], [best, j]);
    }
  }
  return points.filter((_, k) => keep[k]);
}

const key = ([a, b]: Pt) => `${a},${b}`;
const less = (p: Pt, q: Pt) => p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]);

/** Rings split at corners where three codes meet (or two touch diagonally), each arc simplified once. */
function simplifyShared(grid: Int16Array, cols: number, rows: number, ringsBy: Pt[][][], tolerance: number): Pt[][][] {
  const junction = ([r, c]: Pt) => {
    const q = [at(grid, cols, rows, r - 1, c - 1), at(grid, cols, rows, r - 1, c), at(grid, cols, rows, r, c), at(grid, cols, rows, r, c - 1)];
    const distinct = new Set(q).size;
    return distinct >= 3 || (distinct === 2 && q[0] === q[2] && q[1] === q[3]);
  };
  const done = new Map<string, Pt[]>();
  const once = (chain: Pt[], closed: boolean): Pt[] => {
    // One canonical direction (and start, for a closed ring) so both neighbours get the same result.
    let canon = chain;
    if (closed) {
      const open = chain.slice(0, -1);
      let s = 0;
      for (let i = 1; i < open.length; i++) if (less(open[i]!, open[s]!)) s = i;
      canon = [...open.slice(s), ...open.slice(0, s)];
      if (less(canon[canon.length - 1]!, canon[1]!)) canon = [canon[0]!, ...canon.slice(1).reverse()];
      canon.push(canon[0]!);
    } else if (less(chain[chain.length - 1]!, chain[0]!) || (key(chain[0]!) === key(chain[chain.length - 1]!) && less(chain[chain.length - 2]!, chain[1]!))) {
      canon = [...chain].reverse();
    }
    const id = canon.map(key).join(';');
    let simple = done.get(id);
    if (!simple) {
      if (closed) {
        // A ring with no junction: anchor at its start and at the point farthest from it.
        let far = 0, best = 1;
        for (let i = 1; i < canon.length - 1; i++) {
          const d = Math.hypot(canon[i]![0] - canon[0]![0], canon[i]![1] - canon[0]![1]);
          if (d > far) (far = d), (best = i);
        }
        simple = [...simplify(canon.slice(0, best + 1), tolerance), ...simplify(canon.slice(best), tolerance).slice(1)];
      } else simple = simplify(canon, tolerance);
      done.set(id, simple);
    }
    if (closed) {
      // Back to the caller's direction: same ring, maybe reversed.
      const sameWay = canon === chain || chain.length < 3 || isSameDirection(chain, canon);
      return sameWay ? simple : [...simple].reverse();
    }
    return canon === chain ? simple : [...simple].reverse();
  };
  return ringsBy.map((rings) =>
    rings.map((ring) => {
      const cuts = ring.map((p, i) => (junction(p) ? i : -1)).filter((i) => i >= 0);
      if (cuts.length === 0) return once([...ring, ring[0]!], true).slice(0, -1);
      const rotated = [...ring.slice(cuts[0]!), ...ring.slice(0, cuts[0]!), ring[cuts[0]!]!];
      const out: Pt[] = [];
      let from = 0;
      for (let i = 1; i < rotated.length; i++) {
        if (i === rotated.length - 1 || junction(rotated[i]!)) {
          const arc = once(rotated.slice(from, i + 1), false);
          out.push(...arc.slice(0, -1));
          from = i;
        }
      }
      return out;
    }),
  );
}

/** Whether a closed chain runs the same way round as its canonical rotation. */
function isSameDirection(chain: Pt[], canon: Pt[]): boolean {
  const i = chain.findIndex((p) => key(p) === key(canon[0]!));
  const next = chain[(i + 1) % (chain.length - 1)]!;
  return key(next) === key(canon[1]!);
}

function area(ring: Pt[]): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!, [x2, y2] = ring[(i + 1) % ring.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

/** SVG path data: an absolute move per ring, then relative lines, closed. */
function pathData(rings: Pt[][]): string {
  const num = (n: number, first: boolean) => (first || n < 0 ? String(n) : ` ${n}`);
  return rings
    .map((ring) => {
      let d = `M${ring[0]![0]}${num(ring[0]![1], false)}l`;
      for (let i = 1; i < ring.length; i++) {
        const dx = ring[i]![0] - ring[i - 1]![0], dy = ring[i]![1] - ring[i - 1]![1];
        d += num(dx, i === 1) + num(dy, false);
      }
      return `${d}z`;
    })
    .join('');
}

/** The cell of a district farthest from its border (4-neighbour steps), as its label point. */
function labelPoint(grid: Int16Array, cols: number, rows: number, index: number): [number, number] {
  const dist = new Int32Array(grid.length).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < grid.length; i++) {
    if (grid[i] !== index) continue;
    const r = Math.floor(i / cols), c = i % cols;
    if (at(grid, cols, rows, r - 1, c) !== index || at(grid, cols, rows, r + 1, c) !== index || at(grid, cols, rows, r, c - 1) !== index || at(grid, cols, rows, r, c + 1) !== index) {
      dist[i] = 0;
      frontier.push(i);
    }
  }
  let last = frontier[0] ?? 0;
  while (frontier.length) {
    const next: number[] = [];
    for (const i of frontier) {
      const r = Math.floor(i / cols), c = i % cols;
      for (const n of [r > 0 ? i - cols : -1, r < rows - 1 ? i + cols : -1, c > 0 ? i - 1 : -1, c < cols - 1 ? i + 1 : -1]) {
        if (n < 0 || grid[n] !== index || dist[n] !== -1) continue;
        dist[n] = dist[i]! + 1;
        next.push(n);
      }
    }
    if (next.length) last = next[Math.floor(next.length / 2)]!;
    frontier = next;
  }
  return [Math.floor(last / cols), last % cols];
}

// ---------------------------------------------------------------- the set

interface BoundaryFile {
  id: string;
  viewBox: string;
  districts: { code: string; name: string; path: string; labelX: number; labelY: number }[];
  insets?: { codes: string[]; x: number; y: number; width: number; height: number }[];
}

function build(id: string, config: SetConfig, files: string[]): BoundaryFile {
  const source = config.read(files);
  const codes = config.districts.map((d) => d.code);
  for (const code of codes) if (!source.some((p) => p.code === code)) throw new Error(`${id}: no polygon for district ${code} in the sources`);
  const project = projector(source.filter((p) => !config.insets?.some((i) => i.codes.includes(p.code))));
  const projected = source
    .filter((p) => codes.includes(p.code))
    .map((p) => ({ index: codes.indexOf(p.code), code: p.code, rings: p.rings.map((r) => r.map(project)) }));
  const insetCodes = new Set(config.insets?.flatMap((i) => i.codes) ?? []);
  const main = fit(projected.filter((p) => !insetCodes.has(p.code)), WIDTH - 2 * PAD, PAD, PAD);
  const height = Math.ceil(main.height + 2 * PAD);
  const groups: Group[] = [];
  const grid = (polys: { index: number; rings: Pt[][] }[], x: number, y: number, w: number, h: number, codesIn: string[], edgeFill = EDGE_FILL): Group => ({
    codes: codesIn,
    edgeFill,
    polys,
    x0: x - CELL * (edgeFill + 2),
    y0: y - CELL * (edgeFill + 2),
    cols: Math.ceil(w / CELL) + 2 * (edgeFill + 2),
    rows: Math.ceil(h / CELL) + 2 * (edgeFill + 2),
  });
  groups.push(grid(main.polys, PAD, PAD, WIDTH - 2 * PAD, main.height, codes.filter((c) => !insetCodes.has(c))));
  const insets: NonNullable<BoundaryFile['insets']> = [];
  for (const inset of config.insets ?? []) {
    const polys = projected.filter((p) => inset.codes.includes(p.code));
    const probe = fit(polys, inset.width - 2 * PAD, 0, 0);
    const h = Math.ceil(probe.height + 2 * PAD);
    const x = inset.corner.endsWith('left') ? 0 : WIDTH - inset.width;
    const y = inset.corner.startsWith('top') ? 0 : height - h;
    const placed = fit(polys, inset.width - 2 * PAD, x + PAD, y + PAD);
    // The box must sit over empty ground of the main map.
    for (const p of main.polys) for (const r of p.rings) for (const [px, py] of r) {
      if (px > x && px < x + inset.width && py > y && py < y + h) throw new Error(`${id}: the inset at ${inset.corner} covers district ${codes[p.index]}`);
    }
    insets.push({ codes: inset.codes, x, y, width: inset.width, height: h });
    groups.push(grid(placed.polys, x + PAD, y + PAD, inset.width - 2 * PAD, placed.height, inset.codes, inset.grow));
  }

  const ringsOut: Pt[][][] = codes.map(() => []);
  const labels: [number, number][] = codes.map(() => [0, 0]);
  for (const g of groups) {
    const cells = paint(g);
    fillGaps(cells, g.cols, g.rows, g.edgeFill);
    const indices = g.codes.map((c) => codes.indexOf(c));
    const traced = indices.map((i) => traceRings(cells, g.cols, g.rows, i));
    const simple = simplifyShared(cells, g.cols, g.rows, traced, config.tolerance / CELL);
    indices.forEach((i, n) => {
      // Grid corners (row, col) to viewBox integers (x, y).
      const rings = simple[n]!
        .map((ring) => {
          const pts: Pt[] = [];
          for (const [r, c] of ring) {
            const p: Pt = [Math.round(g.x0 + c * CELL), Math.round(g.y0 + r * CELL)];
            const prev = pts[pts.length - 1];
            if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) pts.push(p);
          }
          while (pts.length > 1 && key(pts[0]!) === key(pts[pts.length - 1]!)) pts.pop();
          return pts;
        })
        .filter((r) => r.length >= 3);
      const biggest = Math.max(...rings.map((r) => Math.abs(area(r))));
      ringsOut[i] = rings.filter((r) => Math.abs(area(r)) >= Math.min(config.minRingArea, biggest));
      const [lr, lc] = labelPoint(cells, g.cols, g.rows, i);
      const box = insets.find((b) => b.codes.includes(codes[i]!));
      // An inset's islands are too small to carry a label: it goes at the top of the box.
      labels[i] = box ? [Math.round(box.x + box.width / 2), box.y + 24] : [Math.round(g.x0 + (lc + 0.5) * CELL), Math.round(g.y0 + (lr + 0.5) * CELL)];
    });
  }

  return {
    id,
    viewBox: `0 0 ${WIDTH} ${height}`,
    districts: config.districts.map((d, i) => ({ code: d.code, name: d.name, path: pathData(ringsOut[i]!), labelX: labels[i]![0], labelY: labels[i]![1] })),
    ...(insets.length ? { insets } : {}),
  };
}

function main(argv: string[]): void {
  const at = argv.indexOf('--set');
  const id = at >= 0 ? argv[at + 1] : undefined;
  const files = argv.filter((a, i) => a !== '--set' && i !== at + 1);
  const config = id ? SETS[id] : undefined;
  if (!id || !config || files.length === 0) {
    console.error(`usage: npx node scripts/electionBoundaries.ts <source...> --set <${Object.keys(SETS).join('|')}>`);
    process.exit(2);
  }
  const result = build(id, config, files);
  const target = join(ROOT, 'src/domain/election/boundaries', `${id}.json`);
  const text = `${JSON.stringify(result)}\n`;
  writeFileSync(target, text);
  const points = result.districts.reduce((n, d) => n + (d.path.match(/[-\d]+/g)?.length ?? 0) / 2, 0);
  console.log(`${target}: ${result.districts.length} districts, ${Math.round(points)} points, ${Buffer.byteLength(text)} bytes`);
}

main(process.argv.slice(2));
