// Plane geometry in the drawing's units, for laying out labels: boxes, segments, rings.

export type Point = [number, number]
export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}
export type Segment = [Point, Point]

export const round = (value: number) => Math.round(value * 10) / 10

export function ringArea(points: Point[]): number {
  let area = 0
  points.forEach(([x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length] ?? [x, y]
    area += x * ny - nx * y
  })
  return area / 2
}

/** How much two rectangles overlap, in square units. */
export function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  return width > 0 && height > 0 ? width * height : 0
}

export function segmentsCross([a, b]: Segment, [c, d]: Segment): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]))
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
}

export const insideRect = ([x, y]: Point, r: Rect) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1

export function rectCorners(r: Rect): Point[] {
  return [
    [r.x0, r.y0],
    [r.x1, r.y0],
    [r.x1, r.y1],
    [r.x0, r.y1],
  ]
}

export function segmentHitsRect(segment: Segment, r: Rect): boolean {
  if (insideRect(segment[0], r) || insideRect(segment[1], r)) return true
  const corners = rectCorners(r)
  return corners.some((corner, index) => segmentsCross(segment, [corner, corners[(index + 1) % 4] ?? corner]))
}

export function pointToSegment([x, y]: Point, [[ax, ay], [bx, by]]: Segment): number {
  const length = (bx - ax) ** 2 + (by - ay) ** 2
  const t = length ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length)) : 0
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)))
}

export function rectToRect(a: Rect, b: Rect): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1)
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1)
  return Math.hypot(dx, dy)
}

export function rectToSegment(r: Rect, segment: Segment): number {
  if (segmentHitsRect(segment, r)) return 0
  const ends = segment.map(([x, y]) => rectToRect(r, { x0: x, y0: y, x1: x, y1: y }))
  return Math.min(...ends, ...rectCorners(r).map((corner) => pointToSegment(corner, segment)))
}

export const grown = (r: Rect, by: number): Rect => ({
  x0: r.x0 - by,
  y0: r.y0 - by,
  x1: r.x1 + by,
  y1: r.y1 + by,
})

/** Whether a point lies inside rings (even-odd, so holes count as outside). */
export function insideRings([x, y]: Point, rings: Point[][]): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Point
      const [xj, yj] = ring[j] as Point
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}
