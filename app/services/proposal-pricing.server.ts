import type { ProposalDocument, ProposalLine } from '~/lib/proposal'
import type { PinnedRates } from '~/lib/pricing/exchange'
import { chosenSuppliers, quoteFromCards } from '~/lib/pricing/from-cards'
import type { PricedQuote } from '~/lib/pricing/quote'
import type { PricingSetup } from '~/lib/pricing/setup'
import { travellerLines } from '~/lib/traveller-lines'
import { listTravellerWords } from '~/models/rate-cards.server'
import { loadCardRates } from '~/models/rate-lookup.server'

// A proposal priced from the rate cards (docs/product.md, "Rate cards"): the rates its choices name,
// priced by app/lib/pricing/from-cards.ts. The selling prices become the proposal's price lines, in the
// traveller's words (app/lib/traveller-lines.ts, decision 053); the quote, with its costs and margins
// and the cards' own words, is for staff alone.

/** The quote and the price lines it writes; null when no day names anything from the cards. */
export async function priceFromCards(
  document: ProposalDocument,
  setup: PricingSetup,
  rates: PinnedRates,
  defaultMarkup: number,
): Promise<{ quote: PricedQuote; lines: ProposalLine[] } | null> {
  const suppliers = chosenSuppliers(setup)
  if (!suppliers.length) return null
  // The lines are written in the proposal's language.
  const locale = document.language ?? 'en'
  const [cards, words] = await Promise.all([loadCardRates(suppliers), listTravellerWords(suppliers, locale)])
  const quote = quoteFromCards(document, setup, cards, rates, defaultMarkup)
  if (!quote) return null
  return { quote, lines: travellerLines(document, setup.days, quote, words, locale) }
}
