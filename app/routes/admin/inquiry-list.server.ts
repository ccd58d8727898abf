import { redirect } from 'react-router'
import type { InquiryKind } from '~/inquiries'
import { LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import { getSeenTimes, markSeen } from '~/models/dashboard.server'
import { countInquiries, listInquiries } from '~/models/inquiries.server'
import { kindOfPage, screenOf, type InquiryPageArgs } from '~/services/inquiry-screen.server'
import { readPageNumber, readSearch } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// The loader behind every kind's inquiry list (routes/admin/inquiry-list.tsx), beside its route: the
// kind is the one whose path was asked for.

const PREVIEW_CHARS = 140

/** A list page: `?q=` searches name and e-mail, `?page=` pages through at the database, newest first. */
export async function loadInquiryList({ request, context, pattern }: Omit<InquiryPageArgs, 'params'>) {
  const { staff } = staffOf(context)
  const definition = kindOfPage(pattern, 'list')
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
