import { exportInquiries } from '~/services/csv-export.server'
import type { Route } from './+types/inquiry-list.csv'

// Every kind's inquiry list as a CSV file (app/routes.ts gives each kind's list path with ".csv" to
// this module), with the list's search (admins only; on the audit trail).

export const loader = ({ request, context, pattern }: Route.LoaderArgs) =>
  exportInquiries(request, context, pattern)
