import { cloud, dust, mistBand } from '../primitives/atmosphere.ts'
import { mix } from '../primitives/color.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { type Placement, column, herd } from '../primitives/herds.ts'
import { hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import type { Pt } from '../primitives/paths.ts'
import { kopje } from '../primitives/rocks.ts'
import { sky } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function tanzaniaSerengeti(rng: Rng): string {
  let s = sky([
    [0, '#4f97cf'],
    [0.45, '#a8d2ea'],
    [0.64, '#f2ead0'],
  ])
  s +=
    cloud(rng, 120, 260, 420, '#ffffff', 0.95, '#dde8ee') +
    cloud(rng, 760, 200, 520, '#ffffff', 0.95, '#dde8ee') +
    cloud(rng, 1340, 300, 260, '#ffffff', 0.85, '#dde8ee')
  s += hills(rng, { y: 572, amplitude: 10, wavelength: 700, fill: '#b9b99a' })
  s += plain(576, '#d9c688', '#b0924a')
  s += mistBand(540, 620, '#f3ead0', 0.6)
  s += kopje(rng, 380, 640, 400, 180, '#ab9d8a', '#776a5c', '#f0e4cc')
  s += acacia(rng, { x: 470, y: 520, size: 170, fill: '#4a4030', light: '#6e6040' })
  s += grass(rng, 0, W, 600, 700, 120, 16, '#b89a52', 0.8)
  // The migration: a long column snaking from the far right to the middle ground.
  const path: Pt[] = [
    [1660, 600],
    [1380, 612],
    [1150, 628],
    [960, 652],
    [780, 668],
    [620, 690],
    [520, 712],
    [380, 736],
    [200, 752],
    [-40, 770],
  ]
  const sizeAt = (y: number): number => 18 + (y - 595) * 0.42
  const line = column(rng, path, sizeAt, 0.62, 2, 0.04)
  const fill = (p: Placement): string => mix('#6a6058', '#2e2724', (p.y - 595) / 180)
  s += herd(
    'wildebeest',
    line.map((p) => ({ ...p, fill: fill(p) })),
    '#3a322e',
  )
  s += herd(
    'zebra',
    [
      { x: 1050, y: 640, size: 40 },
      { x: 700, y: 676, size: 52 },
      { x: 470, y: 722, size: 68, flip: true },
    ],
    '#f2ede2',
  )
  s += dust(rng, 300, 1500, 690, 10, 60, '#efdcae', 0.3)
  s += grass(rng, 0, W, 780, 890, 140, 40, '#977a38')
  s += grassEdge(rng, 888, 34, '#7a5e28')
  return s
}
