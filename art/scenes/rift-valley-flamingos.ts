import { mistBand } from '../primitives/atmosphere.ts'
import { flamingo, flamingoFlyingShape } from '../primitives/flamingo.ts'
import { herd, scatter } from '../primitives/herds.ts'
import { ground } from '../primitives/land.ts'
import { mountain } from '../primitives/mountains.ts'
import { type Rng, between, f } from '../primitives/numbers.ts'
import { type Pt, polyline, ridgeLine } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'
import { place } from '../primitives/svg.ts'
import { acacia } from '../primitives/trees.ts'
import { foam, ripples, shimmer, water } from '../primitives/water.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function riftValleyFlamingos(rng: Rng): string {
  let s = sky([
    [0, '#8fbcda'],
    [0.5, '#dfe6e0'],
    [0.62, '#f2e6d8'],
  ])
  // The escarpment: a great fault wall falling from the left to the lake.
  const top = ridgeLine(rng, [-40, 250], [780, 300], 18, 5)
  const face: Pt[] = [...top, [900, 470], [1000, 520], [1640, 520], [1640, 900], [-40, 900]]
  s += `<path d="${polyline(face)}" fill="#a2928a"/>`
  const face2: Pt[] = [
    [-40, 330],
    ...ridgeLine(rng, [-40, 330], [700, 380], 14, 4),
    [860, 500],
    [1640, 530],
    [1640, 900],
    [-40, 900],
  ]
  s += `<path d="${polyline(face2)}" fill="#8e7c70"/>`
  s += `<path d="M120 270L96 520M300 280L268 520M480 290L440 520M650 300L610 520" stroke="#6e5e56" stroke-width="6" opacity=".14"/>`
  s += mountain(rng, { x: 1400, baseY: 522, width: 700, height: 70, fill: '#b4b4c0', roughness: 10 })
  s += mistBand(420, 560, '#f2e8dc', 0.75, 0.6)
  s += ground(
    [
      [-40, 520],
      [400, 515],
      [900, 522],
      [1640, 520],
    ],
    '#7a8a52',
  )
  // The soda lake.
  s += water(535, H, [
    [0, '#c8dcd8'],
    [0.5, '#a8c8c6'],
    [1, '#8ab0b0'],
  ])
  s += foam(rng, 540, 8, '#f4efe6', 0.8)
  // A pink band of thousands, then a near flock.
  let band = ''
  let necks = ''
  for (let i = 0; i < 650; i++) {
    const y = between(rng, 556, 610)
    const x = between(rng, -10, W + 10)
    const r = 1.4 + (y - 556) * 0.045
    band += `M${f(x)} ${f(y)}a${f(r * 1.3)} ${f(r * 0.75)} 0 1 0 ${f(r * 2.6)} 0a${f(r * 1.3)} ${f(r * 0.75)} 0 1 0 ${f(-r * 2.6)} 0Z`
    if (i % 2) necks += `M${f(x + r * 2.4)} ${f(y)}v${f(-r * 2.6)}`
  }
  s += `<path d="${band}" fill="#f08aa0" opacity=".85"/><path d="${necks}" stroke="#f08aa0" stroke-width="1.2" opacity=".8"/>`
  s += foam(rng, 612, 6, '#fbd8de', 0.6)
  s += herd(
    'flamingo',
    scatter(rng, {
      x0: -20,
      x1: W + 20,
      yFar: 630,
      yNear: 700,
      count: 110,
      sizeFar: 34,
      sizeNear: 60,
      flipShare: 0.5,
      farBias: 1.4,
    }),
    '#f4a2b0',
  )
  s += shimmer(rng, 0, W, 700, 890, 60, '#eef6f6', 0.45, 60)
  s += flamingo({ x: 700, y: 842, size: 200, fill: '#f5a0b0' })
  s += flamingo({ x: 860, y: 856, size: 230, fill: '#f5a0b0', flip: true })
  s += flamingo({ x: 1010, y: 836, size: 190, fill: '#f5a0b0' })
  for (const [x, y] of [
    [700, 844],
    [860, 858],
    [1010, 838],
  ] as const)
    s += ripples(x, y, 40, '#eef6f6', 0.6, 2)
  let flyers = ''
  for (const [x, y, sc] of [
    [980, 200, 1.1],
    [1080, 170, 0.9],
    [1160, 230, 1],
    [1250, 190, 0.8],
    [1330, 250, 0.7],
  ] as const)
    flyers += place(x, y, sc, flamingoFlyingShape(), false, ' fill="#f29aaa"')
  s += flyers
  // Yellow fever trees on the shore edges.
  s += acacia(rng, { x: 120, y: 800, size: 320, fill: '#7a8a34', light: '#c8c45a' })
  s += acacia(rng, { x: 1490, y: 810, size: 340, fill: '#7a8a34', light: '#c8c45a' })
  return s
}
