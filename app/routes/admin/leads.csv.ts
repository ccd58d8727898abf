import { exportLeads } from '~/services/csv-export.server'
import type { Route } from './+types/leads.csv'

// The lead inbox as a CSV file, with the inbox's filters (admins only; on the audit trail).

export const loader = ({ request, context }: Route.LoaderArgs) => exportLeads(request, context)
