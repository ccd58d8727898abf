import { mistBand } from '../primitives/atmosphere.ts'
import { canoe } from '../primitives/boats.ts'
import { leafSpray } from '../primitives/forest.ts'
import { reeds } from '../primitives/grasses.ts'
import { ground, hillPath, terraces } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { smoothPath } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'
import { reflect } from '../primitives/svg.ts'
import { roundTree } from '../primitives/trees.ts'
import { ripples, shimmer, water } from '../primitives/water.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function lakeBunyonyi(rng: Rng): string {
  let s = sky([
    [0, '#9fc2dc'],
    [0.55, '#e6ece2'],
  ])
  const farHill = hillPath(rng, 400, 70, 600, H)
  let land =
    `<path d="${farHill}" fill="#9db2b0"/>` +
    terraces(rng, farHill, 320, 560, 16, ['#b0c4b8', '#8ea6a4'], 0.5)
  const midL = smoothPath([
    [-60, 420],
    [150, 380],
    [380, 430],
    [560, 530],
    [640, 560],
  ])
  const left = `${midL}L640 560L-60 560Z`
  land +=
    `<path d="${left}" fill="#7e9c62"/>` + terraces(rng, left, 370, 560, 18, ['#98b472', '#6e8e52'], 0.55)
  const midR = smoothPath([
    [900, 560],
    [1050, 500],
    [1250, 410],
    [1450, 390],
    [1660, 430],
  ])
  const right = `${midR}L1660 560L900 560Z`
  land +=
    `<path d="${right}" fill="#76985a"/>` + terraces(rng, right, 380, 560, 18, ['#92b06c', '#66884a'], 0.55)
  s += land
  s += water(558, H, [
    [0, '#a6c4cc'],
    [0.5, '#6e9aa6'],
    [1, '#426e7a'],
  ])
  s += reflect(land, 558, 0.3, 558)
  // Islands: low, round and wooded.
  let islands = ''
  for (const [x, y, w] of [
    [520, 600, 200],
    [1120, 590, 150],
    [300, 640, 120],
  ] as const) {
    islands += `<path d="M${x - w / 2} ${y}Q${x} ${y - w * 0.35} ${x + w / 2} ${y}Z" fill="#4e7a3a"/>`
    for (let i = 0; i < 4; i++)
      islands += roundTree(rng, {
        x: x - w * 0.3 + i * w * 0.2,
        y: y - w * 0.08 - Math.sin((i / 3) * Math.PI) * w * 0.12,
        size: w * 0.32,
        fill: '#3a6230',
        light: '#5a8a44',
      })
  }
  s += islands
  s += reflect(islands, 600, 0.25, 600)
  s += mistBand(540, 640, '#f2f4ec', 0.7, 0.45)
  s += shimmer(rng, 0, W, 600, 890, 90, '#eef6f6', 0.45, 60)
  s += `<path d="M640 740Q720 730 800 736Q900 744 1020 736" stroke="#e8f2f2" stroke-width="3" fill="none" opacity=".5"/>`
  s += canoe(800, 730, 320, '#4a2e1c', '#20160f')
  s += ripples(800, 734, 180, '#e8f2f2', 0.45, 2)
  s += ground(
    [
      [-40, 790],
      [160, 780],
      [360, 830],
      [460, 900],
    ],
    '#3e6a2e',
  )
  s += reeds(rng, -20, 360, 810, 50, 110, '#2e5022')
  s += leafSpray(rng, 1560, 900, 220, -80, 0, 6, '#2e5022')
  return s
}
