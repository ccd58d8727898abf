import type { RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { LIST_PAGE_SIZE } from '~/lib/back-office'
import { getCatalogue } from '~/models/catalogue.server'
import { countLeads, listLeads } from '~/models/lead-desk.server'
import { leadCardOf, leadCountries, readLeadFilter } from '~/services/lead-list.server'
import { readPageNumber } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// The lead inbox's loader (routes/admin/leads.tsx), beside its route. Times are measured on the server
// and sent with the page, so the clock a page shows is the same however slow the browser's is.

/** The inbox counts its leads up to this many and says "10,000+" beyond: every page is bounded work. */
const INBOX_COUNT_LIMIT = 10_000

export async function loadInbox(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const catalogue = await getCatalogue()
  const filter = readLeadFilter(request, catalogue)
  const page = readPageNumber(request)
  const [counted, rows] = await Promise.all([
    countLeads(filter, staff.id, { upTo: INBOX_COUNT_LIMIT }),
    listLeads(filter, staff.id, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE }),
  ])
  const total = Math.min(counted, INBOX_COUNT_LIMIT)
  const more = counted > INBOX_COUNT_LIMIT
  return {
    filter,
    page,
    total,
    more,
    // Not counted to the end: the pages are not numbered, and a full page has a next one.
    pageCount: more ? null : Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    hasNext: more ? rows.length === LIST_PAGE_SIZE : page * LIST_PAGE_SIZE < total,
    now: new Date().toISOString(),
    replyTargetHours: getConfig().replyTargetHours,
    canExport: staff.role === 'admin',
    countries: leadCountries,
    packages: catalogue.packages.map((item) => ({ no: item.no, title: item.title })),
    rows: rows.map((row) => leadCardOf(row, catalogue)),
  }
}
