import { imageFromKey, type CatalogueImage } from './catalogue'
import { UPLOAD_SRC } from './upload-names'

// The pictures a proposal shows of a lodge or camp (docs/product.md, "Rate cards"), as `suppliers.pictures`
// keeps them: a JSON list of `{ key, alt, widths? }`, the key naming a drawn scene (`scene:<name>`) or
// an upload (`/uploads/<uuid>.webp`), the alt the words an admin typed for travellers who cannot see
// it, and the widths those of a photograph's sizes (app/lib/upload-names.ts). Lists saved before the
// words were typed hold bare keys, read with the lodge's name. Read and written here only.

/** The most pictures a lodge shows. */
export const MOST_PICTURES = 6
/** The longest words of a picture. */
export const PICTURE_ALT_MAX = 200

export interface SupplierPicture {
  key: string
  alt: string
  /** The widths of its sizes, for a photograph uploaded on the card; none for any other image */
  widths?: number[]
}

const SCENE_KEY = /^scene:[a-z0-9][a-z0-9-]{0,63}$/

/** A key a picture may have: a drawn scene or an upload of ours. */
export const isPictureKey = (key: string) => SCENE_KEY.test(key) || UPLOAD_SRC.test(key)

/** The words of a picture kept as a bare key, as proposals said them before words were typed. */
const madeUpAlt = (lodgeName: string, index: number) =>
  index ? `${lodgeName}, picture ${index + 1}` : lodgeName

function readWidths(key: string, value: unknown): number[] | undefined {
  if (!UPLOAD_SRC.test(key) || !Array.isArray(value)) return undefined
  const widths = value.filter(
    (width): width is number => Number.isSafeInteger(width) && width >= 1 && width <= 9999,
  )
  const sorted = [...new Set(widths)].sort((a, b) => a - b).slice(0, 8)
  return sorted.length ? sorted : undefined
}

function readEntry(value: unknown, lodgeName: string, index: number): SupplierPicture | undefined {
  if (typeof value === 'string')
    return isPictureKey(value) ? { key: value, alt: madeUpAlt(lodgeName, index) } : undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { key, alt, widths } = value as Record<string, unknown>
  if (typeof key !== 'string' || !isPictureKey(key) || typeof alt !== 'string') return undefined
  const words = alt.trim().slice(0, PICTURE_ALT_MAX)
  if (!words) return undefined
  const sizes = readWidths(key, widths)
  return sizes ? { key, alt: words, widths: sizes } : { key, alt: words }
}

/**
 * A lodge's pictures from its column, in order: new entries as they are, bare keys with the lodge's
 * name, anything else (a key not of ours, an entry without words, text that is not a list) left out;
 * a key seen before is left out too, and no more than MOST_PICTURES are read.
 */
export function readSupplierPictures(json: string | null | undefined, lodgeName: string): SupplierPicture[] {
  let stored: unknown
  try {
    stored = JSON.parse(json ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  const pictures: SupplierPicture[] = []
  for (const value of stored) {
    const picture = readEntry(value, lodgeName, pictures.length)
    if (picture && !pictures.some((known) => known.key === picture.key)) pictures.push(picture)
    if (pictures.length === MOST_PICTURES) break
  }
  return pictures
}

/** The column's text for these pictures, every one as an entry (bare keys are written with their words). */
export function writeSupplierPictures(pictures: readonly SupplierPicture[]): string {
  return JSON.stringify(
    pictures
      .slice(0, MOST_PICTURES)
      .map(({ key, alt, widths }) => (widths?.length ? { key, alt, widths } : { key, alt })),
  )
}

/** A picture as a page draws it (SceneImage). */
export function pictureImage({ key, alt, widths }: SupplierPicture): CatalogueImage {
  const image = imageFromKey(key, alt)
  return widths?.length && 'src' in image ? { ...image, widths } : image
}

/** A lodge's pictures from its column, as pages draw them: a proposal's "Where you stay". */
export const supplierImages = (json: string | null | undefined, lodgeName: string) =>
  readSupplierPictures(json, lodgeName).map(pictureImage)

export const FULL_MESSAGE = `A lodge shows at most ${MOST_PICTURES} pictures: remove one before adding another.`
export const SHOWN_MESSAGE = 'This picture is shown already: choose another.'

/** The pictures with one more at the end, or why not (the lodge shows the most, or shows it already). */
export function addPicture(
  pictures: readonly SupplierPicture[],
  picture: SupplierPicture,
): SupplierPicture[] | { refused: string } {
  if (pictures.length >= MOST_PICTURES) return { refused: FULL_MESSAGE }
  if (pictures.some((known) => known.key === picture.key)) return { refused: SHOWN_MESSAGE }
  return [...pictures, picture]
}

/** The pictures without the one of this key; undefined when none has it. */
export function removePicture(pictures: readonly SupplierPicture[], key: string) {
  return pictures.some((picture) => picture.key === key)
    ? pictures.filter((picture) => picture.key !== key)
    : undefined
}

/** The pictures with new words for the one of this key; undefined when none has it. */
export function describePicture(pictures: readonly SupplierPicture[], key: string, alt: string) {
  return pictures.some((picture) => picture.key === key)
    ? pictures.map((picture) => (picture.key === key ? { ...picture, alt } : picture))
    : undefined
}
