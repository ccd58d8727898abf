import { data, redirect, type RouterContextProvider } from 'react-router'
import { inquiryScreens, LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import { getSeenTimes, markSeen } from '~/models/dashboard.server'
import { countInquiries, getInquiry, listInquiries, type InquiryKind } from '~/models/inquiries.server'
import { listMailForInquiry } from '~/models/mail-outbox.server'
import { readId, readPageNumber, readSearch } from './http.server'
import { staffOf } from './staff-context.server'

// The loaders behind the five inquiry lists and five detail pages: one of each, told which kind.

const PREVIEW_CHARS = 140

/** A list page: `?q=` searches name and e-mail, `?page=` pages through at the database, newest first. */
export async function loadInquiryList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: InquiryKind,
) {
  const { staff } = staffOf(context)
  const screen = inquiryScreens[kind]
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
    kind,
    search: search ?? '',
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
        id: Number(record[screen.idKey]),
        cells,
        createdAt: String(record.created_at),
        isNew: seenBefore === null || String(record.created_at) > seenBefore,
        unread: kind === 'message' ? record.read !== true : false,
      }
    }),
  }
}

export type InquiryListData = Awaited<ReturnType<typeof loadInquiryList>>

/** A detail page: every field of the inquiry, where it came from, and how its mail went. */
export async function loadInquiryDetail(
  params: { id?: string },
  context: Readonly<RouterContextProvider>,
  kind: InquiryKind,
) {
  staffOf(context)
  let id: number
  try {
    id = readId(params.id)
  } catch {
    throw data(null, { status: 404 })
  }
  const [inquiry, mail] = await Promise.all([getInquiry(kind, id), listMailForInquiry(kind, id)])
  if (!inquiry) throw data(null, { status: 404 })
  return { kind, id, inquiry: inquiry as Record<string, unknown>, mail }
}

export type InquiryDetailData = Awaited<ReturnType<typeof loadInquiryDetail>>
