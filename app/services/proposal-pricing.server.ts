import type { ProposalDocument, ProposalLine } from '~/lib/proposal'
import type { PinnedRates } from '~/lib/pricing/exchange'
import { chosenSuppliers, quoteFromCards } from '~/lib/pricing/from-cards'
import type { PricedQuote } from '~/lib/pricing/quote'
import type { PricingSetup } from '~/lib/pricing/setup'
import { loadCardRates } from '~/models/rate-lookup.server'

// A proposal priced from the rate cards (docs/product.md, "Rate cards"): the rates its choices name,
// priced by app/lib/pricing/from-cards.ts. The selling prices become the proposal's price lines; the
// quote, with its costs and margins, is for staff alone.

/** The quote and the price lines it writes; null when no day names anything from the cards. */
export async function priceFromCards(
  document: ProposalDocument,
  setup: PricingSetup,
  rates: PinnedRates,
  defaultMarkup: number,
): Promise<{ quote: PricedQuote; lines: ProposalLine[] } | null> {
  const suppliers = chosenSuppliers(setup)
  if (!suppliers.length) return null
  const quote = quoteFromCards(document, setup, await loadCardRates(suppliers), rates, defaultMarkup)
  if (!quote) return null
  const lines = quote.days.flatMap((day) =>
    day.lines.map((line): ProposalLine => ({ description: line.description, quantity: 1, unit: line.sell })),
  )
  return { quote, lines }
}
