import { carvedDoor } from '../primitives/buildings.ts'
import { type Rng, between, f } from '../primitives/numbers.ts'
import { polyline } from '../primitives/paths.ts'
import { sky } from '../primitives/sky.ts'

export function stoneTown(rng: Rng): string {
  // One-point perspective down a narrow lane to a facade with a carved door.
  const fl = 900
  const cx = 800
  const cy = 560
  const eye = 1.6
  const px = (x: number, z: number): number => cx + (fl * x) / z
  const py = (y: number, z: number): number => cy - (fl * (y - eye)) / z
  const quad = (x: number, z0: number, z1: number, y0: number, y1: number): string =>
    polyline([
      [px(x, z0), py(y0, z0)],
      [px(x, z1), py(y0, z1)],
      [px(x, z1), py(y1, z1)],
      [px(x, z0), py(y1, z0)],
    ])
  const back = 7
  const half = 3.2
  let s = sky([
    [0, '#7ab6e0'],
    [0.2, '#cfe4ec'],
  ])
  // Back facade, seen square on.
  const fx0 = px(-half, back)
  const fx1 = px(half, back)
  const fy0 = py(0, back)
  const fy1 = py(5.7, back)
  const wall = '#efe2c8'
  s += `<path d="M${f(fx0)} ${f(fy0)}L${f(fx0)} ${f(fy1)}L${f(fx1)} ${f(fy1)}L${f(fx1)} ${f(fy0)}Z" fill="${wall}"/>`
  // Parapet with stepped merlons.
  let merlons = ''
  for (let x = fx0; x < fx1 - 10; x += 44)
    merlons += `M${f(x)} ${f(fy1)}L${f(x)} ${f(fy1 - 16)}L${f(x + 8)} ${f(fy1 - 16)}L${f(x + 8)} ${f(fy1 - 26)}L${f(x + 22)} ${f(fy1 - 26)}L${f(x + 22)} ${f(fy1 - 16)}L${f(x + 30)} ${f(fy1 - 16)}L${f(x + 30)} ${f(fy1)}Z`
  s += `<path d="${merlons}" fill="${wall}"/>`
  // Weathering streaks and patches of bare coral stone.
  let stains = ''
  for (let i = 0; i < 26; i++) {
    const x = between(rng, fx0, fx1)
    const y = between(rng, fy1, fy0 - 40)
    stains += `M${f(x)} ${f(y)}l${f(between(rng, -3, 3))} ${f(between(rng, 30, 120))}l${f(between(rng, 4, 10))} 0l0 ${f(-between(rng, 30, 100))}Z`
  }
  s += `<path d="${stains}" fill="#b89a78" opacity=".18"/>`
  s += `<path d="M${f(fx0 + 40)} ${f(fy0 - 60)}q40 -30 90 -10q20 30 -20 50q-50 10 -70 -40Z" fill="#c8a880" opacity=".35"/>`
  // Upper floor: shuttered windows behind a wooden balcony.
  const balconyY = py(3.1, back)
  for (const wx of [-2.3, -0.6, 1.1]) {
    const x0 = px(wx, back)
    const x1 = px(wx + 1.2, back)
    const top = py(5, back)
    s += `<path d="M${f(x0)} ${f(balconyY)}L${f(x0)} ${f(top + 30)}Q${f((x0 + x1) / 2)} ${f(top - 10)} ${f(x1)} ${f(top + 30)}L${f(x1)} ${f(balconyY)}Z" fill="#2e5a5a"/>`
    s += `<path d="M${f((x0 + x1) / 2)} ${f(top + 10)}L${f((x0 + x1) / 2)} ${f(balconyY)}" stroke="#1e3a3a" stroke-width="4"/>`
    let slats = ''
    for (let y = top + 40; y < balconyY - 6; y += 12) slats += `M${f(x0 + 6)} ${f(y)}L${f(x1 - 6)} ${f(y)}`
    s += `<path d="${slats}" stroke="#4a7a78" stroke-width="3"/>`
  }
  // The balcony: roof, brackets, railing with turned balusters.
  const bx0 = px(-2.8, back) - 20
  const bx1 = px(2.6, back) + 20
  s += `<path d="M${f(bx0 - 20)} ${f(py(5.35, back))}L${f(bx1 + 20)} ${f(py(5.35, back))}L${f(bx1)} ${f(py(5.08, back))}L${f(bx0)} ${f(py(5.08, back))}Z" fill="#6b4428"/>`
  let balusters = ''
  for (let x = bx0 + 10; x < bx1 - 4; x += 16)
    balusters += `M${f(x)} ${f(balconyY - 52)}L${f(x)} ${f(balconyY)}`
  s += `<path d="${balusters}" stroke="#5a3a22" stroke-width="6"/>`
  s += `<path d="M${f(bx0)} ${f(balconyY - 58)}L${f(bx1)} ${f(balconyY - 58)}L${f(bx1)} ${f(balconyY - 48)}L${f(bx0)} ${f(balconyY - 48)}ZM${f(bx0 - 10)} ${f(balconyY)}L${f(bx1 + 10)} ${f(balconyY)}L${f(bx1 + 10)} ${f(balconyY + 14)}L${f(bx0 - 10)} ${f(balconyY + 14)}Z" fill="#6b4428"/>`
  for (const x of [bx0 + 30, bx1 - 30])
    s += `<path d="M${f(x - 6)} ${f(balconyY + 14)}L${f(x + 6)} ${f(balconyY + 14)}L${f(x + 4)} ${f(balconyY + 50)}Q${f(x)} ${f(balconyY + 60)} ${f(x - 4)} ${f(balconyY + 50)}Z" fill="#5a3a22"/>`
  s += `<path d="M${f(bx0)} ${f(balconyY + 16)}L${f(bx1)} ${f(balconyY + 16)}L${f(bx1)} ${f(balconyY + 40)}L${f(bx0)} ${f(balconyY + 40)}Z" fill="#000" opacity=".08"/>`
  // Ground floor: the carved door, stone benches (baraza) either side, a small barred window.
  const doorW = px(0.68, back) - px(-0.68, back)
  s += `<path d="M${f(fx0)} ${f(fy0 - 60)}L${f(fx1)} ${f(fy0 - 60)}L${f(fx1)} ${f(fy0)}L${f(fx0)} ${f(fy0)}Z" fill="#d8c4a0"/>`
  s += `<path d="M${f(fx0)} ${f(fy0 - 64)}L${f(fx1)} ${f(fy0 - 64)}L${f(fx1)} ${f(fy0 - 56)}L${f(fx0)} ${f(fy0 - 56)}Z" fill="#c8b08a"/>`
  s += carvedDoor({ x: cx, y: fy0, width: doorW, wood: '#6e4426', dark: '#2a160c', brass: '#e0b050' })
  for (const wx of [-2.6, 1.7]) {
    const x0 = px(wx, back)
    const x1 = px(wx + 0.9, back)
    const y0 = py(2.1, back)
    const y1 = py(1.1, back)
    let bars = ''
    for (let x = x0 + 10; x < x1; x += 14) bars += `M${f(x)} ${f(y0)}L${f(x)} ${f(y1)}`
    s += `<path d="M${f(x0)} ${f(y0)}L${f(x1)} ${f(y0)}L${f(x1)} ${f(y1)}L${f(x0)} ${f(y1)}Z" fill="#2a2420"/><path d="${bars}" stroke="#8a6a48" stroke-width="3"/>`
    s += `<path d="M${f(x0 - 8)} ${f(y0 - 10)}L${f(x1 + 8)} ${f(y0 - 10)}L${f(x1 + 8)} ${f(y0)}L${f(x0 - 8)} ${f(y0)}Z" fill="#6b4428"/>`
  }
  // Side walls in perspective: left in shade, right catching the light.
  const left = quad(-half, 1, back, 0, 12)
  const right = quad(half, 1, back, 0, 12)
  s += `<path d="${left}" fill="#b89a78"/><path d="${right}" fill="#e6caa0"/>`
  s += `<path d="${quad(-half, 1, back, 0, 0.5)}" fill="#000" opacity=".12"/><path d="${quad(half, 1, back, 0, 0.5)}" fill="#000" opacity=".1"/>`
  // Openings and balconies on the side walls.
  s += `<path d="${quad(-half, 4.2, 5.4, 0, 2.4)}" fill="#3a2416"/><path d="${quad(-half, 4.3, 5.3, 0, 2.3)}" fill="#6e4426"/>`
  s += `<path d="${quad(-half, 2.4, 3.2, 3.4, 4.8)}" fill="#2e5a5a"/><path d="${quad(-half, 5.6, 6.2, 3.4, 4.6)}" fill="#2e5a5a"/>`
  s += `<path d="${quad(half, 3.4, 4.6, 3.2, 4.8)}" fill="#3a6a66"/><path d="${quad(half, 5.4, 6.2, 3.2, 4.6)}" fill="#3a6a66"/>`
  s += `<path d="${quad(half, 4.4, 6.6, 0, 2.2)}" fill="#4a3222"/><path d="${quad(half, 4.5, 6.5, 0, 2.1)}" fill="#8a5a32"/>`
  // A projecting balcony on the right wall.
  const bz0 = 2.2
  const bz1 = 3.8
  const bl = 2.6
  const ox = half - 0.7
  s += `<path d="${polyline([
    [px(half, bz0), py(bl, bz0)],
    [px(ox, bz0), py(bl, bz0)],
    [px(ox, bz1), py(bl, bz1)],
    [px(half, bz1), py(bl, bz1)],
  ])}" fill="#4a2e1a"/>`
  s += `<path d="${polyline([
    [px(ox, bz0), py(bl, bz0)],
    [px(ox, bz1), py(bl, bz1)],
    [px(ox, bz1), py(bl + 1, bz1)],
    [px(ox, bz0), py(bl + 1, bz0)],
  ])}" fill="#6b4428"/>`
  let rail = ''
  for (let z = bz0 + 0.1; z < bz1; z += 0.14)
    rail += `M${f(px(ox, z))} ${f(py(bl, z))}L${f(px(ox, z))} ${f(py(bl + 0.9, z))}`
  s += `<path d="${rail}" stroke="#e6caa0" stroke-width="2" opacity=".45"/>`
  // The lane: worn paving and a strip of shadow.
  s += `<path d="${polyline([
    [px(-half, 1), py(0, 1)],
    [px(-half, back), py(0, back)],
    [px(half, back), py(0, back)],
    [px(half, 1), py(0, 1)],
  ])}" fill="#b8a282"/>`
  let joints = ''
  for (let z = 1.2; z < back; z *= 1.18)
    joints += `M${f(px(-half, z))} ${f(py(0, z))}L${f(px(half, z))} ${f(py(0, z))}`
  for (let x = -half; x <= half; x += 0.8)
    joints += `M${f(px(x, 1))} ${f(py(0, 1))}L${f(px(x, back))} ${f(py(0, back))}`
  s += `<path d="${joints}" stroke="#8a7458" stroke-width="2" opacity=".35"/>`
  s += `<path d="${polyline([
    [px(-half, 1), py(0, 1)],
    [px(-half, back), py(0, back)],
    [px(-0.4, back), py(0, back)],
    [px(-1.2, 1), py(0, 1)],
  ])}" fill="#5a3a2a" opacity=".18"/>`
  // Baraza benches along the back facade.
  s += `<path d="M${f(fx0)} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0)}L${f(fx0)} ${f(fy0)}ZM${f(px(1.1, back))} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0)}L${f(px(1.1, back))} ${f(fy0)}Z" fill="#cdb694"/>`
  s += `<path d="M${f(fx0)} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0 - 34)}M${f(px(1.1, back))} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0 - 34)}" stroke="#f4e8d0" stroke-width="3"/>`
  // Bougainvillea spilling from the top of the left wall.
  let blossom = ''
  let leaves = ''
  for (let i = 0; i < 300; i++) {
    const x = between(rng, -20, 380) * Math.sqrt(rng())
    const y = between(rng, -20, 60) + Math.pow(rng(), 2) * (320 - x * 0.6)
    const r = between(rng, 3, 8)
    const dot = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`
    if (rng() < 0.35) leaves += dot
    else blossom += dot
  }
  s += `<g fill="#3e6a3a">${leaves}</g><g fill="#c8306a">${blossom}</g>`
  const lx = px(-half, 4.6)
  const ly = py(3.2, 4.6)
  s += `<path d="M${f(lx)} ${f(ly)}L${f(lx + 60)} ${f(ly + 6)}" stroke="#2a1a10" stroke-width="5"/><path d="M${f(lx + 48)} ${f(ly + 6)}L${f(lx + 72)} ${f(ly + 6)}L${f(lx + 68)} ${f(ly + 40)}L${f(lx + 52)} ${f(ly + 40)}Z" fill="#2a1a10"/><path d="M${f(lx + 54)} ${f(ly + 12)}L${f(lx + 66)} ${f(ly + 12)}L${f(lx + 64)} ${f(ly + 34)}L${f(lx + 56)} ${f(ly + 34)}Z" fill="#f6d890"/>`
  return s
}
