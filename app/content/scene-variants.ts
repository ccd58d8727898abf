// Every scene is drawn at 1600×900 and published in two crops, each at a few widths, as AVIF and WebP.
// Shared by the build step (scripts/scenes-plugin.ts) and the <SceneImage> component.

export const SCENE_VARIANTS = {
  /** 16:9, for heroes and the carousel. */
  wide: { width: 1600, height: 900, widths: [640, 1024, 1600] },
  /** 4:3 centre crop, for cards and galleries. */
  card: { width: 1200, height: 900, widths: [480, 800] },
} as const

export type SceneVariant = keyof typeof SCENE_VARIANTS
export const SCENE_FORMATS = ['avif', 'webp'] as const
export type SceneFormat = (typeof SCENE_FORMATS)[number]

export function sceneUrl(scene: string, variant: SceneVariant, width: number, format: SceneFormat): string {
  return `/images/scenes/${scene}-${variant}-${width}.${format}`
}

/** An image's address at a width: a scene's WebP of that width, or an upload as it is. */
export function imageUrl(
  image: { scene: string } | { src: string },
  variant: SceneVariant,
  width: number,
): string {
  return 'src' in image ? image.src : sceneUrl(image.scene, variant, width, 'webp')
}
