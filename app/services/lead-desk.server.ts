import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { countries as ourCountries } from '~/content/countries'
import type { Catalogue } from '~/lib/catalogue'
import { getCatalogue } from '~/models/catalogue.server'
import { findInquiryKind } from '~/inquiries'
import { LIST_PAGE_SIZE } from '~/lib/back-office'
import { packageTitle, storedList } from '~/lib/lead-interests'
import { leadReference } from '~/lib/lead-reference'
import { isLeadStatus, LEAD_STATUSES, type LeadStatus, type LostReason } from '~/lib/lead-status'
import { describeMailState, mailPurposes } from '~/lib/mail-status'
import { getInquiry } from '~/models/inquiries.server'
import { listLeadMail } from '~/models/lead-mail.server'
import {
  changeLead,
  countLeads,
  getLead,
  listLeadEvents,
  listLeads,
  listStaffNames,
  type LeadChange,
  type LeadFilter,
} from '~/models/lead-desk.server'
import { LeadChangeSchema } from '~/schemas/lead'
import { screenOf } from './back-office.server'
import { composerOf, sendLeadReply, whatsappChat } from './lead-reply.server'
import { inboxOfLead } from './inbound-view.server'
import { readId, readPageNumber, readSearch, readSubmission } from './request-input.server'
import { staffOf } from './staff-context.server'

// The loaders and the action behind the lead desk: the inbox (/admin/leads) and one lead
// (/admin/leads/:id). Times are measured on the server and sent with the page, so the clock a page
// shows is the same however slow the browser's is.

/** The countries a lead can ask about: our four destinations. */
const countries: string[] = ourCountries.map((country) => country.name)

/** The package numbers a lead asked about, as their titles. */
const packageTitles = (catalogue: Catalogue, stored: string | null) =>
  storedList(stored).map((no) => packageTitle(catalogue.packages, no))

/** A row of the inbox as a card shows it. */
function cardOf(row: Awaited<ReturnType<typeof listLeads>>[number], catalogue: Catalogue) {
  return {
    id: Number(row.id),
    reference: leadReference({ id: Number(row.id), created_at: row.created_at }),
    name: row.name,
    email: row.email,
    status: row.status,
    interests: [...storedList(row.countries), ...packageTitles(catalogue, row.packages)],
    travelStart: row.travel_start,
    waitingSince: row.waiting_since,
    nextActionAt: row.next_action_at,
    owner: row.owner_name,
    createdAt: row.created_at,
  }
}

/** The inbox's filters from its address, for its pages and its export. */
export function readLeadFilter(request: Request, catalogue: Pick<Catalogue, 'packages'>): LeadFilter {
  const params = new URL(request.url).searchParams
  const status = params.get('status')
  const owner = params.get('owner')
  const month = params.get('month') ?? ''
  const country = params.get('visiting') ?? ''
  const packageNo = Number(params.get('tour'))
  const sort = params.get('sort')
  return {
    status: isLeadStatus(status) ? status : undefined,
    owner: owner === 'mine' || owner === 'unassigned' ? owner : undefined,
    waiting: params.get('waiting') === '1',
    search: readSearch(request),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    country: countries.includes(country) ? country : undefined,
    packageNo: catalogue.packages.some((item) => item.no === packageNo) ? packageNo : undefined,
    sort: sort === 'newest' || sort === 'travel' ? sort : 'waiting',
  }
}

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
    countries,
    packages: catalogue.packages.map((item) => ({ no: item.no, title: item.title })),
    rows: rows.map((row) => cardOf(row, catalogue)),
  }
}

export type InboxData = Awaited<ReturnType<typeof loadInbox>>

/** How many leads a board column shows; its count says how many there are. */
const BOARD_CARDS = 10

/** The board: a column per status with its count and its longest-waiting (then newest) leads. */
export async function loadBoard(context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const catalogue = await getCatalogue()
  const columns = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const filter: LeadFilter = { status: status.value, sort: 'waiting' }
      const [total, rows] = await Promise.all([
        countLeads(filter, staff.id),
        listLeads(filter, staff.id, { limit: BOARD_CARDS, offset: 0 }),
      ])
      return {
        status: status.value,
        label: status.label,
        total,
        leads: rows.map((row) => cardOf(row, catalogue)),
      }
    }),
  )
  return { columns, now: new Date().toISOString(), replyTargetHours: getConfig().replyTargetHours }
}

