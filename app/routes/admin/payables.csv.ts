import { recordAudit } from '~/models/audit.server'
import { clientAddressContext } from '~/services/request-context.server'
import { adminOf } from '~/services/staff-context.server'
import type { Route } from './+types/payables.csv'
import { payablesCsv } from './payables.server'

// What is owed to suppliers as CSV for the accounts (admins, as every export; on the audit trail).

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = adminOf(context)
  await recordAudit({
    actor: staff,
    action: 'export',
    subject: 'Payables',
    address: context.get(clientAddressContext),
  })
  return payablesCsv()
}
