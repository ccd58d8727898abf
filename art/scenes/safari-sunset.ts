import { birds, cloudBand } from '../primitives/atmosphere.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { person } from '../primitives/people.ts'
import { sky, sun } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { safariCar } from '../primitives/vehicles.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function safariSunset(rng: Rng): string {
  let s = sky('sunset', 640)
  s += sun(800, 585, 96, { core: '#fff0c0', glow: '#ffc070', glowRadius: 560, glowOpacity: 0.8 })
  s +=
    cloudBand(rng, 200, 330, 500, 18, '#e9785a', 0.6) +
    cloudBand(rng, 950, 260, 560, 20, '#d8607a', 0.5) +
    cloudBand(rng, 700, 420, 320, 10, '#f79a5a', 0.6)
  s += hills(rng, { y: 610, amplitude: 30, wavelength: 600, fill: '#7a3048' })
  s += plain(620, '#4a1c2c', '#200c14')
  for (const [x, size] of [
    [180, 70],
    [1450, 90],
    [1300, 50],
  ] as const)
    s += acacia(rng, { x, y: 628, size, fill: '#4a1a2a' })
  const silhouette = '#1c0a12'
  s += acacia(rng, { x: 860, y: 760, size: 500, fill: silhouette, spread: 1.15 })
  s += safariCar({
    x: 700,
    y: 768,
    length: 330,
    body: silhouette,
    dark: '#12060c',
    window: '#f0905a',
    canvas: silhouette,
    light: '#3a1a22',
    passengers: 2,
  })
  s += person(930, 770, 78, silhouette)
  s += birds(rng, 1150, 230, 100, 5, 12, '#5a2030')
  s += grass(rng, 0, W, 700, 880, 140, 40, '#140810')
  s += grassEdge(rng, 880, 50, '#0e050a')
  return s
}
