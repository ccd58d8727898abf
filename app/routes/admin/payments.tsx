import { Form, Link, useNavigation } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { formatMoment } from '~/lib/back-office'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/payments'
import { loadPaymentsToLookAt, settlePaymentFromForm } from './payments.server'

// Payments to look at (docs/product.md, "Payments"): money a processor reported that Tembo did not put
// in a ledger by itself. An admin checks it with the processor, then attaches it to its booking or marks
// it handled with what was done; nothing here is ever only in a log.

export const loader = ({ context }: Route.LoaderArgs) => loadPaymentsToLookAt(context)
export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  settlePaymentFromForm(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Payments to look at | Back-office' }]

const PROCESSORS: Record<string, string> = { stripe: 'Stripe', pesapal: 'Pesapal' }

export default function PaymentsToLookAtPage({ loaderData, actionData }: Route.ComponentProps) {
  const { open, settled } = loaderData
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="font-serif text-3xl">Payments to look at</h1>
      <p className="mt-2 max-w-2xl">
        Payments Stripe or Pesapal reported that were not recorded by themselves: a reference we do not know,
        another currency or amount than we asked, a second payment of the same deposit, a cancelled booking.
        Check each with the processor, then attach it to its booking (it is recorded there, with its receipt)
        or mark it handled, saying what was done.
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <section aria-labelledby="open-heading" className="mt-8">
        <h2 id="open-heading" className="font-serif text-2xl">
          Waiting ({open.length})
        </h2>
        {open.length === 0 ? <p className="mt-2">Nothing is waiting.</p> : null}
        <ul className="mt-3 space-y-6">
          {open.map((item) => {
            const mine = actionData?.id === item.id
            const errors = mine ? (actionData?.errors ?? {}) : {}
            const prefix = `look-${item.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
            return (
              <li key={item.id} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold">
                  {PROCESSORS[item.processor] ?? item.processor}: {item.amount} {item.currency.toUpperCase()}
                  {item.reference ? `, reference ${item.reference}` : ''}
                </h3>
                <p className="mt-1">
                  Not recorded because {item.reason}. Reported {formatMoment(item.at)};{' '}
                  {PROCESSORS[item.processor] ?? item.processor}
                  ’s id <code className="break-all">{item.id}</code>.
                  {item.proposalId ? (
                    <>
                      {' '}
                      <Link to={`/admin/proposals/${item.proposalId}`} className="text-savanna-700 underline">
                        The booking it was for
                      </Link>
                    </>
                  ) : null}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-savanna-800 underline">
                    Everything the processor said
                  </summary>
                  <pre className="mt-2 max-h-80 overflow-auto rounded bg-savanna-100/60 p-3 text-xs">
                    {item.detail}
                  </pre>
                </details>
                {mine && actionData?.refused ? <FormAlert>{actionData.refused}</FormAlert> : null}
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <Form method="post" className="space-y-2" noValidate>
                    <input type="hidden" name="intent" value="attach" />
                    <input type="hidden" name="id" value={item.id} />
                    <label htmlFor={`${prefix}-reference`} className="block font-semibold">
                      Attach to the booking with reference
                    </label>
                    <input
                      id={`${prefix}-reference`}
                      name="reference"
                      maxLength={40}
                      placeholder="TS-2611-0042"
                      defaultValue={mine ? actionData?.typed.reference : item.reference}
                      className={inputClass}
                      aria-invalid={errors.reference ? true : undefined}
                      aria-describedby={errors.reference ? `${prefix}-reference-error` : undefined}
                    />
                    <FieldErrors id={`${prefix}-reference-error`} errors={errors.reference} />
                    <button
                      type="submit"
                      disabled={busy}
                      className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white"
                    >
                      Attach and record
                    </button>
                  </Form>
                  <Form method="post" className="space-y-2" noValidate>
                    <input type="hidden" name="intent" value="handle" />
                    <input type="hidden" name="id" value={item.id} />
                    <label htmlFor={`${prefix}-reason`} className="block font-semibold">
                      Or mark it handled: what was done
                    </label>
                    <textarea
                      id={`${prefix}-reason`}
                      name="reason"
                      rows={2}
                      maxLength={1000}
                      defaultValue={mine ? actionData?.typed.reason : ''}
                      className={inputClass}
                      aria-invalid={errors.reason ? true : undefined}
                      aria-describedby={errors.reason ? `${prefix}-reason-error` : undefined}
                    />
                    <FieldErrors id={`${prefix}-reason-error`} errors={errors.reason} />
                    <button
                      type="submit"
                      disabled={busy}
                      className="rounded-lg border-2 border-forest-800 px-4 py-2 font-semibold"
                    >
                      Mark handled
                    </button>
                  </Form>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
      {settled.length ? (
        <section aria-labelledby="settled-heading" className="mt-10">
          <h2 id="settled-heading" className="font-serif text-2xl">
            Settled lately
          </h2>
          <ul className="mt-3 space-y-2">
            {settled.map((item) => (
              <li key={item.id} className="rounded-lg bg-white p-3 shadow-sm">
                {PROCESSORS[item.processor] ?? item.processor} {item.amount} {item.currency.toUpperCase()}:{' '}
                {item.status === 'attached' ? 'attached' : 'handled'} by{' '}
                {item.resolvedBy ?? 'a former member'}
                {item.resolvedAt ? ` on ${formatMoment(item.resolvedAt)}` : ''}: {item.resolution}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
