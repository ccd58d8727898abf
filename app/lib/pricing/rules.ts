import type { QuoteLine } from './quote'

// The rules East African operators price by that a supplier's card sets (docs/product.md, "Rate
// cards"): what we keep of a rack rate (its commission), the VAT or levy the authority adds (Tanzania's
// parks add 18%), and the default markup of its kind of item. Each line priced from the card carries
// them to the quote (quote.ts), which applies them.

/** A supplier's settings as each of its rates carries them (from-cards.ts's CardRate) */
export interface SupplierSettings {
  /** What we keep of its rack rates, in basis points */
  commissionBp?: number
  /** The VAT or levy its authority adds, in basis points, and its name */
  levyBp?: number
  levyName?: string
  /** The default markup of its kind of item, if an admin set one */
  kindMarkup?: number | null
  /** A permit's youngest traveller, and a vehicle's seats; null or absent: none */
  minTravellerAge?: number | null
  seats?: number | null
}

/** The settings of the supplier a line is priced from, as the quote reads them. */
export function supplierRules(
  rate: SupplierSettings | undefined,
): Pick<QuoteLine, 'commissionBp' | 'levy' | 'kindMarkup'> {
  if (!rate) return {}
  return {
    ...(rate.commissionBp ? { commissionBp: rate.commissionBp } : {}),
    ...(rate.levyBp ? { levy: { name: rate.levyName || 'Levy', bp: rate.levyBp } } : {}),
    ...(rate.kindMarkup !== undefined && rate.kindMarkup !== null ? { kindMarkup: rate.kindMarkup } : {}),
  }
}
