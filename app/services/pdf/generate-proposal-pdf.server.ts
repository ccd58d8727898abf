import fontkit from '@pdf-lib/fontkit'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import type { ProposalView } from '~/lib/proposal'
import { PdfWriter } from './pdf-writer.server'
import { renderProposalPdf } from './render-proposal-pdf.server'

// A proposal's version as a PDF file, in the site's own type (scripts/fonts-plugin.ts makes the files:
// the server's build carries them in build/server/pdf-fonts, a source checkout in app/fonts/pdf). The
// same version always makes the same bytes: its dates are the version's, not the moment it is made.

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

export async function generateProposalPdf(view: ProposalView): Promise<Uint8Array> {
  const bytes = await loadFonts()
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const [text, bold, heading] = await Promise.all([
    document.embedFont(bytes.text, { subset: true }),
    document.embedFont(bytes.bold, { subset: true }),
    document.embedFont(bytes.heading, { subset: true }),
  ])
  const made = new Date(`${view.sentOn}T00:00:00Z`)
  document.setTitle(`${view.title}: proposal ${view.reference}, version ${view.version}`)
  document.setAuthor(view.brand)
  document.setCreator(view.brand)
  document.setProducer(view.brand)
  document.setCreationDate(made)
  document.setModificationDate(made)
  renderProposalPdf(new PdfWriter(document, { text, bold, heading }), view)
  return document.save()
}

/** The file's name as the traveller sees it: "proposal-TS-2611-0042-v2.pdf". */
export const proposalPdfName = (view: Pick<ProposalView, 'reference' | 'version'>) =>
  `proposal-${view.reference}-v${view.version}.pdf`
