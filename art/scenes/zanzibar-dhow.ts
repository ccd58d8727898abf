import { birds, cloudBand } from '../primitives/atmosphere.ts'
import { dhow } from '../primitives/boats.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky, sun } from '../primitives/sky.ts'
import { reflect } from '../primitives/svg.ts'
import { ripples, sunPath, water } from '../primitives/water.ts'
import { SCENE_HEIGHT as H } from './canvas.ts'

export function zanzibarDhow(rng: Rng): string {
  let s = sky('sunset', 560)
  s += sun(760, 520, 70, { core: '#fff0c0', glow: '#ffc878', glowRadius: 520, glowOpacity: 0.85 })
  s += cloudBand(rng, 150, 300, 500, 18, '#e0706a', 0.55) + cloudBand(rng, 980, 240, 520, 20, '#c85a7a', 0.5)
  s += `<path d="M-40 560L120 548L320 552L400 560Z" fill="#5a2a4a"/><path d="M1240 560L1380 546L1560 550L1640 560Z" fill="#5a2a4a"/>`
  s += water(558, H, [
    [0, '#f0a070'],
    [0.3, '#b8586a'],
    [1, '#3a1e40'],
  ])
  s += sunPath(rng, 760, 566, 890, 260, '#ffd890', 0.75)
  const boat = dhow({
    x: 820,
    y: 720,
    length: 560,
    hull: '#2a1420',
    sail: '#f8c890',
    sailShade: '#b86050',
    crew: true,
  })
  s += reflect(boat, 720, 0.3)
  s += boat
  s += ripples(820, 722, 300, '#ffd0a0', 0.35, 2)
  s += birds(rng, 420, 220, 90, 5, 12, '#4a1e3a')
  return s
}
