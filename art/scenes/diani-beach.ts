import { cloud } from '../primitives/atmosphere.ts'
import { dhow } from '../primitives/boats.ts'
import type { Rng } from '../primitives/numbers.ts'
import { palm } from '../primitives/palms.ts'
import type { Pt } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'
import { beach, foam, surfEdge, water, waves } from '../primitives/water.ts'
import { SCENE_WIDTH as W } from './canvas.ts'

export function dianiBeach(rng: Rng): string {
  let s = sky([
    [0, '#2f94d6'],
    [0.4, '#8fd0ee'],
    [0.5, '#def2f2'],
  ])
  s +=
    cloud(rng, 220, 200, 240, '#ffffff', 0.95, '#e2f0f4') +
    cloud(rng, 1080, 150, 300, '#ffffff', 0.95, '#e2f0f4')
  s += water(430, 700, [
    [0, '#1a7fa8'],
    [0.35, '#22a8b8'],
    [0.7, '#48d0c6'],
    [1, '#9ae8d8'],
  ])
  s += foam(rng, 470, 4, '#ffffff', 0.55)
  s += waves(rng, 0, W, 450, 620, 10, '#ffffff', 0.45, 40)
  s += dhow({ x: 1180, y: 446, length: 60, hull: '#2a4a5a', sail: '#f4f0e4', sailShade: '#c8d8dc' })
  const shore: Pt[] = [
    [-40, 650],
    [300, 630],
    [700, 660],
    [1100, 640],
    [1640, 620],
  ]
  s += surfEdge(
    rng,
    shore.map(([x, y]): Pt => [x, y - 16]),
    10,
    '#ffffff',
    0.8,
  )
  s += beach(shore, '#f6ecd6', '#e0d0b0', 16)
  s += `<g fill="#c8b490" opacity=".35"><ellipse cx="420" cy="800" rx="180" ry="24"/><ellipse cx="1180" cy="790" rx="200" ry="26"/></g>`
  s += palm(rng, { x: 150, y: 900, height: 640, lean: 220, fill: '#7a5a3a', frond: '#2e7a46' })
  s += palm(rng, { x: 330, y: 880, height: 460, lean: 140, fill: '#8a6a48', frond: '#3a8a4e' })
  s += palm(rng, { x: 1480, y: 900, height: 620, lean: -240, fill: '#7a5a3a', frond: '#2e7a46' })
  s += palm(rng, { x: 1320, y: 870, height: 430, lean: -120, fill: '#8a6a48', frond: '#3a8a4e' })
  return s
}
