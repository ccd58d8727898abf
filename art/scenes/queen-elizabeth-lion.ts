import { cloud, mistBand } from '../primitives/atmosphere.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { hills } from '../primitives/land.ts'
import { lion } from '../primitives/lion.ts'
import { type Rng, f } from '../primitives/numbers.ts'
import { type Pt, limb, polyline } from '../primitives/paths.ts'
import { sky, sun } from '../primitives/sky.ts'
import { acacia, bush, roundTree } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

/** Points along one edge of a limb() (side 1 = upper/left of travel), to trace a rim light. */
function limbEdge(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w1: number,
  w2: number,
  bend: number,
  side: 1 | -1,
): Pt[] {
  const dx = x2 - x1
  const dy = y2 - y1
  const len = Math.hypot(dx, dy) || 1
  const nx = -dy / len
  const ny = dx / len
  const mx = (x1 + x2) / 2 + nx * bend
  const my = (y1 + y2) / 2 + ny * bend
  const wm = (w1 + w2) / 2
  const a: Pt = [x1 + (side * nx * w1) / 2, y1 + (side * ny * w1) / 2]
  const c: Pt = [mx + (side * nx * wm) / 2, my + (side * ny * wm) / 2]
  const b: Pt = [x2 + (side * nx * w2) / 2, y2 + (side * ny * w2) / 2]
  const out: Pt[] = []
  for (let i = 0; i <= 20; i++) {
    const t = i / 20
    out.push([
      (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * c[0] + t * t * b[0],
      (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * c[1] + t * t * b[1],
    ])
  }
  return out
}

export function queenElizabethLion(rng: Rng): string {
  // Ishasha at midday: a high sun, a pale sky, short shadows; the lions sleep out the heat up in a fig.
  let s = sky(
    [
      [0, '#5aa4d6'],
      [0.6, '#a9d3e8'],
      [1, '#e8f0dc'],
    ],
    640,
  )
  s += sun(1010, 74, 34, { core: '#fffbea', glow: '#fff3c4', glowRadius: 280, glowOpacity: 0.6 })
  s += cloud(rng, 1180, 250, 220, '#ffffff', 0.85, '#e2ecf0') + cloud(rng, 1400, 360, 150, '#ffffff', 0.7)
  s += hills(rng, { y: 585, amplitude: 50, wavelength: 700, fill: '#a4b8be' })
  s += hills(rng, { y: 610, amplitude: 18, wavelength: 400, fill: '#a9aa78' })
  s += plain(612, '#c8b868', '#8e8236')
  s += mistBand(560, 650, '#f4f0d8', 0.5, 0.55)
  // Open grassland dotted with acacias and figs, each standing on its own small noon shadow.
  let shadows = ''
  for (const [x, size] of [
    [1350, 60],
    [1500, 44],
    [1040, 40],
  ] as const) {
    s += acacia(rng, { x, y: 622, size, fill: '#6e7046' })
    shadows += `<ellipse cx="${x}" cy="624" rx="${f(size * 0.5)}" ry="3"/>`
  }
  s += roundTree(rng, { x: 1200, y: 626, size: 56, fill: '#5e6a40', crown: 0.8 })
  shadows += `<ellipse cx="1200" cy="628" rx="24" ry="3"/>`
  s += `<g fill="#4e4a22" opacity=".35">${shadows}</g>`
  // The sycamore fig: a short, massive, pale-barked trunk; one long, nearly level branch; a broad, dense crown.
  const bark = '#857860'
  const barkShade = '#5c5444'
  const barkLight = '#bcae8a'
  const leaf = '#3c5e2a'
  const leafLight = '#628c3c'
  const branch = [430, 610, 1290, 470, 104, 26, 30] as const
  // Trunk, buttresses and the limbs inside the crown are in its shade; the long branch reaches out into the light.
  let inner = limb(390, 905, 450, 570, 170, 110, -20)
  inner += 'M430 906L366 740C344 850 300 898 250 906ZM574 906C522 896 490 860 472 750L430 906Z'
  inner += limb(440, 600, 230, 300, 84, 24, 30)
  inner += limb(460, 590, 620, 270, 76, 22, -30)
  const sprouts = limb(560, 580, 760, 300, 34, 10, 10) + limb(880, 545, 960, 330, 24, 8, -10)
  let outer = limb(...branch)
  outer += limb(1150, 500, 1330, 420, 14, 5, 10)
  let crown = bush(rng, 420, 250, 780, 250, leaf, leafLight, 36)
  crown += bush(rng, 100, 330, 280, 140, leaf, leafLight, 10)
  crown += bush(rng, 790, 250, 340, 130, leaf, leafLight, 12)
  crown += bush(rng, 1000, 310, 300, 120, leaf, leafLight, 12)
  crown += bush(rng, 1320, 410, 160, 74, leaf, leafLight, 8)
  s += `<path d="${sprouts}" fill="${barkShade}"/><path d="${outer}" fill="${bark}"/><path d="${inner}" fill="${barkShade}"/>`
  s += crown
  const rim = limbEdge(...branch, -1).filter(([x]) => x > 470)
  s += `<path d="${polyline(rim, false)}" stroke="${barkLight}" stroke-width="5" fill="none" opacity=".8" stroke-linecap="round"/>`
  // Figs grow in clusters straight from the trunk and the big branches.
  let figs = ''
  for (const [x, y] of [
    [440, 690],
    [456, 702],
    [604, 600],
    [618, 608],
    [700, 584],
    [964, 540],
    [980, 534],
  ] as const)
    figs += `<circle cx="${x}" cy="${y}" r="5"/>`
  s += `<g fill="#c9a246">${figs}</g>`
  s += lion({ x: 760, y: 530, size: 300, fill: '#c48a4e', pose: 'branch' })
  s += lion({ x: 1130, y: 488, size: 160, fill: '#b98250', pose: 'branch', maned: false, flip: true })
  s += `<ellipse cx="420" cy="900" rx="520" ry="70" fill="#3a3a14" opacity=".3"/>`
  s += grass(rng, 0, 280, 700, 880, 16, 40, '#7c7632') + grass(rng, 560, W, 700, 880, 66, 40, '#7c7632')
  s += grassEdge(rng, 880, 50, '#55501e')
  return s
}
