import { cloudBand } from '../primitives/atmosphere.ts'
import { canoe } from '../primitives/boats.ts'
import { grass } from '../primitives/grasses.ts'
import type { Rng } from '../primitives/numbers.ts'
import { palm } from '../primitives/palms.ts'
import type { Pt } from '../primitives/paths.ts'
import { sky, sun } from '../primitives/sky.ts'
import { beach, foam, sunPath, surfEdge, water, waves } from '../primitives/water.ts'
import { SCENE_WIDTH as W } from './canvas.ts'

export function nyaliBeach(rng: Rng): string {
  let s = sky([
    [0, '#86bfe4'],
    [0.35, '#d8e2e6'],
    [0.5, '#fbe4cc'],
  ])
  s += sun(330, 380, 44, { core: '#fff6e0', glow: '#ffe2b8', glowRadius: 360, glowOpacity: 0.7 })
  s += cloudBand(rng, 700, 200, 520, 16, '#ffffff', 0.6) + cloudBand(rng, 1100, 290, 400, 12, '#fff0e0', 0.6)
  s += water(440, 520, [
    [0, '#3a86ae'],
    [1, '#3a9ab6'],
  ])
  s += sunPath(rng, 330, 446, 515, 120, '#fff0d0', 0.5)
  // The reef: a broken white line of surf offshore, calm lagoon inside.
  s += foam(rng, 520, 9, '#ffffff', 0.85, -20, W + 20, 4)
  s += water(526, 720, [
    [0, '#3fb8c0'],
    [0.6, '#6ad4c8'],
    [1, '#b6ecdc'],
  ])
  s += waves(rng, 0, W, 560, 690, 8, '#ffffff', 0.35, 34)
  const shore: Pt[] = [
    [-40, 700],
    [400, 686],
    [800, 700],
    [1200, 690],
    [1640, 676],
  ]
  s += surfEdge(
    rng,
    shore.map(([x, y]): Pt => [x, y - 12]),
    8,
    '#ffffff',
    0.75,
  )
  s += beach(shore, '#f2e2c2', '#dccaa6', 14)
  s += canoe(640, 650, 150, '#5a3a26', '#2a1a12', true)
  s += palm(rng, { x: 1300, y: 880, height: 560, lean: -160, fill: '#7a5a3c', frond: '#3a7a48' })
  s += palm(rng, { x: 1460, y: 900, height: 660, lean: -120, fill: '#6e5034', frond: '#2e6e40' })
  s += palm(rng, { x: 1180, y: 840, height: 380, lean: -60, fill: '#8a6a4a', frond: '#4a8a52' })
  s += palm(rng, { x: 90, y: 890, height: 520, lean: 150, fill: '#6e5034', frond: '#2e6e40' })
  s += grass(rng, 1100, W, 830, 900, 40, 30, '#6a8a4a')
  return s
}
