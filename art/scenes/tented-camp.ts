import { mist } from '../primitives/atmosphere.ts'
import { tent } from '../primitives/camp.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { hills } from '../primitives/land.ts'
import { type Rng, f } from '../primitives/numbers.ts'
import { moon, sky, stars, sun } from '../primitives/sky.ts'
import { defs, radialGradient } from '../primitives/svg.ts'
import { acacia, roundTree } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function tentedCamp(rng: Rng): string {
  let s = sky('night', 700)
  // The Milky Way: a soft diagonal glow with a dense scatter of faint stars.
  s += `<g transform="rotate(-24 800 260)">${mist(800, 260, 1900, 230, '#b8c0e8', 0.22)}${mist(760, 250, 1200, 90, '#e8e8ff', 0.16)}</g>`
  s += stars(rng, 260, 620)
  s += moon(1290, 140, 28, '#f6efd8', 0.4)
  s += hills(rng, { y: 560, amplitude: 50, wavelength: 700, fill: '#1a2146' })
  s += hills(rng, { y: 620, amplitude: 24, wavelength: 500, fill: '#141a36' })
  s += plain(620, '#151a34', '#0c0f20')
  s += acacia(rng, { x: 180, y: 700, size: 330, fill: '#090c1c' })
  s += acacia(rng, { x: 1470, y: 690, size: 300, fill: '#090c1c' })
  s += roundTree(rng, { x: 1080, y: 640, size: 200, fill: '#0e1228' })
  // Warm pools of light on the ground round the tents.
  const glow = (x: number, y: number, r: number, a: number): string => {
    const id = `glow${Math.round(x)}`
    return (
      defs(
        radialGradient(
          id,
          [
            [0, '#ffb35a', a],
            [0.5, '#ff8a3a', a * 0.35],
            [1, '#ff8a3a', 0],
          ],
          x,
          y,
          r,
        ),
      ) + `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="url(#${id})"/>`
    )
  }
  s += glow(800, 760, 420, 0.55) + glow(380, 690, 200, 0.45) + glow(1230, 700, 220, 0.45)
  s += tent({ x: 380, y: 690, width: 230, canvas: '#5a5a66', shade: '#2e2e3e', glow: '#ffb347', lantern: 50 })
  s += tent({
    x: 1230,
    y: 700,
    width: 250,
    canvas: '#5a5a66',
    shade: '#2e2e3e',
    glow: '#ffb347',
    lantern: 50,
  })
  s += tent({ x: 800, y: 770, width: 440, canvas: '#6e6a70', shade: '#34323e', glow: '#ffb347', lantern: 80 })
  // Lanterns on posts along the path.
  for (const [x, y] of [
    [560, 800],
    [1050, 810],
    [640, 870],
  ] as const) {
    s +=
      `<path d="M${x} ${y}L${x} ${y - 60}" stroke="#0c0c18" stroke-width="4"/>` +
      sun(x, y - 66, 6, { core: '#ffe6a0', glow: '#ffb34a', glowRadius: 60, glowOpacity: 0.7 })
  }
  s += grass(rng, 0, W, 800, 890, 90, 30, '#0a0c18')
  s += grassEdge(rng, 888, 30, '#07080f')
  return s
}
