import type { PDFImage } from 'pdf-lib'
import type { ProposalView } from '~/lib/proposal'
import type { RouteMap } from '~/lib/route-map/drawing'
import { createPdf } from './pdf-document.server'
import { renderProposalPdf } from './render-proposal-pdf.server'

// The drawing of a proposal's PDF from its view and its pictures' files: all of it JavaScript on one
// thread, which is why it runs in the PDF thread (pdf-thread.server.ts) when there is one.

/** A version's pictures as JPEG (PNG for the mark) files, each once, and where each is shown. */
export interface ProposalArtFiles {
  files: Record<string, Uint8Array>
  cover: string | null
  mark: Uint8Array | null
  /** The key of each day's picture in `files` */
  days: (string | null)[]
  /** The keys of each stay's pictures */
  stays: string[][]
  map: RouteMap | null
}

export async function drawProposalPdf(view: ProposalView, art: ProposalArtFiles): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `${view.title}: proposal ${view.reference}, version ${view.version}`,
    author: view.brand,
    day: view.sentOn,
  })
  const images = new Map<string, PDFImage>()
  // In the order of their keys, whatever order they were made in: the same version, the same bytes.
  for (const key of Object.keys(art.files).sort()) images.set(key, await document.embedJpg(art.files[key]!))
  const image = (key: string | null) => (key === null ? undefined : images.get(key))
  renderProposalPdf(writer, view, {
    cover: image(art.cover),
    mark: art.mark ? await document.embedPng(art.mark) : undefined,
    days: art.days.map(image),
    stays: art.stays.map((keys) => keys.flatMap((key) => image(key) ?? [])),
    map: art.map,
  })
  return document.save()
}
