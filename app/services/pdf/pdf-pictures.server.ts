import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { imageKey, type CatalogueImage } from '~/lib/catalogue'
import { SCENE_VARIANTS, sceneUrl, type SceneVariant } from '~/content/scene-variants'
import { logger } from '~/logger.server'
import { photoSizeSrc } from '~/lib/upload-names'
import { readUpload } from '~/services/uploads.server'

// The pictures a PDF carries (docs/product.md, "Proposals", "The PDF"), as JPEG at the size they are
// printed: a drawn scene from the build's published files, an upload from the shared store. PDF readers
// take JPEG everywhere, and a picture printed 5 cm wide needs no more than a few hundred pixels, which
// keeps a fortnight's proposal under 2 MB. A picture that cannot be read is left out, never the file.

/** How a picture is printed: its pixels (about twice its points, for print) and crop. */
export interface PictureSize {
  width: number
  height: number
}

const remembered = new Map<string, Promise<Uint8Array | null>>()
const REMEMBER = 96

let client: string | undefined

/** The published files of the browser build (beside the server's, or under the checkout's build/). */
function clientDirectory(): string {
  client ??= [
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client'),
    path.resolve('build/client'),
  ].find((directory) => existsSync(path.join(directory, 'images', 'scenes')))
  return client ?? path.resolve('build/client')
}

/** Of the widths an image is kept at, the smallest enough for `wanted`, else the largest. */
const enough = (widths: readonly number[], wanted: number) =>
  widths.find((width) => width >= wanted) ?? widths.at(-1)

async function sourceBytes(image: CatalogueImage, size: PictureSize): Promise<Buffer | undefined> {
  if ('src' in image) {
    // A photograph's smallest size enough for the box, else the image as it was kept.
    const width = enough(image.widths ?? [], size.width)
    return (await readUpload(width ? photoSizeSrc(image.src, width, 'webp') : image.src))?.bytes
  }
  // The wide crop for a picture wider than 3:2, the card's 4:3 for the rest.
  const variant: SceneVariant = size.width / size.height > 1.5 ? 'wide' : 'card'
  const width = enough(SCENE_VARIANTS[variant].widths, size.width)!
  const file = path.join(clientDirectory(), sceneUrl(image.scene, variant, width, 'webp'))
  return fs.readFile(file).catch(() => undefined)
}

async function makeJpeg(image: CatalogueImage, size: PictureSize): Promise<Uint8Array | null> {
  try {
    const bytes = await sourceBytes(image, size)
    if (!bytes) {
      logger.warn({ picture: imageKey(image) }, 'pdf: a picture was not found and is left out')
      return null
    }
    return await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ ...size, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    logger.warn({ err: error, picture: imageKey(image) }, 'pdf: a picture could not be read and is left out')
    return null
  }
}

/** A picture as JPEG bytes at `size`, or null when it cannot be had; the same picture is made once. */
export function pictureJpeg(image: CatalogueImage, size: PictureSize): Promise<Uint8Array | null> {
  const key = `${imageKey(image)}@${size.width}x${size.height}`
  let made = remembered.get(key)
  if (!made) {
    made = makeJpeg(image, size)
    if (remembered.size >= REMEMBER) remembered.delete(remembered.keys().next().value ?? '')
    remembered.set(key, made)
    // A picture not found now (an upload still on its way) is looked for again next time.
    void made.then((bytes) => {
      if (!bytes) remembered.delete(key)
    })
  }
  return made
}

let mark: Promise<Uint8Array | null> | undefined

/** The operator's mark (public/favicon.svg) as a small PNG, made once, or null when the build has none. */
export function markPng(): Promise<Uint8Array | null> {
  mark ??= (async () => {
    try {
      const svg = await fs.readFile(path.join(clientDirectory(), 'favicon.svg'))
      return await sharp(svg, { density: 300 }).resize(96, 96).png().toBuffer()
    } catch {
      return null
    }
  })()
  return mark
}
