// The hex toolkit every board draws with, mirroring the Python geometry (src/dicelands/geometry/hexgrid.py and
// notation.py): axial cells [q, r] (q grows eastwards, r southwards), the six directions clockwise from north-east,
// neighbours and distance; cells, vertices and edges as the notation writes them ("(q,r)", the cells that meet
// joined by "/", north row first then west to east); and where things are drawn: a hex's centre in pixels and its
// corners, pointy-top (the boards; corner k at 60k - 30 degrees, k = 0 the upper right) or flat-top (corner k at 60k
// degrees, k = 0 the right), formatted as an SVG polygon's points or a path.

// ---- cells ---------------------------------------------------------------------------------------------------------
export const DIRECTIONS = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]];  // NE E SE SW W NW (hexgrid.py)
export const DIRECTION_NAMES = ["NE", "E", "SE", "SW", "W", "NW"];  // a hex's sides, in DIRECTIONS order
export const CORNER_NAMES = ["N", "NE", "SE", "S", "SW", "NW"];  // a pointy-top hex's corners, clockwise from the top

export const neighbour = ([q, r], direction) => [q + DIRECTIONS[direction][0], r + DIRECTIONS[direction][1]];
export const neighbours = (cell) => DIRECTIONS.map((_, direction) => neighbour(cell, direction));
export function distance([q1, r1], [q2, r2]) {
  const [dq, dr] = [q1 - q2, r1 - r2];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// every cell within `radius` of (0, 0), north row first and west to east in a row (hexgrid.disk)
export function disk(radius) {
  const cells = [];
  for (let r = -radius; r <= radius; r++) {
    for (let q = -radius; q <= radius; q++) if (Math.abs(q + r) <= radius) cells.push([q, r]);
  }
  return cells;
}

// ---- notation ------------------------------------------------------------------------------------------------------
const CELL = /\((-?\d+),(-?\d+)\)/g;
export const formatCell = ([q, r]) => `(${q},${r})`;
// every cell a text names, in its order: "(0,-1)/(1,-1)/(0,0)" gives three, "settle (2,0)" one
export const cellsOf = (text) => [...text.matchAll(CELL)].map((m) => [Number(m[1]), Number(m[2])]);
export const parseCell = (text) => cellsOf(text)[0];
const rowMajor = (a, b) => a[1] - b[1] || a[0] - b[0];
const joined = (cells) => cells.sort(rowMajor).map(formatCell).join("/");
// corner `corner` (an index into CORNER_NAMES) of `cell` as notation.format_vertex writes it: the 3 cells that meet
export const vertexText = (cell, corner) =>
  joined([cell, neighbour(cell, (corner + 5) % 6), neighbour(cell, corner)]);
// side `side` (an index into DIRECTION_NAMES) of `cell` as notation.format_edge writes it: the 2 cells it separates
export const edgeText = (cell, side) => joined([cell, neighbour(cell, side)]);

// ---- pixels --------------------------------------------------------------------------------------------------------
// The corners of a hex centred at (x, y) whose corners lie `size` from it (`squash` scales the height: a hex seen
// at a slant); pointy-top unless `flat`.
export function corners(x, y, size, { flat = false, squash = 1 } = {}) {
  const points = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (flat ? 60 * k : 60 * k - 30);
    points.push([x + size * Math.cos(angle), y + size * squash * Math.sin(angle)]);
  }
  return points;
}
// the two corners (indices into `corners`, pointy-top) that side `side` (a DIRECTIONS index) runs between; corner
// k of `corners` is CORNER_NAMES[(k + 1) % 6] (drawing starts at the upper right, as every board always has)
export const sideCorners = (side) => [(side + 5) % 6, side];
// coordinates to one decimal (the boards' hexes), or as computed when `digits` is null (small pictures)
const fixed = (digits) => ([x, y]) => (digits === null ? `${x},${y}` : `${x.toFixed(digits)},${y.toFixed(digits)}`);
export const pointsAttr = (points, digits = 1) => points.map(fixed(digits)).join(" ");  // <polygon points="...">
export const pathOf = (points, digits = 1) => `M${points.map(fixed(digits)).join("L")}Z`;  // <path d="...">

// A board of hexes of `size` (centre to corner): where a cell, a vertex and an edge are drawn, from cells or from
// the notation the options carry.
export function hexLayout(size, { flat = false } = {}) {
  const width = Math.sqrt(3) * size;  // a pointy-top hex's width, a flat-top hex's height
  const centre = flat ? ([q, r]) => [1.5 * size * q, width * (r + q / 2)]
    : ([q, r]) => [width * (q + r / 2), 1.5 * size * r];
  const mean = (points) => [0, 1].map((i) => points.reduce((sum, p) => sum + p[i], 0) / points.length);
  // the point where the cells of a vertex meet is their centres' mean; an edge runs across its cells' centre line
  const vertexPoint = (text) => mean(cellsOf(text).map(centre));
  function edgeEnds(text) {
    const [a, b] = cellsOf(text).map(centre);
    const [mx, my] = mean([a, b]);
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length = Math.hypot(dx, dy);
    const [px, py] = [-dy / length * size / 2, dx / length * size / 2];
    return [[mx + px, my + py], [mx - px, my - py]];
  }
  const cornersOf = (cell, inset = 0) => corners(...centre(cell), size - inset, { flat });
  return { size, width, centre, vertexPoint, edgeEnds, corners: cornersOf };
}
