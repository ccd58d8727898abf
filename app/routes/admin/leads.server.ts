import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { LIST_PAGE_SIZE } from '~/lib/back-office'
import { getCatalogue } from '~/models/catalogue.server'
import { statusLabel, type LeadStatus, type LostReason } from '~/lib/lead-status'
import { changeLead, countLeads, listLeads, listStaffNames, type LeadChange } from '~/models/lead-desk.server'
import { LeadsBulkSchema } from '~/schemas/lead'
import {
  findActiveMember,
  leadCardOf,
  leadCountries,
  NOT_AN_ACTIVE_MEMBER,
  readLeadFilter,
} from '~/services/lead-list.server'
import { readPageNumber, readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// The lead inbox's loader and action (routes/admin/leads.tsx), beside its route. Times are measured on the server
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
  const members = await listStaffNames()
  return {
    filter,
    me: { id: staff.id },
    // Leads go to active members.
    team: members.filter((member) => member.active).map((member) => ({ id: member.id, name: member.name })),
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

/**
 * Several leads ticked in the inbox, assigned or moved at once: each as its own change, on its own
 * timeline, by the member who sent it. Answers what was done, or the form's messages (400).
 */
export async function changeLeadsFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: LeadsBulkSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  const value = submission.value
  let change: LeadChange
  let said: string
  if (value.intent === 'assign') {
    const owner = value.owner === '' ? null : value.owner
    const member = owner === null ? undefined : await findActiveMember(owner)
    if (owner !== null && !member) {
      return data(
        {
          result: submission.reply({ fieldErrors: { owner: [NOT_AN_ACTIVE_MEMBER] } }),
          done: null,
        },
        { status: 400 },
      )
    }
    change = { type: 'owner', to: owner }
    said = member ? `given to ${member.name}` : 'left with nobody'
  } else {
    change = {
      type: 'status',
      to: value.status as LeadStatus,
      reason: value.reason as LostReason | undefined,
    }
    said = `moved to ${statusLabel(value.status)}`
  }
  let changed = 0
  for (const id of new Set(value.lead)) if (await changeLead(id, staff.id, change)) changed++
  const leads = `${changed} ${changed === 1 ? 'lead' : 'leads'}`
  return { result: submission.reply({ resetForm: true }), done: `${leads} ${said}.` }
}
