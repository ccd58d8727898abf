import { data } from 'react-router'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { getPayment } from '~/models/bookings.server'
import { findProposalByToken } from '~/models/proposal-traveller.server'
import { receiptOf } from '~/services/mail-attachments.server'
import type { Route } from './+types/proposal.$token.receipts.$payment'
import { readToken } from './proposal.$token.server'

// A payment's receipt as a PDF from the traveller's page (/proposal/<token>/receipts/<id>): the same file
// the receipt mail attached, for an entry of this link's booking only.

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findProposalByToken(readToken(params.token))
  const id = /^\d{1,9}$/.test(params.payment) ? Number(params.payment) : undefined
  const payment = found && id !== undefined ? await getPayment(id) : undefined
  const [receipt] = payment && Number(payment.proposal_id) === found!.proposalId ? await receiptOf(id!) : []
  if (!receipt) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  return new Response(new Uint8Array(receipt.content), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${receipt.filename}"`,
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
