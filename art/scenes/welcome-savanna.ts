import { birds, cloudBand, dust, mistBand } from '../primitives/atmosphere.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { herd } from '../primitives/herds.ts'
import { hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky, sun } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function welcomeSavanna(rng: Rng): string {
  let s = sky([
    [0, '#d9844e'],
    [0.4, '#eea35e'],
    [0.62, '#f6c67a'],
    [0.72, '#fbe0a6'],
  ])
  s += sun(790, 560, 62, { core: '#fff1cc', glow: '#ffe0a0', glowRadius: 520, glowOpacity: 0.75 })
  s +=
    cloudBand(rng, 120, 250, 520, 22, '#f8cf92', 0.55) +
    cloudBand(rng, 980, 190, 560, 26, '#f8cf92', 0.5) +
    cloudBand(rng, 600, 330, 380, 14, '#fbdcaa', 0.5)
  s += hills(rng, { y: 585, amplitude: 45, wavelength: 520, fill: '#d39a72' })
  s += hills(rng, { y: 615, amplitude: 26, wavelength: 380, fill: '#c8844e' })
  s += plain(620, '#d5924a', '#9a5a26')
  s += mistBand(560, 680, '#fbd59a', 0.55, 0.5)
  for (const [x, size] of [
    [140, 60],
    [470, 48],
    [1000, 52],
    [1460, 70],
    [1320, 40],
  ] as const)
    s += acacia(rng, { x, y: 632, size, fill: '#b06e46' })
  s += herd(
    'elephant',
    [
      { x: 520, y: 672, size: 70 },
      { x: 640, y: 676, size: 84 },
      { x: 724, y: 680, size: 46 },
      { x: 810, y: 679, size: 88 },
      { x: 935, y: 676, size: 76 },
      { x: 1018, y: 680, size: 44 },
    ],
    '#6b3f2e',
  )
  s += dust(rng, 480, 1060, 684, 6, 50, '#f1c487', 0.3)
  s += grass(rng, 0, W, 660, 760, 160, 26, '#a8662e', 0.8)
  s += acacia(rng, { x: 1230, y: 790, size: 400, fill: '#3a2216', light: '#6a3e22' })
  s += acacia(rng, { x: 320, y: 742, size: 230, fill: '#4a2c1c', light: '#74462a' })
  s += birds(rng, 560, 250, 120, 6, 11, '#6b3a26')
  s += grass(rng, 0, W, 780, 880, 120, 50, '#6e3a1c')
  s += grassEdge(rng, 870, 60, '#4a2514')
  return s
}
