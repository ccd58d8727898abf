import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf'

// What a PDF shows as pictures, read two ways a person would notice: each picture painted on each page
// (as a reader paints it, with its size in pixels), and the pages themselves rendered to images by
// Poppler's pdftoppm (Debian's poppler-utils, which .ci/run installs), to look at a region of one.

/** Every picture painted, page by page (from 1), with its size in pixels, in the order it is painted. */
export async function paintedPictures(bytes: Uint8Array) {
  const { OPS } = await getResolvedPDFJS()
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const painted: { page: number; width: number; height: number }[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const { fnArray, argsArray } = await page.getOperatorList()
    fnArray.forEach((op, index) => {
      if (op !== OPS.paintImageXObject) return
      const [, width, height] = argsArray[index] as [string, number, number]
      painted.push({ page: number, width, height })
    })
  }
  return painted
}

/** The PDF's first pages as PNG images, `dpi` dots to the inch. */
export async function renderedPages(bytes: Uint8Array, pages: number, dpi = 50): Promise<Buffer[]> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tembo-pdf-'))
  try {
    const file = path.join(directory, 'document.pdf')
    await fs.writeFile(file, bytes)
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      String(pages),
      file,
      path.join(directory, 'page'),
    ])
    const names = (await fs.readdir(directory)).filter((name) => name.endsWith('.png')).sort()
    return Promise.all(names.map((name) => fs.readFile(path.join(directory, name))))
  } finally {
    await fs.rm(directory, { recursive: true, force: true })
  }
}

/**
 * How a region of a rendered page looks (fractions of the page, from its top left): its mean brightness
 * (255 is white paper) and how much its colours vary (a picture varies, an empty page does not).
 */
export async function regionLook(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const image = sharp(png)
  const { width = 0, height = 0 } = await image.metadata()
  const { channels } = await image
    .extract({
      left: Math.round(region.left * width),
      top: Math.round(region.top * height),
      width: Math.round(region.width * width),
      height: Math.round(region.height * height),
    })
    .stats()
  const colour = channels.slice(0, 3)
  return {
    brightness: colour.reduce((sum, channel) => sum + channel.mean, 0) / colour.length,
    variation: colour.reduce((sum, channel) => sum + channel.stdev, 0) / colour.length,
  }
}
