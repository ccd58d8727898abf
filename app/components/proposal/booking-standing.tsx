import { Form } from 'react-router'
import type { BookingStanding } from '~/lib/booking-standing'
import { formatDate } from '~/lib/back-office'
import { paymentMethodLabel } from '~/lib/ledger'
import { formatMoney, type Currency } from '~/lib/money'
import type { OnlineWay } from '~/lib/proposal'

// The booking on the traveller's page (docs/product.md, "Payments"): where it stands in a traveller's
// words, each payment with its receipt, and a Pay button for exactly what is due by each way the
// operator takes online. Plain forms and links: it works without JavaScript, and on a phone.

export type PaymentNotice = { kind: 'received' | 'confirming' | 'not-taken' | 'left'; amount: number } | null

const WAYS: Record<OnlineWay, { label: string; hint: string }> = {
  card: { label: 'by card', hint: 'Visa, Mastercard and more, on Stripe’s secure page' },
  'mobile-money': {
    label: 'by mobile money',
    hint: 'M-Pesa, MTN MoMo, Airtel Money or a card, on Pesapal’s secure page',
  },
}

const payClass =
  'w-full rounded-lg bg-forest-800 px-5 py-3 text-left font-semibold text-white hover:bg-forest-900 disabled:opacity-60 sm:w-auto'

export function BookingStandingPanel({
  standing,
  currency,
  ways,
  bank,
  notice,
  receiptPath,
  busy,
}: {
  standing: BookingStanding
  currency: Currency
  ways: OnlineWay[]
  bank: boolean
  notice: PaymentNotice
  receiptPath: (paymentId: number) => string
  busy: boolean
}) {
  const money = (minor: number) => formatMoney({ minor, currency })
  const { deposit, balance, payable, cancelled } = standing
  return (
    <section
      aria-labelledby="booking-heading"
      className="mb-10 rounded-xl bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="booking-heading" className="font-serif text-2xl">
        Your booking
      </h2>
      {notice ? <NoticeLine notice={notice} money={money} /> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Accepted</dt>
        <dd>{formatDate(standing.acceptedOn)}</dd>
        <dt className="font-semibold">Trip total</dt>
        <dd>{money(standing.total)}</dd>
        {deposit.amount > 0 ? (
          <>
            <dt className="font-semibold">Deposit</dt>
            <dd>
              {deposit.receivedOn
                ? `Deposit received on ${formatDate(deposit.receivedOn)}, thank you (${money(deposit.amount)})`
                : deposit.due < deposit.amount
                  ? `${money(deposit.due)} of ${money(deposit.amount)} still due now`
                  : `${money(deposit.amount)}, due now`}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Balance</dt>
        <dd>
          {standing.paidInFullOn
            ? `Paid in full on ${formatDate(standing.paidInFullOn)}, thank you`
            : balance.due === 0
              ? 'Nothing more to pay'
              : `${money(balance.due)}, ${balance.atOnce ? 'due with the deposit' : `due by ${formatDate(balance.dueOn)}`}`}
        </dd>
        {cancelled ? (
          <>
            <dt className="font-semibold">Cancelled</dt>
            <dd>
              Cancelled on {formatDate(cancelled.on)}.{' '}
              {cancelled.refund > 0
                ? `We refund ${money(cancelled.refund)}.`
                : 'Under the booking terms nothing is refunded.'}
            </dd>
          </>
        ) : null}
      </dl>

      {standing.entries.length ? (
        <>
          <h3 className="mt-6 font-semibold">Payments</h3>
          <ul className="mt-2 divide-y divide-forest-700/10">
            {standing.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span>
                  {formatDate(entry.paidOn)}: {entry.amount < 0 ? 'returned ' : ''}
                  {money(Math.abs(entry.amount))}{' '}
                  {entry.kind === 'refund'
                    ? 'refunded'
                    : entry.kind === 'reversal'
                      ? '(a payment reversed)'
                      : ''}
                  {entry.kind === 'payment' ? `by ${paymentMethodLabel(entry.method).toLowerCase()}` : ''}
                </span>
                {entry.kind === 'adjustment' ? null : (
                  <a href={receiptPath(entry.id)} className="font-semibold text-savanna-800 underline">
                    Receipt (PDF)
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {payable && ways.length ? (
        <div className="mt-6 space-y-3">
          {ways.map((way) => (
            <Form method="post" key={way} className="space-y-1">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="purpose" value={payable.purpose} />
              <input type="hidden" name="via" value={way} />
              <button type="submit" disabled={busy} className={payClass}>
                {payable.purpose === 'deposit' ? 'Pay the deposit' : 'Pay the balance'} (
                {money(payable.amount)}) {WAYS[way].label}
              </button>
              <p className="text-sm text-forest-700">{WAYS[way].hint}</p>
            </Form>
          ))}
        </div>
      ) : null}
      {payable && bank ? (
        <p className="mt-4">
          Or by bank transfer: our details are under{' '}
          <a href="#proposal-payment" className="text-savanna-800 underline">
            How to pay
          </a>
          , below.
        </p>
      ) : null}
    </section>
  )
}

function NoticeLine({
  notice,
  money,
}: {
  notice: NonNullable<PaymentNotice>
  money: (minor: number) => string
}) {
  const words = {
    received: `Payment received: thank you. Your ${money(notice.amount)} is in our records, and your receipt is on its way by e-mail.`,
    confirming: `We are confirming your payment of ${money(notice.amount)}. This page will show it as soon as the payment service tells us; you need not pay again.`,
    'not-taken': `Your payment of ${money(notice.amount)} did not go through, and nothing was taken. You can try again below.`,
    left: `You left the payment page before paying: nothing was taken. You can pay below whenever you are ready.`,
  }[notice.kind]
  return (
    <p
      role="status"
      className={`mt-3 rounded-lg border-2 p-3 font-semibold ${notice.kind === 'received' ? 'border-forest-700 text-forest-800' : 'border-savanna-700 text-forest-900'}`}
    >
      {words}
    </p>
  )
}
