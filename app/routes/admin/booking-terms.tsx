import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { FieldList, type FieldSpec } from '~/components/ui/field-list'
import type { BookingTerms } from '~/lib/booking-terms'
import { recordAudit } from '~/models/audit.server'
import { readBookingTerms, saveBookingTerms } from '~/models/booking-terms.server'
import { BookingTermsSchema } from '~/schemas/proposal'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, requireAdmin } from '~/services/staff-context.server'
import type { Route } from './+types/booking-terms'

// The booking terms (admins): the deposit, when the balance falls due, the cancellation clause and how
// travellers pay. /terms says them, and each proposal sent from now on is priced and worded by them.

const FIELDS: FieldSpec<keyof BookingTerms>[] = [
  { name: 'depositPercent', label: 'Deposit on acceptance (% of the total)', type: 'number' },
  { name: 'balanceDaysBefore', label: 'Balance due (days before the trip starts)', type: 'number' },
  {
    name: 'cancellationDays',
    label: 'Cancellation notice (days)',
    hint: 'Cancelled more than this many days before the start: the deposit back in full. Fewer: no refund.',
    type: 'number',
  },
  {
    name: 'bankDetails',
    label: 'Bank details for transfers',
    hint: 'Account name, bank, account number, SWIFT: one a line.',
    kind: 'area',
    rows: 5,
  },
  { name: 'paypalUrl', label: 'PayPal payment page', hint: 'Empty when there is none.', maxLength: 500 },
]

const asText = (terms: BookingTerms) =>
  Object.fromEntries(Object.entries(terms).map(([key, value]) => [key, String(value)])) as Record<
    keyof BookingTerms,
    string
  >

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context)
  return { terms: asText(await readBookingTerms()) }
}

export const action = keepWhatWasTyped(async ({ request, context }: Route.ActionArgs) => {
  const { staff } = adminOf(context)
  const submission = parseWithZod(await readSubmission(request), { schema: BookingTermsSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  await saveBookingTerms(submission.value, (trx) =>
    recordAudit(
      {
        actor: staff,
        action: 'booking-terms-saved',
        detail: submission.value,
        address: context.get(clientAddressContext),
      },
      trx,
    ),
  )
  return { result: submission.reply(), done: 'Saved: /terms says it now, and proposals sent from now on.' }
})

export const meta: Route.MetaFunction = () => [{ title: 'Booking terms | Back-office' }]

export default function BookingTermsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.result?.error ?? undefined
  const typed = (actionData?.result?.initialValue as Record<string, string> | undefined) ?? loaderData.terms
  return (
    <>
      <h1 className="font-serif text-3xl">Booking terms</h1>
      <p className="mt-2 max-w-2xl">
        What a booking costs and when, as the terms page and every proposal say it. A proposal already sent
        keeps the terms it was sent with.
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <Form method="post" className="mt-6 max-w-2xl space-y-4 rounded-xl bg-white p-5 shadow-sm">
        <FieldList fields={FIELDS} values={typed} idPrefix="terms-" errors={errors} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          Save the terms
        </button>
      </Form>
    </>
  )
}
