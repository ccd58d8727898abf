import { Form } from 'react-router'
import type { BookingStanding } from '~/lib/booking-standing'
import type { Locale } from '~/lib/locales'
import type { Currency } from '~/lib/money'
import type { OnlineWay } from '~/lib/proposal'
import { dateIn, methodText, moneyIn } from '~/lib/proposal-words'
import { withLabel } from '~/lib/local-formats'
import { m } from '~/paraglide/messages'
import { place, WordsWithLinks } from '~/components/ui/words-with-links'

// The booking on the traveller's page (docs/product.md, "Payments"): where it stands in a traveller's
// words, each payment with its receipt, and a Pay button for exactly what is due by each way the
// operator takes online. Plain forms and links: it works without JavaScript, and on a phone. In the
// language the proposal was written in.

export type PaymentNotice = { kind: 'received' | 'confirming' | 'not-taken' | 'left'; amount: number } | null

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string

const WAYS: Record<OnlineWay, { label: Words; hint: Words }> = {
  card: { label: m.booking_card, hint: m.booking_card_hint },
  'mobile-money': { label: m.booking_mobile, hint: m.booking_mobile_hint },
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
  locale,
}: {
  standing: BookingStanding
  currency: Currency
  ways: OnlineWay[]
  bank: boolean
  notice: PaymentNotice
  receiptPath: (paymentId: number) => string
  busy: boolean
  locale: Locale
}) {
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, currency, locale)
  const date = (value: string) => dateIn(value, locale)
  const { deposit, balance, payable, cancelled } = standing
  return (
    <section
      aria-labelledby="booking-heading"
      className="mb-10 rounded-xl bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="booking-heading" className="font-serif text-2xl">
        {m.booking_title({}, words)}
      </h2>
      {notice ? <NoticeLine notice={notice} money={money} locale={locale} /> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.booking_accepted({}, words)}</dt>
        <dd>{date(standing.acceptedOn)}</dd>
        <dt className="font-semibold">{m.booking_total({}, words)}</dt>
        <dd>{money(standing.total)}</dd>
        {deposit.amount > 0 ? (
          <>
            <dt className="font-semibold">{m.booking_deposit({}, words)}</dt>
            <dd>
              {deposit.receivedOn
                ? m.booking_deposit_received(
                    { date: date(deposit.receivedOn), amount: money(deposit.amount) },
                    words,
                  )
                : deposit.due < deposit.amount
                  ? m.booking_deposit_partly(
                      { due: money(deposit.due), amount: money(deposit.amount) },
                      words,
                    )
                  : m.booking_deposit_now({ amount: money(deposit.amount) }, words)}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{m.proposal_balance({}, words)}</dt>
        <dd>
          {standing.paidInFullOn
            ? m.booking_paid_in_full({ date: date(standing.paidInFullOn) }, words)
            : balance.due === 0
              ? m.booking_nothing_more({}, words)
              : balance.atOnce
                ? m.proposal_balance_with_deposit({ amount: money(balance.due) }, words)
                : m.proposal_balance_by({ amount: money(balance.due), date: date(balance.dueOn) }, words)}
        </dd>
        {cancelled ? (
          <>
            <dt className="font-semibold">{m.booking_cancelled({}, words)}</dt>
            <dd>
              {m.booking_cancelled_on({ date: date(cancelled.on) }, words)}{' '}
              {cancelled.refund > 0
                ? m.booking_refund({ amount: money(cancelled.refund) }, words)
                : m.booking_no_refund({}, words)}
            </dd>
          </>
        ) : null}
      </dl>

      {standing.entries.length ? (
        <>
          <h3 className="mt-6 font-semibold">{m.booking_payments({}, words)}</h3>
          <ul className="mt-2 divide-y divide-forest-700/10">
            {standing.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span>
                  {withLabel(date(entry.paidOn), '', locale)}
                  {entry.amount < 0
                    ? m.booking_returned({ amount: money(Math.abs(entry.amount)) }, words)
                    : money(entry.amount)}{' '}
                  {entry.kind === 'refund'
                    ? m.booking_refunded({}, words)
                    : entry.kind === 'reversal'
                      ? m.booking_reversed({}, words)
                      : ''}
                  {entry.kind === 'payment'
                    ? m.booking_by_method({ method: methodText(entry.method, locale) }, words)
                    : ''}
                </span>
                {entry.kind === 'adjustment' ? null : (
                  <a href={receiptPath(entry.id)} className="font-semibold text-savanna-800 underline">
                    {m.booking_receipt({}, words)}
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
                {m.booking_pay_button(
                  {
                    what:
                      payable.purpose === 'deposit'
                        ? m.booking_pay_deposit({}, words)
                        : m.booking_pay_balance({}, words),
                    amount: money(payable.amount),
                    way: WAYS[way].label({}, words),
                  },
                  words,
                )}
              </button>
              <p className="text-sm text-forest-700">{WAYS[way].hint({}, words)}</p>
            </Form>
          ))}
        </div>
      ) : null}
      {payable && bank ? (
        <p className="mt-4">
          <WordsWithLinks
            words={m.booking_bank_instead({ link: place('link') }, words)}
            links={{
              link: (
                <a href="#proposal-payment" className="text-savanna-800 underline">
                  {m.booking_how_to_pay_link({}, words)}
                </a>
              ),
            }}
          />
        </p>
      ) : null}
    </section>
  )
}

const NOTICES = {
  received: m.booking_notice_received,
  confirming: m.booking_notice_confirming,
  'not-taken': m.booking_notice_not_taken,
  left: m.booking_notice_left,
} as const

function NoticeLine({
  notice,
  money,
  locale,
}: {
  notice: NonNullable<PaymentNotice>
  money: (minor: number) => string
  locale: Locale
}) {
  const words = NOTICES[notice.kind]({ amount: money(notice.amount) }, { locale })
  return (
    <p
      role="status"
      className={`mt-3 rounded-lg border-2 p-3 font-semibold ${notice.kind === 'received' ? 'border-forest-700 text-forest-800' : 'border-savanna-700 text-forest-900'}`}
    >
      {words}
    </p>
  )
}
