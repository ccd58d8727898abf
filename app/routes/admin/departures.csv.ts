import { recordAudit } from '~/models/audit.server'
import { clientAddressContext } from '~/services/request-context.server'
import { adminOf } from '~/services/staff-context.server'
import type { Route } from './+types/departures.csv'
import { departuresCsv, monthOf } from './departures.server'

// A month's departures as CSV for the ground team (admins, as every export; on the audit trail).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = adminOf(context)
  await recordAudit({
    actor: staff,
    action: 'export',
    subject: `Departures (${monthOf(request).month})`,
    address: context.get(clientAddressContext),
  })
  return departuresCsv(request)
}
