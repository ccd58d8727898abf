import type { CatalogueImage } from '~/lib/catalogue'

// The catalogue's JSON columns as they are read back: a value that no longer parses reads as its
// fallback, and an image as a drawn scene when it names no file, so one bad row never hides the rest.

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function toImage(value: unknown): CatalogueImage {
  const ref = (value ?? {}) as Record<string, unknown>
  const alt = typeof ref.alt === 'string' ? ref.alt : ''
  if (typeof ref.src === 'string') return { src: ref.src, alt }
  return { scene: typeof ref.scene === 'string' ? ref.scene : 'welcome', alt }
}
