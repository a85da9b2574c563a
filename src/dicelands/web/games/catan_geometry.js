// The geometry both Catan boards share (pointy-top hexes of `size`, from the hex toolkit ../hex.js): where a hex, an
// intersection and a path are drawn from the notation the options carry ("(q,r)", "(a,b)/(c,d)/(e,f)", "(a,b)/(c,d)"),
// and the rings that show the other seats' last moves until you decide again.
import { svg } from "../common.js";
import { cellsOf as cells, hexLayout, pointsAttr } from "../hex.js";

export function hexGeometry(size) {
  const layout = hexLayout(size);
  const { centre, vertexPoint, edgeEnds } = layout;
  // a path glows yellow, an intersection or a hex is ringed in the mover's colour; clicks pass through
  function recentMarks(recent, colours) {
    return (recent || []).flatMap((entry) => {
      const place = /\(-?\d+,-?\d+\)(\/\(-?\d+,-?\d+\))*/.exec(entry.action || "");
      if (!place) return [];
      const points = cells(place[0]);
      if (points.length === 2) {
        const [[x1, y1], [x2, y2]] = edgeEnds(place[0]);
        return [svg("line", { x1, y1, x2, y2, stroke: "#ffeb3b", "stroke-width": 13, "stroke-opacity": 0.7,
          "stroke-linecap": "round", class: "recent", style: "pointer-events:none" })];
      }
      const [x, y] = points.length === 3 ? vertexPoint(place[0]) : centre(points[0]);
      return [svg("circle", { cx: x, cy: y, r: points.length === 3 ? 13 : size * 0.8, fill: "none",
        stroke: colours[entry.seat] || "#000", "stroke-width": 4, "stroke-dasharray": "4 2", class: "recent",
        style: "pointer-events:none" })];
    });
  }
  return { cells, centre, vertexPoint, edgeEnds, recentMarks, hexPoints: (cell) => pointsAttr(layout.corners(cell)),
    width: layout.width };
}
