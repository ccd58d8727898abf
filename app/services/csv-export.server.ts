import { data, type RouterContextProvider } from 'react-router'
import { inquiryKindAt, type InquiryKind } from '~/inquiries'
import { CSV_BOM, csvLine } from '~/lib/csv'
import { packageTitle, storedList } from '~/lib/lead-interests'
import { getCatalogue } from '~/models/catalogue.server'
import { leadReference } from '~/lib/lead-reference'
import { lostReasonLabel, statusLabel } from '~/lib/lead-status'
import { logger } from '~/logger.server'
import { recordAudit } from '~/models/audit.server'
import { listInquiriesForExport } from '~/models/inquiries.server'
import { listLeadsForExport, type LeadFilter } from '~/models/lead-desk.server'
import { readLeadFilter } from './lead-list.server'
import { clientAddressContext } from './request-context.server'
import { readSearch } from './request-input.server'
import { adminOf } from './staff-context.server'

// Exports (docs/product.md, "Exports"; admins only): the lead inbox and each inquiry list as CSV, with
// the filters of the page they were asked from. The rows are read in batches by primary key and written
// as the client takes them (a batch is read only when the last has been sent), so 100,000 rows cost the
// memory of one batch. Each export is on the audit trail, with its filters but never a search's words,
// which may be a traveller's name or address.

const BATCH = 500
/** Rows per piece written: about 15 KB of leads. */
const PIECE = 50

type Batches = (beforeId: number | null) => Promise<{ id: number; cells: unknown[] }[]>

/** A CSV download whose body is written batch by batch, as the connection drains. */
function csvDownload(filename: string, header: string[], next: Batches): Response {
  const encoder = new TextEncoder()
  let beforeId: number | null = null
  let done = false
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)))
      },
      async pull(controller) {
        if (done) return
        try {
          const rows = await next(beforeId)
          if (rows.length) {
            beforeId = rows[rows.length - 1]!.id
            // Small pieces: a string or buffer past V8's large-object size (about 128 KB) goes straight
            // to the old generation, which only a full collection frees.
            for (let start = 0; start < rows.length; start += PIECE)
              controller.enqueue(
                encoder.encode(
                  rows
                    .slice(start, start + PIECE)
                    .map((row) => csvLine(row.cells))
                    .join(''),
                ),
              )
          }
          if (rows.length < BATCH) {
            done = true
            controller.close()
          }
        } catch (error) {
          // Headers are sent: the download ends short, and the log says why.
          logger.error({ err: error, filename }, 'export: reading the rows failed, the file is incomplete')
          controller.error(error)
        }
      },
    },
    // One batch's pieces wait to be sent at most.
    { highWaterMark: BATCH / PIECE },
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
}

const today = () => new Date().toISOString().slice(0, 10)

/** The filters of an export in words, for the trail: a search is said to be there, not what it was. */
function filterWords(filter: Record<string, unknown>) {
  return Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== false && value !== '')
    .map(([key, value]) => (key === 'search' ? 'a search' : `${key}: ${String(value)}`))
    .join('; ')
}

async function recordExport(
  context: Readonly<RouterContextProvider>,
  what: string,
  filter: Record<string, unknown>,
) {
  const { staff } = adminOf(context)
  const words = filterWords(filter)
  await recordAudit({
    actor: staff,
    action: 'export',
    subject: words ? `${what} (${words})` : what,
    address: context.get(clientAddressContext),
  })
  return staff
}

const LEAD_HEADER = [
  'Reference',
  'Opened',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Lives in',
  'Travel from',
  'Travel to',
  'People',
  'Countries',
  'Packages',
  'Source',
  'Owner',
  'Waiting since',
  'First reply',
  'Next action on',
  'Next action',
  'Lost because',
  'Closed',
  'Last activity',
]

/** The lead inbox as CSV, with the inbox's filters (its order aside: newest first). */
export async function exportLeads(request: Request, context: Readonly<RouterContextProvider>) {
  // The inbox's order is for reading; a file is newest first.
  const { packages } = await getCatalogue()
  const filter: LeadFilter = { ...readLeadFilter(request, { packages }), sort: undefined }
  const staff = await recordExport(context, 'Leads', { ...filter })
  return csvDownload(`tembo-leads-${today()}.csv`, LEAD_HEADER, async (beforeId) => {
    const rows = await listLeadsForExport(filter, staff.id, beforeId, BATCH)
    return rows.map((lead) => ({
      id: lead.id,
      cells: [
        leadReference(lead),
        lead.created_at,
        statusLabel(lead.status),
        lead.name,
        lead.email,
        lead.phone,
        lead.country,
        lead.travel_start,
        lead.travel_end,
        lead.party_size,
        storedList(lead.countries).join('; '),
        storedList(lead.packages)
          .map((no) => packageTitle(packages, no))
          .join('; '),
        lead.source,
        lead.owner_name,
        lead.waiting_since,
        lead.first_response_at,
        lead.next_action_at,
        lead.next_action_text,
        [lostReasonLabel(lead.lost_reason), lead.lost_note].filter(Boolean).join(': '),
        lead.closed_at,
        lead.last_activity_at,
      ],
    }))
  })
}

/** An inquiry list as CSV (its `?q=` search kept): every field the traveller sent, and where it came from. */
export async function exportInquiries(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pattern: string,
) {
  const definition = inquiryKindAt(pattern.replace(/\.csv$/, ''), 'list')
  if (!definition) throw data(null, { status: 404 })
  const search = readSearch(request)
  await recordExport(context, definition.admin.title, { search })
  const fields = definition.admin.groups.flatMap((group) => group.fields)
  const header = [
    'Number',
    ...fields.map((field) => field.label),
    'Received',
    'Sent from page',
    'Referrer',
    'Campaign',
  ]
  const name = definition.admin.listPath.replace('/admin/', '')
  return csvDownload(`tembo-${name}-${today()}.csv`, header, async (beforeId) => {
    const rows = await listInquiriesForExport(definition.key as InquiryKind, search, beforeId, BATCH)
    return rows.map((row) => {
      const values = row as Record<string, unknown>
      const campaign = values.utm as Record<string, string> | null
      return {
        id: row.id,
        cells: [
          row.id,
          ...fields.map((field) => values[field.key]),
          values.created_at,
          values.source_page,
          values.referrer,
          campaign
            ? Object.entries(campaign)
                .map(([key, value]) => `${key}=${value}`)
                .join('; ')
            : null,
        ],
      }
    })
  })
}
