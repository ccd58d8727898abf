import { cloud } from '../primitives/atmosphere.ts'
import { dhow } from '../primitives/boats.ts'
import { fort } from '../primitives/buildings.ts'
import type { Rng } from '../primitives/numbers.ts'
import { palm } from '../primitives/palms.ts'
import { rocks } from '../primitives/rocks.ts'
import { sky } from '../primitives/sky.ts'
import { roundTree } from '../primitives/trees.ts'
import { foam, shimmer, water, waves } from '../primitives/water.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function mombasaFort(rng: Rng): string {
  let s = sky([
    [0, '#5ea6d8'],
    [0.45, '#bfe0ee'],
    [0.6, '#eef2ea'],
  ])
  s +=
    cloud(rng, 100, 180, 300, '#ffffff', 0.9, '#e2eef4') +
    cloud(rng, 1180, 130, 320, '#ffffff', 0.9, '#e2eef4')
  s += water(540, H, [
    [0, '#2a84a8'],
    [0.5, '#3aa4b6'],
    [1, '#2a7890'],
  ])
  s += `<path d="M-40 540L160 530L360 536L420 540Z" fill="#7a9aa0" opacity=".6"/>`
  s += shimmer(rng, 0, W, 548, 890, 70, '#e6f6fa', 0.4)
  s += dhow({ x: 230, y: 640, length: 200, hull: '#3a2a22', sail: '#f4ecdc', sailShade: '#c8b89a' })
  // The headland: trees behind the walls, the walls on their coral rock above the water.
  s += palm(rng, { x: 1460, y: 560, height: 340, lean: 30, fill: '#6a5a44', frond: '#3e6e42' })
  s += palm(rng, { x: 1380, y: 560, height: 280, lean: -40, fill: '#6a5a44', frond: '#3e6e42' })
  s += palm(rng, { x: 500, y: 560, height: 260, lean: -30, fill: '#6a5a44', frond: '#3e6e42' })
  s += roundTree(rng, { x: 1290, y: 560, size: 170, fill: '#3e6a3a', light: '#5a8a4a' })
  s += `<path d="M380 700L420 620L1640 600L1640 720Z" fill="#6e6052"/>`
  s += fort(rng, {
    x: 960,
    y: 650,
    width: 1040,
    wall: '#dda46a',
    shade: '#a86c42',
    dark: '#4a2e1e',
    rock: '#5e5248',
  })
  s += `<path d="M966 340L966 280" stroke="#3a2a20" stroke-width="3"/><path d="M966 282L1006 292L966 302Z" fill="#c0392b"/>`
  s += rocks(rng, 380, 1640, 700, 44, '#4e4640')
  s += foam(rng, 724, 10, '#ffffff', 0.75, 360, W + 20)
  s += waves(rng, 0, W, 740, 890, 6, '#ffffff', 0.35, 46)
  return s
}
