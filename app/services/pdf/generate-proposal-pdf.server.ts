import { imageKey, type CatalogueImage } from '~/lib/catalogue'
import type { ProposalView } from '~/lib/proposal'
import { proposalRouteMap } from '~/lib/route-map/draw.server'
import type { ProposalArtFiles } from './draw-proposal-pdf.server'
import { drawInPdfThread } from './pdf-thread.server'
import { markPng, pictureJpeg } from './pdf-pictures.server'
import { PICTURE_BOXES } from './render-proposal-pdf.server'

// A proposal's version as a PDF file: the same version always makes the same bytes. Its pictures are
// made here (sharp works off the event loop) and its map laid out; the drawing itself, all JavaScript,
// runs in the PDF thread (pdf-thread.server.ts), so a long proposal holds up no one's request.

/** Twice as many pixels as points, for print. */
const pixels = (box: { width: number; height: number }) => ({
  width: Math.round(box.width * 2),
  height: Math.round(box.height * 2),
})

async function gatherArt(view: ProposalView): Promise<ProposalArtFiles> {
  // Each picture is made once (pictureJpeg remembers it) and held once in `files`, however often shown.
  const files: Record<string, Uint8Array> = {}
  const file = async (image: CatalogueImage | undefined, box: { width: number; height: number }) => {
    if (!image) return null
    const size = pixels(box)
    const bytes = await pictureJpeg(image, size)
    if (!bytes) return null
    const key = `${imageKey(image)}@${size.width}x${size.height}`
    files[key] = bytes
    return key
  }
  const [cover, mark, days, stays] = await Promise.all([
    file(view.cover, PICTURE_BOXES.cover),
    markPng(),
    Promise.all(view.days.map((day) => file(day.picture, PICTURE_BOXES.day))),
    Promise.all(
      (view.stays ?? []).map(async (stay) =>
        (await Promise.all((stay.pictures ?? []).map((picture) => file(picture, PICTURE_BOXES.stay)))).filter(
          (key): key is string => key !== null,
        ),
      ),
    ),
  ])
  return { files, cover, mark, days, stays, map: proposalRouteMap(view) }
}

export async function generateProposalPdf(view: ProposalView): Promise<Uint8Array> {
  return drawInPdfThread(view, await gatherArt(view))
}

/** The file's name as the traveller sees it: "proposal-TS-2611-0042-v2.pdf". */
export const proposalPdfName = (view: Pick<ProposalView, 'reference' | 'version'>) =>
  `proposal-${view.reference}-v${view.version}.pdf`
