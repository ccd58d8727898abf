import { Form } from 'react-router'
import { formatStoredMoney } from '~/lib/money'

// A cancelled booking's refunds back to the cards they were paid with (docs/product.md, "Payments"):
// each asked of Stripe, then recorded in the ledger when Stripe says the money moved. One Stripe did
// not take yet can be asked again (its own key: never a second refund).

export interface CardRefundShown {
  id: number
  amount: number
  status: 'asking' | 'asked' | 'refunded' | 'failed'
  lastError: string | null
  paymentIntent: string
}

const WORDS = {
  asking: 'not yet taken by Stripe',
  asked: 'asked of Stripe: recorded here once the money has moved',
  refunded: 'refunded: in the ledger below',
  failed: 'Stripe could not refund it',
} as const

export function CardRefunds({
  refunds,
  currency,
  busy,
}: {
  refunds: CardRefundShown[]
  currency: string
  busy: boolean
}) {
  if (!refunds.length) return null
  const money = (minor: number) => formatStoredMoney(minor, currency)
  const again = refunds.some((refund) => refund.status === 'asking' || refund.status === 'failed')
  return (
    <div className="mt-3 rounded-lg border-2 border-savanna-600 p-3">
      <h3 className="font-semibold">Back to the card</h3>
      <ul className="mt-1 space-y-1">
        {refunds.map((refund) => (
          <li key={refund.id}>
            {money(refund.amount)} to the card of payment {refund.paymentIntent}: {WORDS[refund.status]}
            {refund.lastError && refund.status !== 'refunded' ? ` (${refund.lastError})` : ''}.
          </li>
        ))}
      </ul>
      {again ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="ask-refunds" />
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            Ask Stripe again
          </button>
        </Form>
      ) : null}
    </div>
  )
}
