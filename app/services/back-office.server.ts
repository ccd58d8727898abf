import { data, redirect, type RouterContextProvider } from 'react-router'
import { inquiryKindAt, type InquiryKind, type InquiryKindDefinition } from '~/inquiries'
import { LIST_PAGE_SIZE, listPageLink, type InquiryScreen } from '~/lib/back-office'
import { getSeenTimes, markSeen } from '~/models/dashboard.server'
import { countInquiries, getInquiry, listInquiries, setInquiryRead } from '~/models/inquiries.server'
import { leadOfInquiry } from '~/models/leads.server'
import { listMailForInquiry } from '~/models/mail-shown.server'
import { readId, readPageNumber, readSearch, readSubmission } from './request-input.server'
import { requireStaff, staffOf } from './staff-context.server'

// The loaders behind every kind's inquiry list and detail page (app/routes.ts gives each kind's paths
// the same two route modules): the kind is the one whose path was asked for.

/** What a page shows of a kind: its screen, without the rules and functions that stay on the server. */
export function screenOf(definition: InquiryKindDefinition): InquiryScreen {
  return {
    ...definition.admin,
    kind: definition.key as InquiryKind,
    tracksReading: definition.tracksReading === true,
  }
}

/** What a loader or action is given: the request, its route's pattern, the id in the address. */
interface PageArgs {
  request: Request
  context: Readonly<RouterContextProvider>
  pattern: string
  params: { id?: string }
}

/** The kind whose list or detail page this is, by the route's pattern. */
function kindOf(pattern: string, part: 'list' | 'item'): InquiryKindDefinition {
  const definition = inquiryKindAt(pattern, part)
  if (!definition) throw data(null, { status: 404 })
  return definition
}

const PREVIEW_CHARS = 140

/** A list page: `?q=` searches name and e-mail, `?page=` pages through at the database, newest first. */
export async function loadInquiryList({ request, context, pattern }: PageArgs) {
  const { staff } = staffOf(context)
  const definition = kindOf(pattern, 'list')
  const kind = definition.key as InquiryKind
  const screen = screenOf(definition)
  const search = readSearch(request)
  const page = readPageNumber(request)
  const [seen, total, rows] = await Promise.all([
    getSeenTimes(staff.id),
    countInquiries(kind, search),
    listInquiries(kind, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE }, search),
  ])
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  // A page past the end (the list shrank, or the address was typed): the last page instead.
  if (page > pageCount) throw redirect(listPageLink(screen.listPath, search, pageCount))
  const seenBefore = seen[kind] ?? null
  await markSeen(staff.id, kind)
  const keys = screen.columns.map((column) => column.key)
  return {
    screen,
    search: search ?? '',
    canExport: staff.role === 'admin',
    page,
    total,
    pageCount,
    rows: rows.map((row) => {
      const record = row as Record<string, unknown>
      const cells = Object.fromEntries(
        keys.map((key) => {
          const value = record[key]
          return [key, typeof value === 'string' ? value.slice(0, PREVIEW_CHARS) : (value ?? null)]
        }),
      ) as Record<string, string | number | null>
      return {
        id: Number(record[definition.api.idKey]),
        cells,
        createdAt: String(record.created_at),
        isNew: seenBefore === null || String(record.created_at) > seenBefore,
        unread: screen.tracksReading ? record.read !== true : false,
      }
    }),
  }
}

export type InquiryListData = Awaited<ReturnType<typeof loadInquiryList>>

/** A detail page: every field of the inquiry, where it came from, and how its mail went. */
export async function loadInquiryDetail({ context, pattern, params }: PageArgs) {
  requireStaff(context)
  const definition = kindOf(pattern, 'item')
  const kind = definition.key as InquiryKind
  let id: number
  try {
    id = readId(params.id)
  } catch {
    throw data(null, { status: 404 })
  }
  const [inquiry, mail, lead] = await Promise.all([
    getInquiry(kind, id),
    listMailForInquiry(kind, id),
    leadOfInquiry(kind, id),
  ])
  if (!inquiry) throw data(null, { status: 404 })
  return {
    screen: screenOf(definition),
    id,
    inquiry: inquiry as Record<string, unknown>,
    mail,
    lead: lead ?? null,
  }
}

/** Mark as Read, or back to unread for one someone still has to answer (kinds staff mark read). */
export async function markInquiryRead({ request, context, pattern, params }: PageArgs) {
  requireStaff(context)
  const definition = kindOf(pattern, 'item')
  // Other kinds have nothing to post, as a page without an action.
  if (!definition.tracksReading) throw data(null, { status: 405 })
  const form = await readSubmission(request)
  const read = form.get('intent') !== 'unread'
  if (!(await setInquiryRead(definition.key as InquiryKind, readId(params.id), read))) {
    throw data(null, { status: 404 })
  }
  return { read }
}

export type InquiryDetailData = Awaited<ReturnType<typeof loadInquiryDetail>>
