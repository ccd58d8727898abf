// Colour arithmetic on #rrggbb strings: mixing and atmospheric haze.

function parseHex(color: string): [number, number, number] {
  let hex = color.replace('#', '')
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c)
  const value = Number.parseInt(hex, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a)
  const [r2, g2, b2] = parseHex(b)
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0')
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`
}

/** Atmospheric perspective: pushes a colour toward the haze colour by depth (0 near, 1 far). */
export function haze(color: string, hazeColor: string, depth: number): string {
  return mix(color, hazeColor, depth)
}
