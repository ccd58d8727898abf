import { Form, Link, useNavigation } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { formatDate, formatMoment } from '~/lib/back-office'
import { formatStoredMoney } from '~/lib/money'

// A booking's reservations on its proposal's page (docs/product.md, "Reservations"): one per supplier
// and stay of the accepted version, where each stands ("3 of 5 confirmed"), the ticked ones requested
// by mail, a supplier's answer recorded from a mail or a call, special requests before a request goes,
// and, once the booking is cancelled, every reservation cancelled with one mail per supplier. Staff only.

export interface ReservationResult {
  done: string | null
  refused: string | null
  /** The answer form's errors, beside the reservation `id` they are of */
  errors: Record<string, string[] | null> | null
  id: number | null
}

interface Row {
  id: number
  service: string
  supplier: string
  supplierId: number
  supplierEmail: string
  kind: string
  dates: string
  rooms: string
  units: number
  requests: string
  status: string
  /** Where it stands in words: "Held until Fri, 9 Jul 2027" */
  state: string
  cost: number | null
  currency: string
  requestedAt: string | null
  mailStatus: string | null
  answeredVia: string | null
  mail: { id: number; subject: string; receivedAt: string }[]
}

export interface BookingReservations {
  proposalId: number
  /** The final documents: sent (when, and their mail's state), or what stops them and from when they go */
  final: {
    sent: { at: string; mailStatus: string | null; mailSentAt: string | null } | null
    blockers: string[]
    from: string | null
  } | null
  /** "3 of 5 confirmed"; null before any is drawn up */
  summary: string | null
  /** The booking is cancelled */
  cancelled: boolean
  /** How many are not cancelled */
  live: number
  rows: Row[]
}

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-700 disabled:opacity-60'

