import { chimpanzee } from '../primitives/apes.ts'
import { lightRays, mistBand } from '../primitives/atmosphere.ts'
import { canopy, forestTrunks, leafSpray, vines } from '../primitives/forest.ts'
import { type Rng, between } from '../primitives/numbers.ts'
import { limb } from '../primitives/paths.ts'
import { sky, sun } from '../primitives/sky.ts'
import { bush } from '../primitives/trees.ts'
import { SCENE_WIDTH as W } from './canvas.ts'

export function kibaleChimpanzee(rng: Rng): string {
  let s = sky([
    [0, '#e8efc2'],
    [0.5, '#bcd294'],
    [1, '#86a466'],
  ])
  s += sun(1240, 80, 60, { core: '#fffbe6', glow: '#fff6c8', glowRadius: 500, glowOpacity: 0.9 })
  s += canopy(rng, 300, 120, 90, '#a8c480', 900)
  s += forestTrunks(rng, 12, 900, 900, 16, '#9cba76')
  for (let i = 0; i < 8; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 320, 560),
      between(rng, 180, 300),
      between(rng, 90, 150),
      '#96b46e',
    )
  s += mistBand(300, 820, '#e6efc6', 0.55)
  s += canopy(rng, 70, 110, 80, '#7d9e58', 340)
  s += mistBand(220, 470, '#e2ecc0', 0.85, 0.5)
  s += lightRays(1240, 60, [-64, -54, -45, -37, -29], 1300, 50, '#fffbe0', 0.32)
  s += forestTrunks(rng, 3, 900, 900, 50, '#5e7a42', 0, 360)
  s += forestTrunks(rng, 2, 900, 900, 46, '#5e7a42', 1300, W)
  const bark = '#4a3a28'
  let wood = limb(-40, 640, 1640, 560, 60, 34, 30)
  wood += limb(300, 200, 1400, 140, 26, 14, -10)
  wood += limb(1000, 590, 1300, 760, 24, 8, 10)
  s += `<path d="${wood}" fill="${bark}"/>`
  s += `<path d="M-40 612Q800 566 1640 544" stroke="#d8c47a" stroke-width="4" opacity=".4" fill="none"/>`
  s += vines(rng, 6, 200, 1400, 180, 300, '#4e6e34')
  s += chimpanzee({ x: 790, y: 592, size: 370, fill: '#2a211b', face: '#9a7a5e' })
  s +=
    bush(rng, 330, 180, 240, 110, '#5a7e3a', '#7a9e4a', 12) +
    bush(rng, 1260, 130, 220, 100, '#5a7e3a', '#7a9e4a', 12)
  s += leafSpray(rng, -30, 820, 300, 20, 110, 6, '#2e4a22')
  s += leafSpray(rng, W + 30, 860, 320, -20, -110, 6, '#2e4a22')
  s += leafSpray(rng, 900, -40, 200, 150, 220, 5, '#3a5a2a')
  return s
}
