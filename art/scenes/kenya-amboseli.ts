import { cloud, cloudBand, dust, mistBand } from '../primitives/atmosphere.ts'
import { mix } from '../primitives/color.ts'
import { elephant } from '../primitives/elephant.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { hills } from '../primitives/land.ts'
import { kilimanjaro } from '../primitives/mountains.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function kenyaAmboseli(rng: Rng): string {
  let s = sky([
    [0, '#6ea8d4'],
    [0.4, '#b5d4e4'],
    [0.62, '#ece6d6'],
  ])
  s += cloud(rng, 1250, 130, 260, '#ffffff', 0.85, '#e6eef2')
  s += kilimanjaro(rng, {
    x: 820,
    baseY: 590,
    width: 1500,
    height: 400,
    fill: '#8f92b6',
    shade: '#7376a0',
    snow: '#f8f6f2',
    snowShade: '#cfd2e6',
  })
  s += cloudBand(rng, 80, 545, 700, 36, '#f4f2ee', 0.85) + cloudBand(rng, 900, 540, 620, 30, '#f4f2ee', 0.8)
  s += mistBand(500, 640, '#efe6d6', 0.85, 0.6)
  s += plain(600, '#d8c6a0', '#b89a68')
  s += hills(rng, { y: 610, amplitude: 8, wavelength: 600, fill: '#cdb98a' })
  for (const [x, size] of [
    [120, 70],
    [260, 50],
    [1420, 80],
    [1530, 56],
  ] as const)
    s += acacia(rng, { x, y: 622, size, fill: '#7a7a5a' })
  s += dust(rng, 300, 1300, 760, 8, 70, '#ecdcbc', 0.35)
  const grey = '#5f5550'
  s += elephant({ x: 300, y: 700, size: 110, fill: mix(grey, '#cdb98a', 0.35), detail: true })
  s += elephant({ x: 1260, y: 704, size: 120, fill: mix(grey, '#cdb98a', 0.32), detail: true })
  s += elephant({ x: 480, y: 742, size: 200, fill: mix(grey, '#cdb98a', 0.1), detail: true })
  s += elephant({ x: 820, y: 768, size: 250, fill: grey, detail: true })
  s += elephant({ x: 688, y: 784, size: 100, fill: mix(grey, '#000000', 0.05), detail: true })
  s += elephant({ x: 1130, y: 750, size: 185, fill: mix(grey, '#cdb98a', 0.08), detail: true })
  s += grass(rng, 0, W, 760, 890, 150, 34, '#9a7e48')
  s += grassEdge(rng, 885, 36, '#7a6036')
  return s
}