function AnswerForm({ row, result }: { row: Row; result: ReservationResult | null }) {
  const errors = result?.id === row.id ? (result.errors ?? {}) : {}
  const field = (name: string) => `answer-${row.id}-${name}`
  return (
    <details className="mt-2" open={Boolean(result?.id === row.id && result.errors)}>
      <summary className="cursor-pointer text-savanna-700 underline">Record the supplier’s answer</summary>
      <Form method="post" className="mt-2 grid max-w-xl gap-2" aria-label={`The answer of ${row.supplier}`}>
        <input type="hidden" name="intent" value="reservation-answer" />
        <input type="hidden" name="id" value={row.id} />
        <fieldset>
          <legend className="font-semibold">Their answer</legend>
          {(
            [
              ['confirm', 'Confirmed'],
              ['hold', 'Held until a date'],
              ['decline', 'Declined'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="mr-4 inline-flex items-center gap-1">
              <input type="radio" name="answer" value={value} defaultChecked={value === 'confirm'} /> {label}
            </label>
          ))}
          <FieldErrors id={`${field('answer')}-error`} errors={errors.answer} />
        </fieldset>
        {(
          [
            ['reference', 'Their confirmation number (when confirmed)', 'text', 60],
            ['until', 'Held until (when held)', 'date', 10],
            ['reason', 'Why (when declined)', 'text', 300],
          ] as const
        ).map(([name, label, type, max]) => (
          <FormField key={name} id={field(name)} label={label} errors={errors[name]}>
            <input
              id={field(name)}
              name={name}
              type={type}
              maxLength={max}
              className={inputClass}
              {...describedBy(field(name), { errors: errors[name] })}
            />
          </FormField>
        ))}
        <button type="submit" className={`${button} justify-self-start`}>
          Record the answer
        </button>
      </Form>
    </details>
  )
}

function RequestsForm({ row, result }: { row: Row; result: ReservationResult | null }) {
  const errors = result?.id === row.id ? (result.errors ?? {}) : {}
  const id = `requests-${row.id}`
  return (
    <Form
      method="post"
      className="mt-2 grid max-w-xl gap-1"
      aria-label={`Special requests to ${row.supplier}`}
    >
      <input type="hidden" name="intent" value="reservation-requests" />
      <input type="hidden" name="id" value={row.id} />
      <FormField id={id} label="Special requests (optional, sent with the request)" errors={errors.requests}>
        <textarea
          id={id}
          name="requests"
          rows={2}
          maxLength={1000}
          defaultValue={row.requests}
          className={inputClass}
          {...describedBy(id, { errors: errors.requests })}
        />
      </FormField>
      <button type="submit" className="justify-self-start text-savanna-700 underline">
        Save the requests
      </button>
    </Form>
  )
}

export function BookingReservationsSection({
  reservations,
  result,
}: {
  reservations: BookingReservations
  result: ReservationResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const { rows } = reservations
  const askable = (row: Row) =>
    (row.status === 'to_request' || row.status === 'declined') && Boolean(row.supplierEmail)
  return (
    <section
      id="reservations"
      aria-labelledby="reservations-heading"
      className="mt-6 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="reservations-heading" className="font-serif text-2xl">
        Reservations{reservations.summary ? `: ${reservations.summary}` : ''}
      </h2>
      <p role="status" className="mt-2 font-semibold text-forest-700">
        {result?.done ?? ''}
      </p>
      {result?.refused ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {result.refused}
        </p>
      ) : null}
      {reservations.final ? (
        <p className="mt-1 font-semibold">
          {reservations.final.sent
            ? `Final documents sent ${formatMoment(reservations.final.sent.at)}${reservations.final.sent.mailStatus === 'failed' ? ': the mail failed, see Mail problems' : reservations.final.sent.mailStatus === 'sent' ? '' : ' (the mail is on its way)'}.`
            : `Final documents not sent yet: they go from ${formatDate(reservations.final.from!)}${reservations.final.blockers.length ? `; waiting for: ${reservations.final.blockers.join(', ')}` : ''}.`}
        </p>
      ) : null}
      <p className="mt-1">
        <a
          href={`/admin/proposals/${reservations.proposalId}/briefing.pdf`}
          className="text-savanna-700 underline"
        >
          The driver-guide’s briefing (PDF)
        </a>
      </p>
      {!rows.length ? (
        <Form method="post" className="mt-2">
          <p>
            No reservation is drawn up for this booking: a booking accepted from a version priced from the
            rate cards has one per supplier and stay.
          </p>
          <input type="hidden" name="intent" value="draw-reservations" />
          <button type="submit" className={`${button} mt-2`} disabled={busy}>
            Draw up the reservations
          </button>
        </Form>
      ) : (
        <>
          <Form method="post" id="request-reservations" aria-label="Request reservations">
            <input type="hidden" name="intent" value="request-reservations" />
          </Form>
          <ul className="mt-3 divide-y divide-forest-900/10">
            {rows.map((row) => (
              <li key={row.id} className="py-3" aria-label={row.service}>
                <div className="flex flex-wrap items-baseline gap-x-3">
                  {askable(row) ? (
                    <input
                      type="checkbox"
                      name="reservation"
                      value={row.id}
                      form="request-reservations"
                      defaultChecked
                      aria-label={`Request ${row.service}`}
                    />
                  ) : null}
                  <span className="font-semibold">{row.service}</span>
                  <span
                    className={row.status === 'declined' ? 'font-semibold text-red-800' : 'font-semibold'}
                  >
                    {row.state}
                  </span>
                </div>
                <p>
                  {row.dates}
                  {row.rooms ? ` · ${row.rooms}` : ''}
                  {row.kind === 'permit' ? ` · ${row.units} ${row.units === 1 ? 'permit' : 'permits'}` : ''}
                  {' · cost '}
                  {row.cost === null ? 'not known' : formatStoredMoney(row.cost, row.currency)}
                </p>
                <p className="text-sm">
                  <Link to={`/admin/rates/${row.supplierId}`} className="underline">
                    {row.supplier}
                  </Link>
                  {row.supplierEmail
                    ? ` · ${row.supplierEmail}`
                    : ' · no reservations e-mail on its card: ask by phone'}
                  {row.requestedAt ? ` · requested ${formatMoment(row.requestedAt)}` : ''}
                  {row.mailStatus === 'failed' ? ' · the request mail failed: see Mail problems' : ''}
                  {row.answeredVia === 'link' ? ' · answered through their link' : ''}
                </p>
                {row.status === 'confirmed' ? (
                  <p className="text-sm">
                    <a
                      href={`/admin/proposals/${reservations.proposalId}/vouchers/${row.id}`}
                      className="text-savanna-700 underline"
                    >
                      Voucher (PDF)
                    </a>
                  </p>
                ) : null}
                {row.mail.map((mail) => (
                  <p key={mail.id} className="text-sm">
                    {`Their mail, ${formatMoment(mail.receivedAt)}: “${mail.subject}” (on the lead’s conversation)`}
                  </p>
                ))}
                {row.status === 'to_request' ? <RequestsForm row={row} result={result} /> : null}
                {row.status !== 'cancelled' ? <AnswerForm row={row} result={result} /> : null}
              </li>
            ))}
          </ul>
          {rows.some(askable) ? (
            <button type="submit" form="request-reservations" className={`${button} mt-3`} disabled={busy}>
              Request the ticked reservations
            </button>
          ) : null}
          {reservations.cancelled && reservations.live ? (
            <Form method="post" className="mt-4">
              <p className="font-semibold text-red-800">
                This booking is cancelled: its suppliers still hold {reservations.live}{' '}
                {reservations.live === 1 ? 'reservation' : 'reservations'}.
              </p>
              <input type="hidden" name="intent" value="cancel-reservations" />
              <button type="submit" className={`${button} mt-2`} disabled={busy}>
                Cancel every reservation (one mail per supplier)
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  )
}
