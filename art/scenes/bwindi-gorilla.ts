import { gorilla } from '../primitives/apes.ts'
import { lightRays, mistBand } from '../primitives/atmosphere.ts'
import { canopy, fernClump, forestTrunks, leafSpray, vines } from '../primitives/forest.ts'
import { ground } from '../primitives/land.ts'
import { type Rng, between } from '../primitives/numbers.ts'
import { sky } from '../primitives/sky.ts'
import { bush } from '../primitives/trees.ts'
import { SCENE_WIDTH as W } from './canvas.ts'

export function bwindiGorilla(rng: Rng): string {
  let s = sky([
    [0, '#d3dcc8'],
    [0.6, '#e2e8d8'],
    [1, '#cdd7c0'],
  ])
  // Far: pale crowns and trunks, nearly lost in the mist.
  s += canopy(rng, 50, 70, 80, '#c2ceb6', 900)
  s += forestTrunks(rng, 18, 900, 900, 11, '#b4c2a8')
  for (let i = 0; i < 9; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 160, 480),
      between(rng, 160, 280),
      between(rng, 90, 150),
      '#b2c1a5',
    )
  s += mistBand(120, 900, '#e4eadb', 0.65, 0.5)
  // Middle: darker trunks with foliage clumps and hanging lianas.
  s += forestTrunks(rng, 11, 900, 900, 22, '#96aa8a')
  for (let i = 0; i < 10; i++)
    s += bush(
      rng,
      between(rng, -50, W + 50),
      between(rng, 80, 420),
      between(rng, 200, 340),
      between(rng, 100, 170),
      '#8da283',
      '#a2b597',
    )
  s += vines(rng, 9, 0, W, 60, 360, '#879c7d')
  s += mistBand(320, 860, '#dde5d2', 0.7, 0.55)
  s += lightRays(1180, -80, [-38, -30, -22, -14], 1050, 55, '#fffbe0', 0.3)
  // Near: mossy trunks and heavy foliage framing the edges.
  s += forestTrunks(rng, 3, 880, 900, 50, '#566f4b', 0, 380)
  s += forestTrunks(rng, 3, 880, 900, 46, '#566f4b', 1220, W)
  s +=
    bush(rng, 120, 80, 520, 260, '#3e5a36', '#58764a', 22) +
    bush(rng, 1480, 60, 560, 260, '#3e5a36', '#58764a', 22)
  s += vines(rng, 5, 1150, W, 60, 460, '#47623f') + vines(rng, 4, 0, 440, 60, 400, '#47623f')
  s += ground(
    [
      [-40, 760],
      [300, 742],
      [700, 772],
      [1100, 752],
      [1640, 770],
    ],
    '#4a6a3e',
  )
  s += fernClump(rng, 540, 800, 250, '#5d8a48', 7)
  s += fernClump(rng, 1060, 810, 260, '#5d8a48', 7)
  s += gorilla({ x: 760, y: 812, size: 430, fill: '#1f1d1c', silver: '#a4a8a6' })
  s += fernClump(rng, 620, 890, 210, '#3e6a34', 6)
  s += fernClump(rng, 950, 900, 220, '#3e6a34', 6)
  s += fernClump(rng, 220, 910, 330, '#2c4f28', 8)
  s += fernClump(rng, 1390, 910, 330, '#2c4f28', 8)
  s += leafSpray(rng, -20, 180, 240, 100, 160, 5, '#2f4f2a')
  s += leafSpray(rng, W + 20, 150, 260, -100, -165, 5, '#2f4f2a')
  return s
}
