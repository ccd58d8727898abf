import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { getConfig } from '~/config.server'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'])
const MAX_WIDTH = 2400

export class UploadError extends Error {}

/**
 * Stores an uploaded image: checks by content (not by name or declared type) that it is a raster image,
 * re-encodes it as WebP without its metadata, and answers the file name under the upload directory.
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
  const directory = path.resolve(getConfig().uploadDir)
  await fs.mkdir(directory, { recursive: true })
  await fs.writeFile(path.join(directory, name), output)
  return name
}
