import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { addDays } from '~/lib/booking-terms'
import { operatorToday } from '~/services/proposals.server'
import { recordAudit } from '~/models/audit.server'
import { addPermitsHeld, listPermitDays, listPermitSuppliers } from '~/models/permits.server'
import { PermitsHeldSchema } from '~/schemas/rates'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, staffOf } from '~/services/staff-context.server'

// The permits held (/admin/permits) beside its route: by permit and date from a month ago on, what is
// held, what accepted trips took and what is free. Every member of staff reads it; admins record
// permits bought, on the audit trail.

export async function loadPermits(context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const [days, permits] = await Promise.all([
    listPermitDays(addDays(operatorToday(), -31)),
    listPermitSuppliers(),
  ])
  return {
    days,
    permits: permits.map((permit) => ({ value: String(permit.id), label: `${permit.name}, ${permit.area}` })),
    canEdit: staff.role === 'admin',
  }
}

export async function handlePermits(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: PermitsHeldSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  const entry = submission.value
  const permits = await listPermitSuppliers()
  const permit = permits.find((item) => Number(item.id) === entry.permit)
  if (!permit)
    return data(
      { result: submission.reply({ fieldErrors: { permit: ['Choose the permit'] } }), done: null },
      { status: 400 },
    )
  await addPermitsHeld(
    {
      supplierId: entry.permit,
      date: entry.date,
      count: entry.count,
      costMinor: entry.cost,
      currency: entry.currency,
      note: entry.note,
    },
    staff.id,
    (trx) =>
      recordAudit(
        {
          actor: staff,
          action: 'permits-held-added',
          subject: `${permit.name}, ${entry.date}`,
          detail: { count: entry.count, cost: entry.cost, currency: entry.currency },
          address: context.get(clientAddressContext),
        },
        trx,
      ),
  )
  return { result: null, done: `${entry.count} ${permit.name} held for ${entry.date}.` }
}
