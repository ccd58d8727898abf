import { isLocale } from '~/lib/locales'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { findInquiryKind, type InquiryKindDefinition } from '~/inquiries'
import { valueText } from '~/lib/back-office'
import { buildLeadThread, type ThreadInquiry, type ThreadView } from '~/lib/lead-thread'
import { storedList } from '~/lib/lead-interests'
import { leadReference } from '~/lib/lead-reference'
import type { LeadStatus, LostReason } from '~/lib/lead-status'
import { describeMailState, mailPurposes } from '~/lib/mail-status'
import { getCatalogue } from '~/models/catalogue.server'
import { getInquiry } from '~/models/inquiries.server'
import {
  changeLead,
  getLead,
  listLeadEvents,
  listStaffNames,
  type LeadChange,
} from '~/models/lead-desk.server'
import { listLeadMail } from '~/models/lead-mail.server'
import { listLeadProposals } from '~/models/proposals.server'
import { LeadChangeSchema } from '~/schemas/lead'
import { inboxOfLead } from '~/services/inbound-view.server'
import { screenOf } from '~/services/inquiry-screen.server'
import { findActiveMember, NOT_AN_ACTIVE_MEMBER, packageTitles } from '~/services/lead-list.server'
import { callLink, composerOf, sendLeadReply, whatsappChat } from '~/services/lead-reply.server'
import { operatorToday } from '~/services/proposals.server'
import { readId, readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// One lead's loader and action (routes/admin/leads.$id.tsx), beside its route. Times are measured on
// the server and sent with the page, so the clock a page shows is the same however slow the browser's is.

const VIEW_COOKIE = 'lead-thread'

/**
 * The thread's view: what the address asks (?order=newest|oldest, ?events=hide|show), else what this
 * browser chose last. Answers the cookie to set when the address changed it.
 */
function threadView(request: Request): { view: ThreadView; remember: string | null } {
  const url = new URL(request.url)
  const stored = new RegExp(`(?:^|;\\s*)${VIEW_COOKIE}=([a-z,-]*)`).exec(request.headers.get('cookie') ?? '')
  const saved = new Set((stored?.[1] ?? '').split(','))
  const order = url.searchParams.get('order')
  const events = url.searchParams.get('events')
  const view = {
    newestFirst: order ? order === 'newest' : saved.has('newest'),
    quiet: events ? events === 'hide' : saved.has('quiet'),
  }
  if (!order && !events) return { view, remember: null }
  const value = [view.newestFirst ? 'newest' : 'oldest', view.quiet ? 'quiet' : 'all'].join(',')
  return {
    view,
    remember: `${VIEW_COOKIE}=${value}; Path=/admin/leads; Max-Age=31536000; HttpOnly; SameSite=Lax`,
  }
}

/** One lead: the traveller, the trip, and the conversation with the reply at its end. */
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
  // The traveller's language: the composer's templates in it first, the chat's greeting in it.
  const language = isLocale(lead.language) ? lead.language : 'en'
  const values = {
    name: lead.name,
    reference,
    packages: packageTitles(catalogue, lead.packages),
    travelStart: lead.travel_start,
    travelEnd: lead.travel_end,
    staffName: me.name,
  }
  const template = Number(new URL(request.url).searchParams.get('template'))
  const [events, staff, mail, inbox, composer, proposals] = await Promise.all([
    listLeadEvents(id),
    listStaffNames(),
    listLeadMail(id),
    inboxOfLead(id),
    composerOf(Number.isSafeInteger(template) && template > 0 ? template : undefined, values, language),
    listLeadProposals(id),
  ])
  const inquiries = await Promise.all(
    events
      .filter((event) => event.type === 'inquiry' && event.inquiry_kind && event.inquiry_id !== null)
      .map(async (event) => {
        const definition = findInquiryKind(event.inquiry_kind!)
        const inquiry = definition && (await getInquiry(definition.key as never, Number(event.inquiry_id)))
        return definition && inquiry ? shownInquiry(definition, inquiry as Record<string, unknown>) : null
      }),
  )
  const { view, remember } = threadView(request)
  const today = operatorToday()
  const askedPackages = storedList(lead.packages)
  const staffName = (id: unknown) =>
    staff.find((member) => member.id === Number(id))?.name ?? 'a former member of staff'
  const thread = buildLeadThread({
    events: events.map((event) => ({
      ...event,
      id: Number(event.id),
      inquiry_id: event.inquiry_id === null ? null : Number(event.inquiry_id),
      data: event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {},
      singular: event.inquiry_kind ? (findInquiryKind(event.inquiry_kind)?.admin.singular ?? null) : null,
    })),
    mail: mail.map((item) => ({
      id: Number(item.id),
      purpose: item.purpose,
      label: mailPurposes[item.purpose] ?? item.purpose,
      to: item.to_address,
      subject: item.subject,
      body: item.body,
      fromName: item.from_name,
      headers: item.sent_headers,
      state: describeMailState(item),
      failed: item.status === 'failed',
      lastError: item.status === 'sent' ? null : item.last_error,
      created_at: item.created_at,
    })),
    inbox,
    inquiries: inquiries.filter((item) => item !== null),
    staffName,
    newestFirst: view.newestFirst,
  })
  const payload = {
    lead: {
      ...lead,
      id: Number(lead.id),
      reference,
      countries: storedList(lead.countries),
      packages: values.packages,
    },
    composer,
    proposals: proposals.map((proposal) => ({
      ...proposal,
      expired: Boolean(proposal.sent && !proposal.acceptedAt && proposal.sent.expiresOn < today),
    })),
    packages: catalogue.packages
      .filter((item) => item.status !== 'retired')
      .map((item) => ({ no: item.no, title: item.title, asked: askedPackages.includes(String(item.no)) })),
    whatsapp: whatsappChat(lead.phone, values, language),
    call: callLink(lead.phone),
    thread,
    view,
    version: events.length,
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
  return remember ? data(payload, { headers: { 'Set-Cookie': remember } }) : payload
}

/** An inquiry as the thread shows it: the message the traveller wrote, and every other field given. */
function shownInquiry(definition: InquiryKindDefinition, values: Record<string, unknown>): ThreadInquiry {
  const screen = screenOf(definition)
  const given = screen.groups
    .flatMap((group) => group.fields)
    .filter(
      (field) => values[field.key] !== null && values[field.key] !== undefined && values[field.key] !== '',
    )
  const message = given.find((field) => field.said)
  return {
    id: Number(values[definition.api.idKey] ?? values.id),
    kind: definition.key,
    singular: screen.singular,
    itemPath: screen.itemPath,
    message: message ? valueText(message, values[message.key]) : null,
    facts: given
      .filter((field) => field !== message)
      .map((field) => [field.label, valueText(field, values[field.key])]),
    created_at: String(values.created_at),
  }
}

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
      { id, reference, language: isLocale(lead.language) ? lead.language : 'en' },
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
  else if (value.intent === 'language') change = { type: 'language', to: value.language }
  else
    change = value.clear
      ? { type: 'next-action', at: null, text: null }
      : { type: 'next-action', at: value.at!, text: value.text! }
  if (change.type === 'owner' && change.to !== null && !(await findActiveMember(change.to))) {
    return data(
      {
        result: submission.reply({ fieldErrors: { owner: [NOT_AN_ACTIVE_MEMBER] } }),
        done: null,
      },
      { status: 400 },
    )
  }
  if (!(await getLead(id))) throw data(null, { status: 404 })
  const changed = await changeLead(id, staff.id, change)
  return { result: submission.reply({ resetForm: true }), done: changed ? value.intent : null }
}
