// The names of uploaded images (docs/architecture.md, "Uploads and photographs"), for the server that
// stores and serves them and the pages that ask for them. Every upload is named by us from a random
// UUID: the image itself `<uuid>.webp`; a photograph also has its sizes, `<uuid>-<width>.avif` and
// `<uuid>-<width>.webp`, so a page asks for the size it shows (docs/decisions/054-photographs-in-sizes.md).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** A name of ours: `<uuid>.webp`, or a size of a photograph, `<uuid>-960.avif`. Nothing else is looked up. */
export const UPLOAD_NAME = new RegExp(`^${UUID}(?:\\.webp|-[1-9]\\d{0,3}\\.(?:avif|webp))$`)

/** The address of an upload itself (not one of its sizes), as pages and editors name it. */
export const UPLOAD_SRC = new RegExp(`^/uploads/${UUID}\\.webp$`)

/** The widths a photograph is kept at beside its full image, in each of PHOTO_FORMATS. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const
export const PHOTO_FORMATS = ['avif', 'webp'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/**
 * The widths a photograph `imageWidth` pixels wide is kept at: each of PHOTO_WIDTHS narrower than it,
 * and its own width when that is under the largest, so a size is never enlarged and a small
 * photograph still has one.
 */
export function photoWidths(imageWidth: number): number[] {
  if (!Number.isSafeInteger(imageWidth) || imageWidth < 1) return []
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width < imageWidth)
  const last = Math.min(imageWidth, largest)
  return widths.includes(last) ? widths : [...widths, last]
}

/** A size of the upload at `src` (`/uploads/<uuid>.webp` gives `/uploads/<uuid>-960.avif`). */
export const photoSizeSrc = (src: string, width: number, format: PhotoFormat) =>
  src.replace(/\.webp$/, `-${width}.${format}`)

/** What an upload of this name is served as. */
export const uploadContentType = (name: string) => (name.endsWith('.avif') ? 'image/avif' : 'image/webp')
