import { mistBand } from '../primitives/atmosphere.ts'
import { mix } from '../primitives/color.ts'
import { hillPath, terraces } from '../primitives/land.ts'
import { mountain, volcano } from '../primitives/mountains.ts'
import type { Rng } from '../primitives/numbers.ts'
import { bananaPlant } from '../primitives/palms.ts'
import { sky, sun } from '../primitives/sky.ts'
import { roundTree } from '../primitives/trees.ts'
import { SCENE_HEIGHT as H } from './canvas.ts'

export function rwandaVolcanoes(rng: Rng): string {
  let s = sky([
    [0, '#9db5d2'],
    [0.45, '#e2d6d2'],
    [0.7, '#f6e4c8'],
  ])
  s += sun(1320, 300, 40, { core: '#fff6dc', glow: '#fde6b8', glowRadius: 300, glowOpacity: 0.6 })
  const far = '#8e98b8'
  s += volcano(rng, {
    x: 1430,
    baseY: 560,
    width: 560,
    height: 300,
    fill: mix(far, '#e2d6d2', 0.25),
    summit: 0.04,
  })
  s += volcano(rng, {
    x: 1130,
    baseY: 560,
    width: 380,
    height: 170,
    fill: mix(far, '#e2d6d2', 0.3),
    summit: 0.1,
  })
  s += mountain(rng, {
    x: 880,
    baseY: 560,
    width: 460,
    height: 240,
    fill: mix(far, '#e2d6d2', 0.15),
    shade: mix(far, '#000000', 0.05),
    roughness: 50,
  })
  s += volcano(rng, { x: 560, baseY: 560, width: 620, height: 270, fill: far, summit: 0.12, crater: true })
  s += volcano(rng, {
    x: 170,
    baseY: 560,
    width: 820,
    height: 360,
    fill: mix(far, '#6a7498', 0.3),
    summit: 0.1,
  })
  s += mistBand(420, 640, '#f4ece4', 0.9, 0.6)
  const hill1 = hillPath(rng, 600, 60, 520, H)
  s +=
    `<path d="${hill1}" fill="#8fb06a"/>` + terraces(rng, hill1, 540, 900, 26, ['#a3c27a', '#7fa05a'], 0.45)
  s += mistBand(600, 720, '#f4ece4', 0.6, 0.4)
  const hill2 = hillPath(rng, 700, 70, 600, H)
  s +=
    `<path d="${hill2}" fill="#6a9a48"/>` +
    terraces(rng, hill2, 630, 900, 30, ['#85b25a', '#5a8a3c', '#9ab86a'], 0.5)
  for (const [x, y] of [
    [430, 692],
    [470, 700],
    [1180, 688],
  ] as const)
    s += `<path d="M${x - 12} ${y}L${x - 12} ${y - 14}L${x} ${y - 24}L${x + 12} ${y - 14}L${x + 12} ${y}Z" fill="#d8c8a8"/><path d="M${x - 15} ${y - 13}L${x} ${y - 26}L${x + 15} ${y - 13}Z" fill="#8a4a32"/>`
  const hill3 = hillPath(rng, 820, 60, 700, H + 10)
  s += `<path d="${hill3}" fill="#4a7a32"/>` + terraces(rng, hill3, 760, 910, 34, ['#5e8e3e', '#3f6a2a'], 0.5)
  for (const [x, y, size] of [
    [120, 870, 260],
    [1490, 880, 280],
    [250, 900, 180],
  ] as const)
    s += bananaPlant(rng, x, y, size, '#3e7a2e', '#5a7a3a')
  s += roundTree(rng, { x: 1330, y: 800, size: 150, fill: '#34562a', light: '#5a8a3c' })
  s += roundTree(rng, { x: 330, y: 790, size: 120, fill: '#34562a', light: '#5a8a3c' })
  return s
}
