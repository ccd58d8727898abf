import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { getConfig } from '~/config.server'
import { PHOTO_FORMATS, photoWidths, UPLOAD_NAME, uploadContentType } from '~/lib/upload-names'
import { logger } from '~/logger.server'
import { findUpload, missingUploads, saveUploads } from '~/models/uploads.server'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'])
const MAX_WIDTH = 2400
/** The most pixels an upload is decoded to: with MAX_WIDTH, the bound on one upload's work. */
const MAX_INPUT_PIXELS = 60_000_000
const DAMAGED = 'This image is damaged or too large to process.'

export class UploadError extends Error {}

/** Refuses what is not a raster image we read, by its content (not by its name or declared type). */
async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new UploadError('The file is empty.')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('The image is larger than 10 MB.')
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch {
    throw new UploadError('This file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF image.')
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new UploadError('Use a JPEG, PNG, WebP, GIF or AVIF image.')
  }
}

/**
 * Stores an uploaded image: checks by content that it is a raster image, re-encodes it as WebP without
 * its metadata, and answers its name. The image is kept in the shared store (the database) and copied
 * to this instance's UPLOAD_DIR (docs/decisions/020-shared-uploads.md).
 */
export async function storeImage(bytes: Buffer): Promise<string> {
  await checkImage(bytes)
  let output: Buffer
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new UploadError(DAMAGED)
  }
  const name = `${crypto.randomUUID()}.webp`
  // The shared store first: once it answers, every instance can serve the image.
  await saveUploads([{ name, contentType: 'image/webp', bytes: output }])
  await keepLocalCopy(name, output)
  return name
}

/** A photograph as stored: the address of its full WebP, and the widths of its sizes. */
export interface StoredPhotograph {
  src: string
  widths: number[]
}

/** Pixels decoded once, from which each size is encoded. */
const fromPixels = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

/**
 * Stores a photograph (a lodge's, on its rate card): checked as storeImage does, kept as its full WebP
 * and at each of its widths (`photoWidths`) in AVIF and WebP, named from one UUID
 * (docs/decisions/054-photographs-in-sizes.md). The upload is decoded once, upright and at most 2400
 * wide, and each size is encoded from those pixels in turn, so one request's work stays bounded. Every
 * file goes into the shared store in one transaction, then into this instance's copy.
 */
export async function storePhotograph(bytes: Buffer): Promise<StoredPhotograph> {
  await checkImage(bytes)
  const uuid = crypto.randomUUID()
  const files: { name: string; contentType: string; bytes: Buffer }[] = []
  let widths: number[]
  try {
    const pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const full = await fromPixels(pixels).webp({ quality: 82 }).toBuffer()
    files.push({ name: `${uuid}.webp`, contentType: 'image/webp', bytes: full })
    widths = photoWidths(pixels.info.width)
    for (const width of widths) {
      const sized = await fromPixels(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true })
      for (const format of PHOTO_FORMATS) {
        const name = `${uuid}-${width}.${format}`
        const encoder =
          format === 'avif'
            ? fromPixels(sized).avif({ quality: 55, effort: 2 })
            : fromPixels(sized).webp({ quality: 80 })
        files.push({ name, contentType: uploadContentType(name), bytes: await encoder.toBuffer() })
      }
    }
  } catch {
    throw new UploadError(DAMAGED)
  }
  await saveUploads(files)
  for (const file of files) await keepLocalCopy(file.name, file.bytes)
  return { src: `/uploads/${uuid}.webp`, widths }
}

const uploadDirectory = () => path.resolve(getConfig().uploadDir)

/**
 * This instance's copy of an upload, written aside and renamed into place, so the static file server
 * never sends half a file. A copy that cannot be written is only logged: the store still has it.
 */
async function keepLocalCopy(name: string, bytes: Buffer) {
  const directory = uploadDirectory()
  const aside = path.join(directory, `.${name}.${crypto.randomUUID()}.tmp`)
  try {
    await fs.mkdir(directory, { recursive: true })
    await fs.writeFile(aside, bytes)
    await fs.rename(aside, path.join(directory, name))
  } catch (error) {
    await fs.rm(aside, { force: true })
    logger.warn({ err: error, name }, 'uploads: no local copy kept, the store still serves it')
  }
}

/**
 * An upload this instance has no copy of (another instance took it): from the shared store, kept
 * here for next time. Undefined when nobody has it.
 */
export async function fetchStoredUpload(name: string) {
  if (!UPLOAD_NAME.test(name)) return undefined
  const found = await findUpload(name)
  if (found) await keepLocalCopy(name, found.bytes)
  return found
}

/**
 * An upload's bytes by its address (`/uploads/<name>`, a photograph's size too), for what the server
 * draws itself (a document) rather than a browser fetches: this instance's copy, else the shared
 * store's. Undefined for an address not of ours or an image nobody has.
 */
export async function readUpload(src: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const name = /^\/uploads\/([^/]+)$/.exec(src)?.[1]
  if (!name || !UPLOAD_NAME.test(name)) return undefined
  const local = await fs.readFile(path.join(uploadDirectory(), name)).catch(() => undefined)
  return local ? { contentType: uploadContentType(name), bytes: local } : fetchStoredUpload(name)
}

/**
 * At start: images on this instance's disk that the shared store does not hold (uploaded before the
 * store existed) are added to it, so every instance can serve them.
 */
export async function shareLocalUploads(): Promise<number> {
  const names = await fs.readdir(uploadDirectory()).catch(() => [] as string[])
  let shared = 0
  const candidates = names.filter((name) => UPLOAD_NAME.test(name))
  for (let start = 0; start < candidates.length; start += 200) {
    for (const name of await missingUploads(candidates.slice(start, start + 200))) {
      const bytes = await fs.readFile(path.join(uploadDirectory(), name))
      if (bytes.length > MAX_UPLOAD_BYTES) continue
      await saveUploads([{ name, contentType: uploadContentType(name), bytes }])
      shared++
    }
  }
  if (shared) logger.info({ shared }, 'uploads: local images added to the shared store')
  return shared
}
