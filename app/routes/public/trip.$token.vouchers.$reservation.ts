import type { Route } from './+types/trip.$token.vouchers.$reservation'
import { tripVoucherAnswer } from './trip.$token.server'

// A voucher of the traveller's trip (/trip/<token>/vouchers/<reservation>), as it was sent.

export const loader = ({ params }: Route.LoaderArgs) => tripVoucherAnswer(params.token, params.reservation)
