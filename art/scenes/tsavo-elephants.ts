import { cloud, dust, mistBand } from '../primitives/atmosphere.ts'
import { mix } from '../primitives/color.ts'
import { elephant } from '../primitives/elephant.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { mountain } from '../primitives/mountains.ts'
import type { Rng } from '../primitives/numbers.ts'
import { doumPalm } from '../primitives/palms.ts'
import { sky } from '../primitives/sky.ts'
import { acacia, baobab } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function tsavoElephants(rng: Rng): string {
  let s = sky([
    [0, '#4b8fca'],
    [0.5, '#a9cfe6'],
    [0.68, '#f2dcc0'],
  ])
  s +=
    cloud(rng, 60, 230, 480, '#ffffff', 0.95, '#e2e6ee') +
    cloud(rng, 640, 150, 620, '#ffffff', 0.95, '#e2e6ee') +
    cloud(rng, 1300, 250, 360, '#ffffff', 0.9, '#e2e6ee')
  s += mountain(rng, { x: 300, baseY: 612, width: 700, height: 90, fill: '#8a8fb0', roughness: 20 })
  s += mountain(rng, { x: 1250, baseY: 612, width: 900, height: 120, fill: '#7d84a8', roughness: 26 })
  s += plain(608, '#e0a070', '#c0663a')
  s += mistBand(580, 660, '#f4d0b0', 0.55)
  for (const [x, size] of [
    [540, 40],
    [980, 34],
    [1480, 44],
  ] as const)
    s += acacia(rng, { x, y: 622, size, fill: '#9a6a4c' })
  s += grass(rng, 0, W, 640, 760, 120, 20, '#b8784a', 0.7)
  s += baobab(rng, { x: 1300, y: 640, size: 110, fill: '#9a6a52' })
  s += doumPalm(rng, { x: 220, y: 770, size: 360, fill: '#3e4a2c' })
  s += doumPalm(rng, { x: 1400, y: 750, size: 300, fill: '#46522f' })
  s += doumPalm(rng, { x: 1530, y: 700, size: 200, fill: '#5a6240' })
  const red = '#8e3a22'
  s += `<g fill="#7a3418" opacity=".25"><ellipse cx="480" cy="748" rx="150" ry="10"/><ellipse cx="850" cy="792" rx="200" ry="12"/><ellipse cx="1150" cy="766" rx="150" ry="10"/></g>`
  s += elephant({ x: 470, y: 745, size: 180, fill: mix(red, '#e0a070', 0.2), detail: true })
  s += elephant({ x: 655, y: 780, size: 100, fill: mix(red, '#e0a070', 0.08), detail: true })
  s += elephant({ x: 850, y: 792, size: 240, fill: red, detail: true })
  s += elephant({ x: 1160, y: 765, size: 190, fill: mix(red, '#e0a070', 0.12), detail: true, flip: true })
  s += dust(rng, 400, 1300, 800, 6, 60, '#f0b890', 0.3)
  s += grass(rng, 0, W, 790, 890, 120, 34, '#8a4426')
  s += grassEdge(rng, 890, 30, '#6a321c')
  return s
}
