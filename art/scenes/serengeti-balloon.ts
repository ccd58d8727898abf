import { birds, cloudBand, mistBand } from '../primitives/atmosphere.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { herd, scatter } from '../primitives/herds.ts'
import { hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky, sun } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { balloon } from '../primitives/vehicles.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function serengetiBalloon(rng: Rng): string {
  let s = sky([
    [0, '#6c7fb8'],
    [0.35, '#d99aa4'],
    [0.6, '#f6c68a'],
    [0.7, '#fbe2b0'],
  ])
  s += sun(560, 640, 70, { core: '#fff2cc', glow: '#ffd89a', glowRadius: 480, glowOpacity: 0.75 })
  s += cloudBand(rng, 900, 220, 500, 16, '#f4b8a8', 0.5) + cloudBand(rng, 100, 300, 420, 14, '#f8c8a8', 0.5)
  s += hills(rng, { y: 640, amplitude: 18, wavelength: 600, fill: '#b0887a' })
  s += plain(640, '#b58866', '#6a4632')
  s += mistBand(600, 720, '#fbe0bc', 0.7, 0.45)
  for (const [x, y, size] of [
    [150, 660, 90],
    [420, 670, 60],
    [1050, 664, 70],
    [1350, 676, 110],
  ] as const)
    s += acacia(rng, { x, y, size, fill: '#5a3a30' })
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: 200,
      x1: 1400,
      yFar: 690,
      yNear: 730,
      count: 60,
      sizeFar: 10,
      sizeNear: 18,
      flipShare: 0.3,
    }),
    '#4a3028',
  )
  s += balloon({ x: 1410, y: 560, width: 70, colors: ['#3a7a9a', '#f2c14e'], shading: 0.6 })
  s += balloon({
    x: 430,
    y: 310,
    width: 100,
    colors: ['#2e86ab', '#e8e2d0', '#2e86ab', '#e85d3a'],
    shading: 0.6,
  })
  s += balloon({ x: 1150, y: 330, width: 150, colors: ['#7a3e9a', '#f2c14e', '#e85d3a'], shading: 0.6 })
  s += balloon({
    x: 800,
    y: 560,
    width: 250,
    colors: ['#d9483b', '#f2c14e', '#f08a3a', '#f2c14e', '#2e86ab'],
    shading: 0.7,
  })
  s += birds(rng, 980, 520, 60, 4, 8, '#6a4040')
  s += grass(rng, 0, W, 760, 890, 140, 36, '#4a2e22')
  s += grassEdge(rng, 886, 36, '#3a2218')
  return s
}