/** One lead: the traveller, the trip, every inquiry in full, and the timeline. */
export async function loadLead(
  request: Request,
  params: { id?: string },
  context: Readonly<RouterContextProvider>,
) {
  const { staff: me } = staffOf(context)
  const id = readId(params.id)
  const [lead, catalogue] = await Promise.all([getLead(id), getCatalogue()])
  if (!lead) throw data(null, { status: 404 })
  const reference = leadReference({ id: Number(lead.id), created_at: lead.created_at })
  const values = {
    name: lead.name,
    reference,
    packages: packageTitles(catalogue, lead.packages),
    travelStart: lead.travel_start,
    travelEnd: lead.travel_end,
    staffName: me.name,
  }
  const template = Number(new URL(request.url).searchParams.get('template'))
  const [events, staff, mail, inbox, composer] = await Promise.all([
    listLeadEvents(id),
    listStaffNames(),
    listLeadMail(id),
    inboxOfLead(id),
    composerOf(Number.isSafeInteger(template) && template > 0 ? template : undefined, values),
  ])
  const inquiries = await Promise.all(
    events
      .filter((event) => event.type === 'inquiry' && event.inquiry_kind && event.inquiry_id !== null)
      .map(async (event) => {
        const definition = findInquiryKind(event.inquiry_kind!)
        const inquiry = definition && (await getInquiry(definition.key as never, Number(event.inquiry_id)))
        return definition && inquiry
          ? {
              id: Number(event.inquiry_id),
              screen: screenOf(definition),
              values: inquiry as Record<string, unknown>,
            }
          : null
      }),
  )
  return {
    lead: {
      ...lead,
      id: Number(lead.id),
      reference,
      countries: storedList(lead.countries),
      packages: values.packages,
    },
    composer,
    whatsapp: whatsappChat(lead.phone, values),
    mail: mail.map((item) => ({
      id: Number(item.id),
      purpose: mailPurposes[item.purpose] ?? item.purpose,
      to: item.to_address,
      subject: item.subject,
      state: describeMailState(item),
      lastError: item.status === 'sent' ? null : item.last_error,
      created_at: item.created_at,
    })),
    inbox,
    inquiries: inquiries.filter((item) => item !== null),
    events: events.map((event) => ({
      ...event,
      id: Number(event.id),
      data: event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {},
      singular: event.inquiry_kind ? (findInquiryKind(event.inquiry_kind)?.admin.singular ?? null) : null,
    })),
    // Leads go to active members; a disabled owner still shows, so the lead stays theirs until moved.
    staff: staff
      .filter((member) => member.active || member.id === lead.owner_id)
      .map((member) => ({
        id: Number(member.id),
        name: member.active ? member.name : `${member.name} (disabled)`,
      })),
    now: new Date().toISOString(),
    replyTargetHours: getConfig().replyTargetHours,
  }
}

export type LeadData = Awaited<ReturnType<typeof loadLead>>

/** A change from the lead's page; answers the form's messages (400) or what was done. */
export async function changeLeadFromForm(
  request: Request,
  params: { id?: string },
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const id = readId(params.id)
  const submission = parseWithZod(await readSubmission(request), { schema: LeadChangeSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), done: null }, { status: 400 })
  }
  const value = submission.value
  if (value.intent === 'reply') {
    const lead = await getLead(id)
    if (!lead) throw data(null, { status: 404 })
    const reference = leadReference({ id: Number(lead.id), created_at: lead.created_at })
    await sendLeadReply(
      { id, reference },
      staff,
      { subject: value.subject, body: value.words },
      request.signal,
    )
    return { result: submission.reply({ resetForm: true }), done: value.intent }
  }
  let change: LeadChange
  if (value.intent === 'status') {
    change = {
      type: 'status',
      to: value.status as LeadStatus,
      reason: value.reason as LostReason | undefined,
      note: value.note,
    }
  } else if (value.intent === 'reopen') change = { type: 'reopen' }
  else if (value.intent === 'owner') change = { type: 'owner', to: value.owner === '' ? null : value.owner }
  else if (value.intent === 'note') change = { type: 'note', text: value.body }
  else
    change = value.clear
      ? { type: 'next-action', at: null, text: null }
      : { type: 'next-action', at: value.at!, text: value.text! }
  if (
    change.type === 'owner' &&
    change.to !== null &&
    !(await listStaffNames()).some((member) => member.id === change.to && member.active)
  ) {
    return data(
      {
        result: submission.reply({ fieldErrors: { owner: ['Choose an active member of the team'] } }),
        done: null,
      },
      { status: 400 },
    )
  }
  if (!(await getLead(id))) throw data(null, { status: 404 })
  const changed = await changeLead(id, staff.id, change)
  return { result: submission.reply({ resetForm: true }), done: changed ? value.intent : null }
}
