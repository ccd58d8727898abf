import { preload } from 'react-dom'
import { SCENE_VARIANTS, sceneUrl, type SceneVariant } from '~/content/scene-variants'
import type { ImageRef } from '~/content/types'
import type { CatalogueImage } from '~/lib/catalogue'
import { photoSizeSrc, type PhotoFormat } from '~/lib/upload-names'

interface Props {
  /** A drawn scene, or an uploaded image (staff choose those for packages). */
  image: ImageRef | CatalogueImage
  variant?: SceneVariant
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  className?: string
  /** The largest image of the first screen loads at once; every other one waits until it is near. */
  priority?: boolean
}

/**
 * One of our drawn scenes (or the operator's photo of the same name), or a photograph uploaded in sizes,
 * as responsive AVIF/WebP; any other upload as its one WebP.
 */
export function SceneImage({ image, variant = 'card', sizes, className, priority = false }: Props) {
  const spec = SCENE_VARIANTS[variant]
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : 'auto',
  } as const
  // Other uploads are re-encoded to one WebP of bounded size when they arrive (docs/decisions/006-uploads.md).
  if ('src' in image && !image.widths?.length) {
    if (priority) preload(image.src, { as: 'image', fetchPriority: 'high' })
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={spec.width}
        height={spec.height}
        className={className}
        {...loading}
      />
    )
  }
  // A scene, or a photograph uploaded on a lodge's card, which is kept in sizes as AVIF and WebP as
  // scenes are (docs/decisions/054-photographs-in-sizes.md).
  const [widths, urlAt]: [readonly number[], (width: number, format: PhotoFormat) => string] =
    'src' in image
      ? [image.widths ?? [], (width, format) => photoSizeSrc(image.src, width, format)]
      : [spec.widths, (width, format) => sceneUrl(image.scene, variant, width, format)]
  const srcSet = (format: PhotoFormat) =>
    widths.map((width) => `${urlAt(width, format)} ${width}w`).join(', ')
  const fallbackWidth = widths[Math.min(1, widths.length - 1)]!
  // React cannot see into a <picture> to preload it, so the first screen's image is named in the head
  // here, ahead of the scripts: found only in the body, it queued behind them on a slow connection. A
  // browser without AVIF skips this hint and takes the WebP source below.
  if (priority) {
    preload(urlAt(fallbackWidth, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={urlAt(fallbackWidth, 'webp')}
        alt={image.alt}
        width={spec.width}
        height={spec.height}
        className={className}
        {...loading}
      />
    </picture>
  )
}
