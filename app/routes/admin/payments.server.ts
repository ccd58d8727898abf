import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { listPaymentsToLookAt } from '~/models/payments-to-look-at.server'
import { AttachPaymentSchema, HandlePaymentSchema } from '~/schemas/payment'
import { attachPaymentToLookAt, markPaymentHandled } from '~/services/payments-to-look-at.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf } from '~/services/staff-context.server'

// Payments to look at (/admin/payments), beside its route: what a processor reported that Tembo could
// not place, for admins to attach to a booking or mark handled (docs/product.md, "Payments").

const shown = (row: Awaited<ReturnType<typeof listPaymentsToLookAt>>[number]) => {
  let detail: Record<string, unknown> = {}
  try {
    detail = JSON.parse(row.detail) as Record<string, unknown>
  } catch {
    // A row kept before 0041 with text that is not JSON is shown as it is.
    detail = { text: row.detail }
  }
  const tembo = (detail.tembo ?? {}) as { said?: { amount?: string; currency?: string; reference?: string } }
  return {
    id: row.external_id,
    processor: row.processor,
    reason: row.reason,
    at: row.created_at,
    status: row.status,
    proposalId: row.proposal_id === null ? null : Number(row.proposal_id),
    // What the processor said: 0039's rows kept amount, currency and reference at the top
    amount: String(tembo.said?.amount ?? detail.amount ?? ''),
    currency: String(tembo.said?.currency ?? detail.currency ?? ''),
    reference: String(tembo.said?.reference ?? detail.reference ?? ''),
    detail: JSON.stringify(detail, null, 2),
    resolution: row.resolution,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by_name,
  }
}

export async function loadPaymentsToLookAt(context: Readonly<RouterContextProvider>) {
  adminOf(context)
  const [open, settled] = await Promise.all([
    listPaymentsToLookAt('open', 100),
    listPaymentsToLookAt('settled', 30),
  ])
  return { open: open.map(shown), settled: settled.map(shown) }
}

type Answer = {
  done: string | null
  refused: string | null
  id: string | null
  errors: Record<string, string[]>
  typed: Record<string, string>
}

export async function settlePaymentFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const formData = await readSubmission(request)
  const typed = {
    reference: String(formData.get('reference') ?? ''),
    reason: String(formData.get('reason') ?? ''),
  }
  const id = String(formData.get('id') ?? '')
  const answer = (status: number, body: Partial<Answer>) =>
    data({ done: null, refused: null, id, errors: {}, typed, ...body } satisfies Answer, { status })
  const address = context.get(clientAddressContext)
  const schema = formData.get('intent') === 'attach' ? AttachPaymentSchema : HandlePaymentSchema
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success')
    return answer(400, { errors: (submission.error ?? {}) as Record<string, string[]> })
  const value = submission.value
  const outcome =
    value.intent === 'attach'
      ? await attachPaymentToLookAt(staff, value.id, value.reference, address)
      : await markPaymentHandled(staff, value.id, value.reason, address)
  if ('refused' in outcome)
    return answer(409, {
      refused: outcome.refused,
      errors: outcome.field ? { [outcome.field]: [outcome.refused] } : {},
    })
  return answer(200, { done: outcome.done, typed: {} })
}
