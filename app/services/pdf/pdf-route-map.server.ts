import { rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { RouteMap } from '~/lib/route-map/drawing'
import { ACCENT, INK, settable } from './pdf-ink.server'

// A trip's route map on a PDF's page (docs/product.md, "The PDF"): the same drawing as the page's
// (components/route-map.tsx), as lines and type rather than a picture, so it is sharp and small.

/** The route map's colours, the page's own (components/route-map.tsx) in print */
const MAP = {
  sea: rgb(0.91, 0.93, 0.9),
  land: rgb(0.98, 0.96, 0.91),
  border: rgb(0.75, 0.78, 0.74),
  visited: rgb(0.96, 0.91, 0.8),
  visitedBorder: rgb(0.7, 0.55, 0.35),
  label: rgb(0.5, 0.36, 0.2),
  badge: rgb(0.15, 0.28, 0.18),
}

const viewBoxOf = (map: RouteMap) => {
  const [left = 0, top = 0, width = map.width, height = map.height] = map.viewBox.split(/\s+/).map(Number)
  return { left, top, width, height }
}

/** How tall the map is when drawn `width` points wide. */
export const mapHeight = (map: RouteMap, width: number) => {
  const box = viewBoxOf(map)
  return (box.height * width) / box.width
}

/** Draws the map with its top left corner at `frame`'s x and y (points), `frame.width` wide. */
export function drawRouteMap(
  page: PDFPage,
  bold: PDFFont,
  map: RouteMap,
  frame: { x: number; y: number; width: number },
) {
  const { left: left0, top: top0, width: boxWidth, height: boxHeight } = viewBoxOf(map)
  const width = frame.width
  const scale = width / boxWidth
  const height = boxHeight * scale
  const x0 = frame.x
  const y0 = frame.y
  const at = (x: number, y: number) => ({ x: x0 + (x - left0) * scale, y: y0 - (y - top0) * scale })
  page.drawRectangle({ x: x0, y: y0 - height, width, height, color: MAP.sea })
  for (const country of map.countries)
    page.drawSvgPath(country.d, {
      x: x0 - left0 * scale,
      y: y0 + top0 * scale,
      scale,
      color: country.visited ? MAP.visited : MAP.land,
      borderColor: country.visited ? MAP.visitedBorder : MAP.border,
      borderWidth: (country.visited ? 1.2 : 0.8) * scale,
    })
  for (const label of map.labels) {
    const size = map.sizes.country * scale
    const text = settable(bold, label.name.toUpperCase())
    const point = at(label.x, label.y)
    page.drawText(text, {
      x: point.x - bold.widthOfTextAtSize(text, size) / 2,
      y: point.y - size * 0.35,
      size,
      font: bold,
      color: MAP.label,
    })
  }
  if (map.route)
    page.drawSvgPath(map.route, {
      x: x0 - left0 * scale,
      y: y0 + top0 * scale,
      scale,
      borderColor: ACCENT,
      borderWidth: 3 * scale,
      borderDashArray: [9 * scale, 7 * scale],
    })
  for (const marker of map.markers) {
    const place = at(marker.x, marker.y)
    if (marker.leader) {
      page.drawLine({
        start: place,
        end: at(marker.leader.x, marker.leader.y),
        thickness: 1.5 * scale,
        color: INK,
      })
      page.drawCircle({ ...place, size: map.sizes.dot * scale, color: ACCENT })
    }
    for (const badge of marker.badges) {
      const centre = at(badge.x, badge.y)
      const size = map.sizes.number * scale
      const number = String(badge.n)
      page.drawCircle({
        ...centre,
        size: map.sizes.badge * scale,
        color: MAP.badge,
        borderColor: rgb(1, 1, 1),
        borderWidth: 2 * scale,
      })
      page.drawText(number, {
        x: centre.x - bold.widthOfTextAtSize(number, size) / 2,
        y: centre.y - size * 0.35,
        size,
        font: bold,
        color: rgb(1, 1, 1),
      })
    }
    const size = map.sizes.name * scale
    const name = settable(bold, marker.place)
    const start = at(marker.text.x, marker.text.y)
    page.drawText(name, {
      x: marker.text.anchor === 'end' ? start.x - bold.widthOfTextAtSize(name, size) : start.x,
      y: start.y,
      size,
      font: bold,
      color: INK,
    })
  }
}
