// Safari gear seen from above, for flat-lay pictures.

import { mix } from './color.ts'
import { f, f3 } from './numbers.ts'

export interface GearColors {
  khaki: string
  olive: string
  leather: string
  dark: string
  metal: string
  shadow: string
}

/** A soft drop shadow under a flat-lay object: the same shapes, offset and darkened. */
function withShadow(shapes: string, shadow: string, dx = 10, dy = 12): string {
  const silhouette = shapes
    .replace(/fill="(?!none)[^"]*"/g, '')
    .replace(/stroke="[^"]*"/g, `stroke="${shadow}"`)
    .replace(/ (fill|stroke)-opacity="[^"]*"/g, '')
  return `<g transform="translate(${dx} ${dy})" fill="${shadow}" opacity=".28">${silhouette}</g>${shapes}`
}

/** A bush hat from above: wide brim, crown, band. */
export function hatFromAbove(x: number, y: number, r: number, c: GearColors): string {
  const shapes =
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.khaki}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.96)}" fill="none" stroke="${mix(c.khaki, '#000000', 0.15)}" stroke-width="${f(r * 0.012)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.03)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.56)}" ry="${f(r * 0.5)}" fill="${mix(c.khaki, '#000000', 0.2)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.5)}" ry="${f(r * 0.44)}" fill="${c.olive}"/>` +
    `<ellipse cx="${f(x - r * 0.04)}" cy="${f(y - r * 0.04)}" rx="${f(r * 0.42)}" ry="${f(r * 0.36)}" fill="${mix(c.khaki, '#ffffff', 0.1)}"/>` +
    `<path d="M${f(x)} ${f(y - r * 0.36)}Q${f(x + r * 0.06)} ${f(y)} ${f(x)} ${f(y + r * 0.36)}" stroke="${mix(c.khaki, '#000000', 0.18)}" stroke-width="${f(r * 0.03)}" fill="none"/>`
  return withShadow(shapes, c.shadow)
}

/** Binoculars from above: two barrels, eyecups, hinge, strap. */
export function binocularsFromAbove(
  x: number,
  y: number,
  size: number,
  angle: number,
  c: GearColors,
): string {
  const s = size / 100
  const inner =
    `<path d="M-46 -30C-60 10 -20 60 30 70" stroke="${c.leather}" stroke-width="6" fill="none" transform="translate(-10 0)"/>` +
    `<rect x="-40" y="-48" width="30" height="70" rx="8" fill="${c.dark}"/><rect x="10" y="-48" width="30" height="70" rx="8" fill="${c.dark}"/>` +
    `<rect x="-42" y="-52" width="34" height="20" rx="6" fill="${mix(c.dark, '#000000', 0.3)}"/><rect x="8" y="-52" width="34" height="20" rx="6" fill="${mix(c.dark, '#000000', 0.3)}"/>` +
    `<rect x="-12" y="-30" width="24" height="40" rx="6" fill="${c.metal}"/><circle cx="0" cy="-20" r="7" fill="${mix(c.metal, '#000000', 0.3)}"/>` +
    `<rect x="-36" y="20" width="22" height="22" rx="10" fill="${mix(c.dark, '#000000', 0.45)}"/><rect x="14" y="20" width="22" height="22" rx="10" fill="${mix(c.dark, '#000000', 0.45)}"/>` +
    `<rect x="-36" y="-40" width="6" height="50" rx="3" fill="#fff" fill-opacity=".12"/><rect x="14" y="-40" width="6" height="50" rx="3" fill="#fff" fill-opacity=".12"/>`
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${inner}</g>`,
    c.shadow,
  )
}

/** A pair of leather boots from above, laced. */
export function bootsFromAbove(x: number, y: number, size: number, angle: number, c: GearColors): string {
  const boot = (dx: number, mirror: boolean): string => {
    const sole =
      'M0 -100C22 -100 30 -80 30 -50C30 -20 24 10 26 40C28 70 18 96 0 96C-18 96 -26 72 -24 40C-22 10 -30 -20 -30 -50C-30 -80 -22 -100 0 -100Z'
    let laces = ''
    for (let i = 0; i < 6; i++) {
      const ly = -10 + i * 12
      laces += `M-9 ${ly}L9 ${ly + 10}M9 ${ly}L-9 ${ly + 10}`
    }
    return (
      `<g transform="translate(${dx} 0) scale(${mirror ? -1 : 1} 1)">` +
      `<path d="${sole}" fill="${mix(c.leather, '#000000', 0.35)}"/>` +
      `<path d="M0 -92C18 -92 24 -76 24 -50C24 -20 19 10 21 40C22 62 15 84 0 84C-15 84 -21 62 -19 40C-18 10 -24 -20 -24 -50C-24 -76 -18 -92 0 -92Z" fill="${c.leather}"/>` +
      `<path d="M-16 -16C-12 -26 12 -26 16 -16L16 70C12 82 -12 82 -16 70Z" fill="${mix(c.leather, '#000000', 0.22)}"/>` +
      `<ellipse cx="0" cy="72" rx="14" ry="10" fill="${mix(c.leather, '#000000', 0.6)}"/>` +
      `<path d="${laces}" stroke="${c.khaki}" stroke-width="2.4"/>` +
      `<path d="M-20 -60C-16 -84 16 -84 20 -60" stroke="#fff" stroke-opacity=".18" stroke-width="5" fill="none"/>` +
      `</g>`
    )
  }
  const s = size / 200
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${boot(-36, false)}${boot(36, true)}</g>`,
    c.shadow,
  )
}

/** A camera from above: body, lens barrel, dials, strap. */
export function cameraFromAbove(x: number, y: number, size: number, angle: number, c: GearColors): string {
  const s = size / 100
  const inner =
    `<path d="M-56 -6C-90 20 -80 70 -40 80C0 90 40 80 60 50" stroke="${c.olive}" stroke-width="7" fill="none"/>` +
    `<rect x="-60" y="-28" width="120" height="40" rx="8" fill="${c.dark}"/>` +
    `<rect x="-24" y="10" width="48" height="56" rx="4" fill="${mix(c.dark, '#000000', 0.25)}"/>` +
    `<rect x="-26" y="52" width="52" height="18" rx="4" fill="${mix(c.dark, '#000000', 0.45)}"/>` +
    `<path d="M-24 22L24 22M-24 30L24 30M-24 38L24 38" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>` +
    `<rect x="-14" y="-40" width="28" height="14" rx="3" fill="${mix(c.dark, '#000000', 0.2)}"/>` +
    `<circle cx="-40" cy="-14" r="9" fill="${c.metal}"/><circle cx="-40" cy="-14" r="5" fill="${mix(c.metal, '#000000', 0.3)}"/>` +
    `<circle cx="38" cy="-14" r="7" fill="${c.metal}"/><rect x="26" y="-4" width="20" height="6" rx="3" fill="#c0392b"/>` +
    `<rect x="-58" y="-26" width="116" height="6" rx="3" fill="#fff" fill-opacity=".1"/>`
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${inner}</g>`,
    c.shadow,
  )
}
