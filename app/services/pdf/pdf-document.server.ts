import fontkit from '@pdf-lib/fontkit'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { PdfWriter } from './pdf-writer.server'

// A new PDF in the site's own type (scripts/fonts-plugin.ts makes the files: the server's build carries
// them in build/server/pdf-fonts, a source checkout in app/fonts/pdf). Its dates are the document's own
// (the day it stands for), never the moment it is made, so the same document always makes the same bytes.

const FONT_FILES = { text: 'sans-400.ttf', bold: 'sans-700.ttf', heading: 'serif-400.ttf' }

let fontBytes: Promise<Record<keyof typeof FONT_FILES, Buffer>> | undefined

function fontsDirectory(): string {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pdf-fonts')
  for (const directory of [beside, path.resolve('build/server/pdf-fonts'), path.resolve('app/fonts/pdf')])
    if (fs.existsSync(path.join(directory, FONT_FILES.text))) return directory
  throw new Error('The PDF fonts are missing: run npm run build')
}

function loadFonts() {
  fontBytes ??= (async () => {
    const directory = fontsDirectory()
    const entries = await Promise.all(
      Object.entries(FONT_FILES).map(async ([key, file]) => [
        key,
        await fs.promises.readFile(path.join(directory, file)),
      ]),
    )
    return Object.fromEntries(entries) as Record<keyof typeof FONT_FILES, Buffer>
  })()
  return fontBytes
}

export async function createPdf(about: { title: string; author: string; day: string }) {
  const bytes = await loadFonts()
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const [text, bold, heading] = await Promise.all([
    document.embedFont(bytes.text, { subset: true }),
    document.embedFont(bytes.bold, { subset: true }),
    document.embedFont(bytes.heading, { subset: true }),
  ])
  const made = new Date(`${about.day}T00:00:00Z`)
  document.setTitle(about.title)
  document.setAuthor(about.author)
  document.setCreator(about.author)
  document.setProducer(about.author)
  document.setCreationDate(made)
  document.setModificationDate(made)
  return { document, writer: new PdfWriter(document, { text, bold, heading }) }
}
