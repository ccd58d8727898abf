import { dust } from '../primitives/atmosphere.ts'
import { grass } from '../primitives/grasses.ts'
import { type Placement, column, herd, scatter } from '../primitives/herds.ts'
import { ground, hills } from '../primitives/land.ts'
import { type Rng, between, f } from '../primitives/numbers.ts'
import { type Pt, smoothPath } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'
import { foam, splash, water, waves } from '../primitives/water.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function maraRiverCrossing(rng: Rng): string {
  let s = sky([
    [0, '#a9c2cc'],
    [0.22, '#dcd4bc'],
    [0.34, '#ecd8b2'],
  ])
  s += hills(rng, { y: 235, amplitude: 16, wavelength: 600, fill: '#bcae8e' })
  s += ground(
    [
      [-40, 250],
      [500, 246],
      [1100, 252],
      [1640, 244],
    ],
    '#c8ac76',
  )
  // The herd massing on the far bank, dust rising.
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: -20,
      x1: W + 20,
      yFar: 254,
      yNear: 292,
      count: 120,
      sizeFar: 16,
      sizeNear: 30,
      flipShare: 0.85,
    }),
    '#4e4440',
  )
  s += dust(rng, 0, W, 270, 12, 80, '#eed8ae', 0.45)
  // Far bank: a steep, eroded earth cliff with a trampled ramp down to the water.
  const bank: Pt[] = [
    [-40, 300],
    [300, 296],
    [620, 304],
    [900, 300],
    [1200, 296],
    [1640, 302],
  ]
  s += ground(bank, '#9a6c44')
  let strata = ''
  for (let i = 0; i < 6; i++) {
    const y = 326 + i * 26
    const pts: Pt[] = []
    for (let x = -40; x <= 1680; x += 200) pts.push([x, y + between(rng, -8, 8)])
    strata += smoothPath(pts)
  }
  let gullies = ''
  for (let i = 0; i < 24; i++) {
    const x = between(rng, 0, W)
    gullies += `M${f(x)} ${f(between(rng, 300, 340))}l${f(between(rng, -12, 12))} ${f(between(rng, 60, 150))}`
  }
  s += `<path d="${strata}" stroke="#6e4a2e" stroke-width="4" opacity=".18" fill="none"/><path d="${gullies}" stroke="#6a4428" stroke-width="7" opacity=".22" stroke-linecap="round" fill="none"/>`
  s += `<path d="M-40 298C400 292 1200 292 1640 298L1640 306C1200 300 400 300 -40 306Z" fill="#d4ad7a" opacity=".6"/>`
  s += `<path d="M180 300L420 300L700 470L520 470Z" fill="#c09468" opacity=".7"/>`
  s += herd(
    'wildebeest',
    column(
      rng,
      [
        [260, 318],
        [420, 370],
        [560, 430],
        [620, 462],
      ],
      (y) => 40 + (y - 300) * 0.25,
      0.9,
      2,
      1,
    ),
    '#3e3430',
  )
  // The river, muddy and churned.
  s += water(468, H, [
    [0, '#9a8a62'],
    [0.4, '#7c7452'],
    [1, '#55553a'],
  ])
  s +=
    `<rect y="468" width="${W}" height="10" fill="#4a3a26" opacity=".35"/>` +
    foam(rng, 478, 6, '#efe6cc', 0.6)
  s += waves(rng, 0, W, 500, 880, 11, '#e6dcc0', 0.35, 50)
  // Leapers launching off the bank.
  s += splash(rng, 880, 520, 120, '#f6f0e2', 0.85) + splash(rng, 1120, 506, 100, '#f6f0e2', 0.85)
  s += herd(
    'wildebeest-leap',
    [
      { x: 980, y: 470, size: 190, flip: true },
      { x: 1220, y: 440, size: 160, flip: true },
      { x: 760, y: 484, size: 150, flip: true },
    ],
    '#3a302c',
  )
  // Swimmers: heads and horns above the water, each with its wake.
  const swimmers: Placement[] = []
  for (let i = 0; i < 22; i++) {
    const t = i / 21
    const x = 1300 - t * 1000 + between(rng, -50, 50)
    const y = 540 + t * 260 + between(rng, -20, 20)
    swimmers.push({ x, y, size: 70 + (y - 520) * 0.42, flip: true })
  }
  let wakes = ''
  for (const p of swimmers) {
    const w = p.size * 0.6
    wakes += `M${f(p.x - w * 0.2)} ${f(p.y)}L${f(p.x + w * 1.3)} ${f(p.y - w * 0.12)}L${f(p.x + w * 1.3)} ${f(p.y + w * 0.1)}Z`
  }
  s += `<path d="${wakes}" fill="#f2ead4" opacity=".45"/>`
  for (const p of swimmers.filter((_, i) => i % 3 === 0))
    s += splash(rng, p.x - p.size * 0.25, p.y, p.size * 0.3, '#f2ead4', 0.6)
  s += herd('wildebeest-swim', swimmers, '#2e2622')
  s += splash(rng, 620, 560, 90, '#f6f0e2', 0.8)
  // Near bank, bottom left, where the first are scrambling out.
  s += ground(
    [
      [-40, 770],
      [160, 752],
      [360, 800],
      [470, 900],
    ],
    '#6a4a30',
  )
  s += herd('wildebeest', [{ x: 150, y: 790, size: 150, flip: true }], '#2e2622')
  s += grass(rng, 0, 380, 800, 895, 40, 40, '#4a3a22')
  return s
}
