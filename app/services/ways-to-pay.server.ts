import { getConfig } from '~/config.server'
import type { BookingTerms } from '~/lib/booking-terms'
import type { OnlineWay } from '~/lib/proposal'

// How a traveller can pay this operator (docs/product.md, "Payments"): by card through Stripe Checkout
// and by mobile money or card through Pesapal when their keys are set, by bank transfer or PayPal when
// the booking terms give the details. A proposal is not sent while there is none.

export interface WaysToPay {
  /** Stripe Checkout: its secret key and webhook secret set */
  card: boolean
  /** Pesapal (M-Pesa, MTN MoMo, Airtel Money and cards): its consumer key and secret set */
  mobileMoney: boolean
  /** The booking terms' bank details */
  bank: boolean
  /** The booking terms' PayPal page */
  paypal: boolean
}

export function waysToPay(terms: Pick<BookingTerms, 'bankDetails' | 'paypalUrl'>): WaysToPay {
  const config = getConfig()
  return {
    card: Boolean(config.stripe),
    mobileMoney: Boolean(config.pesapal),
    bank: terms.bankDetails.trim() !== '',
    paypal: terms.paypalUrl.trim() !== '',
  }
}

/** The ways a traveller pays from their own page now, as a proposal sent today says them. */
export function onlineWays(): OnlineWay[] {
  const config = getConfig()
  return [
    ...(config.stripe ? (['card'] as const) : []),
    ...(config.pesapal ? (['mobile-money'] as const) : []),
  ]
}

export const anyWayToPay = (ways: WaysToPay) => ways.card || ways.mobileMoney || ways.bank || ways.paypal
