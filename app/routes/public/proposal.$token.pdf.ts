import { data } from 'react-router'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { findProposalByToken } from '~/models/proposal-traveller.server'
import { pdfAnswer, viewOf } from '~/services/proposals.server'
import type { Route } from './+types/proposal.$token.pdf'
import { readToken } from './proposal.$token.server'

// The traveller's proposal as a PDF (/proposal/<token>/pdf): the newest version sent, as the page shows.

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findProposalByToken(readToken(params.token))
  if (!found) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  return pdfAnswer(viewOf(found.newest.view))
}
