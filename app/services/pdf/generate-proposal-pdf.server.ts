import type { ProposalView } from '~/lib/proposal'
import { createPdf } from './pdf-document.server'
import { renderProposalPdf } from './render-proposal-pdf.server'

// A proposal's version as a PDF file: the same version always makes the same bytes.

export async function generateProposalPdf(view: ProposalView): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `${view.title}: proposal ${view.reference}, version ${view.version}`,
    author: view.brand,
    day: view.sentOn,
  })
  renderProposalPdf(writer, view)
  return document.save()
}

/** The file's name as the traveller sees it: "proposal-TS-2611-0042-v2.pdf". */
export const proposalPdfName = (view: Pick<ProposalView, 'reference' | 'version'>) =>
  `proposal-${view.reference}-v${view.version}.pdf`
