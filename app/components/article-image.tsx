import { SceneImage } from './ui/scene-image'
import type { SceneName } from '~/content/types'

const SCENE_PATH = /^\/images\/scenes\/([a-z-]+?)-(?:wide|card)-\d+\.(?:webp|avif)$/

/**
 * An article's picture: one of our scenes (responsive, by its path) or any other image address,
 * shown in a fixed frame so the page does not jump while it loads.
 */
export function ArticleImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  src: string | null
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (!src) return <div aria-hidden="true" className={`aspect-[16/9] w-full bg-forest-800 ${className}`} />
  const scene = src.match(SCENE_PATH)?.[1]
  if (scene) {
    return (
      <SceneImage
        image={{ scene: scene as SceneName, alt }}
        variant="wide"
        sizes={sizes}
        priority={priority}
        className={`aspect-[16/9] w-full object-cover ${className}`}
      />
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={1600}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      className={`aspect-[16/9] w-full object-cover ${className}`}
    />
  )
}
