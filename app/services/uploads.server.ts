import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { findUpload, missingUploads, saveUpload } from '~/models/uploads.server'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'])
const MAX_WIDTH = 2400

export class UploadError extends Error {}

/**
 * Stores an uploaded image: checks by content (not by name or declared type) that it is a raster image,
 * re-encodes it as WebP without its metadata, and answers its name. The image is kept in the shared
 * store (the database) and copied to this instance's UPLOAD_DIR (docs/decisions/020-shared-uploads.md).
 */
export async function storeImage(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new UploadError('The file is empty.')
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('The image is larger than 10 MB.')
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata()
  } catch {
    throw new UploadError('This file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF image.')
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new UploadError('Use a JPEG, PNG, WebP, GIF or AVIF image.')
  }
  let output: Buffer
  try {
    output = await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new UploadError('This image is damaged or too large to process.')
  }
  const name = `${crypto.randomUUID()}.webp`
  // The shared store first: once it answers, every instance can serve the image.
  await saveUpload(name, 'image/webp', output)
  await keepLocalCopy(name, output)
  return name
}

/** Uploads are named by us: a random UUID and the format's extension, nothing else. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/

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
      await saveUpload(name, 'image/webp', bytes)
      shared++
    }
  }
  if (shared) logger.info({ shared }, 'uploads: local images added to the shared store')
  return shared
}
