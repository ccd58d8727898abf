import { cloud, cloudBand, mistBand } from '../primitives/atmosphere.ts'
import { herd, scatter } from '../primitives/herds.ts'
import { ground } from '../primitives/land.ts'
import { type Rng, between, f } from '../primitives/numbers.ts'
import { type Pt, smoothPath } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'
import { acacia, bush, roundTree } from '../primitives/trees.ts'
import { shimmer } from '../primitives/water.ts'
import { SCENE_WIDTH as W } from './canvas.ts'

export function ngorongoroCrater(rng: Rng): string {
  let s = sky([
    [0, '#78acd6'],
    [0.36, '#d6e6ea'],
  ])
  s += cloud(rng, 1150, 120, 260, '#ffffff', 0.85, '#e2ecf0')
  // Far rim and its steep, forested inner wall, with cloud pouring over the top.
  const rimPts: Pt[] = [
    [-40, 250],
    [260, 222],
    [560, 240],
    [900, 214],
    [1250, 236],
    [1640, 220],
  ]
  s += ground(rimPts, '#6e8a92')
  let gullies = ''
  for (let i = 0; i < 40; i++) {
    const x = between(rng, 0, W)
    gullies += `M${f(x)} ${f(240)}q${f(between(rng, -10, 10))} 60 ${f(between(rng, -20, 20))} ${f(between(rng, 80, 150))}`
  }
  s += `<path d="${gullies}" stroke="#587482" stroke-width="6" opacity=".3" fill="none"/>`
  for (let i = 0; i < 14; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 270, 360),
      between(rng, 80, 160),
      between(rng, 30, 50),
      '#5e7e70',
      undefined,
      8,
    )
  s += cloudBand(rng, 60, 236, 760, 34, '#ffffff', 0.85) + cloudBand(rng, 880, 226, 640, 30, '#ffffff', 0.8)
  s += mistBand(300, 440, '#e4ecea', 0.5, 0.6)
  // Side walls curving round: the bowl.
  s += `<path d="M-40 300C180 320 340 380 470 450L-40 480Z" fill="#6d8870"/><path d="M1640 290C1420 320 1260 380 1130 450L1640 480Z" fill="#688468"/>`
  s += `<path d="M-40 330C150 350 300 400 420 460M1640 320C1450 350 1300 400 1180 460" stroke="#5a7460" stroke-width="10" opacity=".4" fill="none"/>`
  // The floor: grassland, green swamp patches, the soda lake with its pink rim of flamingos.
  s += `<path d="M-40 440C300 418 1300 418 1640 440L1640 900L-40 900Z" fill="#c4bc80"/>`
  s += `<path d="M80 560C280 516 500 536 610 596C500 640 240 642 80 560Z" fill="#a4aa60" opacity=".8"/>`
  s += `<path d="M1040 620C1240 580 1450 600 1510 660C1360 704 1140 692 1040 620Z" fill="#a4aa60" opacity=".8"/>`
  const lake: Pt[] = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const r = between(rng, 0.85, 1.1)
    lake.push([860 + Math.cos(a) * 250 * r, 516 + Math.sin(a) * 44 * r])
  }
  s += `<path d="${smoothPath(lake, true)}" fill="#f2e6e0" transform="translate(0 3) scale(1.04 1.1) translate(-33 -50)"/>`
  s += `<path d="${smoothPath(lake, true)}" fill="#eeb0bc"/>`
  s += `<path d="${smoothPath(lake, true)}" fill="#a6c8d6" transform="translate(43 26) scale(.95 .95)"/>`
  s += shimmer(rng, 660, 1060, 494, 540, 20, '#eef6fa', 0.6, 30)
  s += `<path d="M150 700C400 650 600 640 760 600S1000 560 1200 520" stroke="#e6dcae" stroke-width="3" fill="none" opacity=".7"/>`
  s +=
    roundTree(rng, { x: 400, y: 468, size: 34, fill: '#4e6e3c' }) +
    roundTree(rng, { x: 430, y: 472, size: 28, fill: '#4e6e3c' }) +
    roundTree(rng, { x: 1210, y: 500, size: 30, fill: '#4e6e3c' })
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: 180,
      x1: 700,
      yFar: 600,
      yNear: 680,
      count: 70,
      sizeFar: 9,
      sizeNear: 14,
      flipShare: 0.5,
    }),
    '#453c36',
  )
  s += herd(
    'zebra',
    scatter(rng, {
      x0: 960,
      x1: 1300,
      yFar: 560,
      yNear: 610,
      count: 16,
      sizeFar: 10,
      sizeNear: 13,
      flipShare: 0.5,
    }),
    '#f2eee4',
  )
  s += herd(
    'buffalo',
    scatter(rng, {
      x0: 880,
      x1: 1260,
      yFar: 690,
      yNear: 740,
      count: 26,
      sizeFar: 10,
      sizeNear: 14,
      flipShare: 0.5,
    }),
    '#2e2826',
  )
  s += herd(
    'elephant',
    [
      { x: 640, y: 728, size: 18 },
      { x: 668, y: 731, size: 14 },
      { x: 700, y: 730, size: 19 },
    ],
    '#5a524e',
  )
  // The near rim: we stand among its trees, looking down.
  s += ground(
    [
      [-40, 740],
      [300, 790],
      [700, 830],
      [1000, 826],
      [1300, 780],
      [1640, 720],
    ],
    '#46663a',
  )
  for (let i = 0; i < 16; i++) {
    const x = between(rng, -40, W + 40)
    const edge = 740 + 90 * Math.sin((Math.max(0, Math.min(W, x)) / W) * Math.PI)
    s += bush(
      rng,
      x,
      edge + between(rng, 40, 90),
      between(rng, 120, 220),
      between(rng, 60, 100),
      '#2e4a28',
      '#44663a',
      10,
    )
  }
  s += acacia(rng, { x: 150, y: 800, size: 320, fill: '#263e22', light: '#3e5e34' })
  s += acacia(rng, { x: 1460, y: 770, size: 300, fill: '#263e22', light: '#3e5e34' })
  return s
}
