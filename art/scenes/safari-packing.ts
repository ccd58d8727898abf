import { leafSpray } from '../primitives/forest.ts'
import { binocularsFromAbove, bootsFromAbove, cameraFromAbove, hatFromAbove } from '../primitives/gear.ts'
import type { Rng } from '../primitives/numbers.ts'
import { defs, linearGradient, rect } from '../primitives/svg.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function safariPacking(rng: Rng): string {
  // Canvas: a warm cloth with a faint weave and soft folds.
  let s = rect(0, 0, W, H, '#d9c7a2')
  let weave = ''
  for (let y = 0; y < H; y += 6) weave += `M0 ${y}H${W}`
  let warp = ''
  for (let x = 0; x < W; x += 6) warp += `M${x} 0V${H}`
  s += `<path d="${weave}" stroke="#b8a47e" stroke-width="1" opacity=".35"/><path d="${warp}" stroke="#efe2c4" stroke-width="1" opacity=".25"/>`
  const fold = 'fold'
  s += defs(
    linearGradient(
      fold,
      [
        [0, '#000', 0],
        [0.45, '#000', 0.08],
        [0.5, '#fff', 0.12],
        [0.55, '#000', 0],
      ],
      0,
      0,
      1,
      0.2,
    ),
  )
  s += `<rect width="${W}" height="${H}" fill="url(#${fold})"/>`
  const c = {
    khaki: '#c4ad7e',
    olive: '#6e6e3e',
    leather: '#8a5630',
    dark: '#2e2c2a',
    metal: '#a6a49c',
    shadow: '#3a2a18',
  }
  // A folded map with a dotted route.
  s +=
    `<g transform="rotate(-8 360 300)"><rect x="200" y="170" width="330" height="250" fill="#3a2a18" opacity=".2" transform="translate(10 12)"/>` +
    `<rect x="200" y="170" width="330" height="250" fill="#efe4c8"/><path d="M310 170V420M420 170V420M200 295H530" stroke="#c8b890" stroke-width="2"/>` +
    `<path d="M230 380C270 330 300 350 340 300S420 230 480 210" stroke="#c0392b" stroke-width="3" stroke-dasharray="8 7" fill="none"/>` +
    `<path d="M210 240C260 250 280 200 330 220S420 280 520 250" stroke="#7aa0b8" stroke-width="6" fill="none" opacity=".7"/>` +
    `<path d="M440 330c20 -30 60 -20 70 10c-20 20 -50 30 -70 -10Z" fill="#a8bc7a" opacity=".8"/><circle cx="480" cy="210" r="7" fill="#c0392b"/></g>`
  s += hatFromAbove(640, 380, 200, c)
  s += bootsFromAbove(1080, 420, 420, 12, c)
  s += binocularsFromAbove(430, 690, 190, -28, c)
  s += cameraFromAbove(800, 700, 230, 8, c)
  // Notebook, pencil, compass, sunglasses, water bottle.
  s += `<g transform="rotate(10 1350 220)"><rect x="1270" y="110" width="170" height="220" rx="6" fill="#3a2a18" opacity=".22" transform="translate(8 10)"/><rect x="1270" y="110" width="170" height="220" rx="6" fill="#5a3e28"/><rect x="1282" y="110" width="12" height="220" fill="#4a3220"/><rect x="1420" y="110" width="8" height="220" fill="#c0392b"/></g>`
  s += `<path d="M1290 420L1450 360" stroke="#3a2a18" stroke-width="9" stroke-linecap="round" opacity=".2" transform="translate(6 8)"/><path d="M1290 420L1432 366" stroke="#e8b84a" stroke-width="9" stroke-linecap="round"/><path d="M1432 366L1450 360" stroke="#3a3026" stroke-width="5" stroke-linecap="round"/>`
  s += `<circle cx="1246" cy="700" r="62" fill="#3a2a18" opacity=".22"/><circle cx="1240" cy="690" r="62" fill="#b8863a"/><circle cx="1240" cy="690" r="50" fill="#f4ecd8"/><path d="M1240 650L1250 690L1240 730L1230 690Z" fill="#c0392b"/><path d="M1240 690L1250 690L1240 730L1230 690Z" fill="#2e2c2a"/><circle cx="1240" cy="690" r="5" fill="#2e2c2a"/>`
  s += `<g transform="rotate(-12 1000 820)"><path d="M920 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0ZM1010 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0Z" fill="#3a2a18" opacity=".22" transform="translate(6 8)"/><path d="M920 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0ZM1010 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0Z" fill="#1e2a30"/><path d="M990 796q10 -10 20 0" stroke="#8a6a3a" stroke-width="5" fill="none"/><path d="M934 788q20 -10 40 0" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/><path d="M1024 788q20 -10 40 0" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/></g>`
  s += `<g transform="rotate(20 240 470)"><rect x="200" y="440" width="80" height="200" rx="30" fill="#3a2a18" opacity=".22" transform="translate(8 10)"/><rect x="200" y="440" width="80" height="200" rx="30" fill="#3e7a72"/><rect x="218" y="420" width="44" height="30" rx="8" fill="#2e2c2a"/><rect x="212" y="470" width="12" height="150" rx="6" fill="#fff" fill-opacity=".2"/></g>`
  // A sprig of acacia leaves and a few thorns, as a natural touch.
  s += leafSpray(rng, 1440, 880, 90, -80, -10, 5, '#7a8a4a')
  s += leafSpray(rng, 150, 80, 80, 100, 170, 4, '#7a8a4a')
  return s
}
