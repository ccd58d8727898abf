import { data } from 'react-router'
import type { InquiryKind } from '~/inquiries'
import { getInquiry, setInquiryRead } from '~/models/inquiries.server'
import { leadOfInquiry } from '~/models/leads.server'
import { listMailForInquiry } from '~/models/mail-shown.server'
import { kindOfPage, screenOf, type InquiryPageArgs } from '~/services/inquiry-screen.server'
import { readId, readSubmission } from '~/services/request-input.server'
import { requireStaff } from '~/services/staff-context.server'

// The loader and action behind every kind's inquiry page (routes/admin/inquiry.$id.tsx), beside its
// route: the kind is the one whose path was asked for.

/** A detail page: every field of the inquiry, where it came from, and how its mail went. */
export async function loadInquiryDetail({ context, pattern, params }: InquiryPageArgs) {
  requireStaff(context)
  const definition = kindOfPage(pattern, 'item')
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

export type InquiryDetailData = Awaited<ReturnType<typeof loadInquiryDetail>>

/** Mark as Read, or back to unread for one someone still has to answer (kinds staff mark read). */
export async function markInquiryRead({ request, context, pattern, params }: InquiryPageArgs) {
  requireStaff(context)
  const definition = kindOfPage(pattern, 'item')
  // Other kinds have nothing to post, as a page without an action.
  if (!definition.tracksReading) throw data(null, { status: 405 })
  const form = await readSubmission(request)
  const read = form.get('intent') !== 'unread'
  if (!(await setInquiryRead(definition.key as InquiryKind, readId(params.id), read))) {
    throw data(null, { status: 404 })
  }
  return { read }
}
