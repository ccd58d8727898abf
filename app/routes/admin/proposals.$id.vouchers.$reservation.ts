import { readId } from '~/services/request-input.server'
import { voucherAnswer } from '~/services/trip-papers.server'
import type { Route } from './+types/proposals.$id.vouchers.$reservation'

// A confirmed reservation's voucher as a PDF (/admin/proposals/:id/vouchers/:reservation), for staff.

export const loader = ({ params }: Route.LoaderArgs) =>
  voucherAnswer(readId(params.id), readId(params.reservation))
