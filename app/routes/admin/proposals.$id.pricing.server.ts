import { formatMoney } from '~/lib/money'
import type { ProposalDocument } from '~/lib/proposal'
import { CHOICE_FIELD_NAMES, chosenValues, labelled } from '~/lib/card-choices'
import type { ProposalForm } from '~/lib/proposal-form'
import { percentText } from '~/lib/pricing/markup'
import { checkPermits, type PermitCheck } from '~/lib/pricing/permits'
import { pinRates, type PricingSetup } from '~/lib/pricing/setup'
import { readCurrencyRates } from '~/models/currency-rates.server'
import { db } from '~/models/db.server'
import {
  getProposalPricing,
  readDefaultMarkup,
  readLocalRates,
  saveProposalPricing,
} from '~/models/proposal-pricing.server'
import type { PinnedRates } from '~/lib/pricing/exchange'
import { needsOf, permitStock, takenPermitChecks } from '~/models/permits.server'
import { listCardChoices, type CardChoice } from '~/models/rate-lookup.server'
import { readPricingSetup } from '~/schemas/proposal-pricing'
import { draftWarnings } from '~/lib/draft-warnings'
import { tripMargin, typedLineMargin, withCardLines } from '~/lib/line-costs'
import { priceFromCards } from '~/services/proposal-pricing.server'

// The proposal editor's pricing from the rate cards (docs/product.md, "Rate cards"), beside its route:
// the choices the editor offers, staff's choices kept with the draft, and a pricing that writes the
// price lines and keeps the quote with its costs and margins for staff.

export async function loadPricingEditor(id: number, document: ProposalDocument, accepted: boolean) {
  const [pricing, choices, defaultMarkup] = await Promise.all([
    getProposalPricing(id),
    listCardChoices(),
    readDefaultMarkup(),
  ])
  return {
    setup: pricing?.setup ?? null,
    /** The form's choices shown by their labels */
    labelled: (form: ProposalForm) => labelledForm(form, choices),
    shown: {
      // What the browser suggests: the labels alone.
      choices: choices.map(({ label, kind }) => ({ label, kind })),
      quote: pricing?.quote ?? null,
      // Staff's margins with the lines typed by hand, each at its own cost or "cost not known".
      margin: tripMargin(document, pricing?.quote ?? null),
      typed: document.lines.flatMap((line) =>
        line.fromCards
          ? []
          : [{ description: line.description, supplier: line.supplier ?? '', ...typedLineMargin(line) }],
      ),
      warnings: draftWarnings(document, pricing?.setup.days ?? [], choices),
      pricedAt: pricing?.pricedAt ?? null,
      defaultMarkup,
      permits: accepted
        ? permitLabels((await takenPermitChecks([id])).get(id) ?? [], choices)
        : pricing
          ? permitLabels(await checkDraftPermits(id, document, pricing.setup), choices)
          : [],
    },
  }
}

/** A form's day choices shown by their labels. */
export const labelledForm = (form: ProposalForm, choices: readonly CardChoice[]): ProposalForm => ({
  ...form,
  days: form.days.map((day) => labelled(day, choices)),
})

/** The rate cards' choices, read only when a day names one. */
export const choicesFor = async (form: ProposalForm) =>
  form.days.some((day) => CHOICE_FIELD_NAMES.some((field) => day[field]?.trim())) ? listCardChoices() : []

/** The permits the draft needs, each against what is held and what other accepted trips took. */
async function checkDraftPermits(id: number, document: ProposalDocument, setup: PricingSetup) {
  const needs = await needsOf(document, setup)
  return checkPermits(needs, await permitStock(needs, id))
}

/** Each check named by its permit's label on the rate cards. */
const permitLabels = (checks: readonly PermitCheck[], choices: readonly CardChoice[]) =>
  checks.map((check) => ({
    ...check,
    permit:
      choices.find((choice) => choice.value.startsWith(`${check.supplierId}|`))?.label ??
      `Permit ${check.supplierId}`,
  }))

/**
 * The exchange a proposal is priced at: pinned at its first pricing, from the rates staff set; a local
 * currency an admin set since is pinned at its first use.
 */
async function pinnedRates(id: number): Promise<PinnedRates> {
  const [pricing, display, local] = await Promise.all([
    getProposalPricing(id),
    readCurrencyRates(db()),
    readLocalRates(),
  ])
  return { ...pinRates(display, local), ...pricing?.rates }
}

/** Staff's choices as posted (each day's by its label), with how to keep them once the draft is saved; or what is wrong. */
export function readPricing(
  form: ProposalForm,
  children: number | null,
  pricing: boolean,
  choices: readonly CardChoice[],
) {
  const chosen = chosenValues(form.days, choices)
  const read = readPricingSetup({ ...form, days: chosen.days }, children, pricing)
  const errors = { ...chosen.errors, ...('errors' in read ? read.errors : {}) }
  if ('errors' in read || Object.keys(errors).length) return { errors }
  return {
    setup: read.setup,
    keep: async (id: number, staffId: number) =>
      saveProposalPricing(id, { setup: read.setup, rates: await pinnedRates(id), staffId }),
  }
}

export async function priceProposalDraft(
  id: number,
  document: ProposalDocument,
  setup: PricingSetup,
  staffId: number,
): Promise<{ refused: string } | { document: ProposalDocument; done: string; keep: () => Promise<void> }> {
  const rates = await pinnedRates(id)
  const priced = await priceFromCards(document, setup, rates, await readDefaultMarkup())
  if (!priced)
    return {
      refused: 'Not priced: choose a lodge, a park, a vehicle or another service for at least one day.',
    }
  if (!priced.lines.length) return { refused: 'Not priced: the rate cards hold no rate for what was chosen.' }
  const { quote } = priced
  const lines = withCardLines(document.lines, priced.lines)
  const kept = lines.filter((line) => !line.fromCards)
  const money = (minor: number) => formatMoney({ minor, currency: document.currency })
  const margin = tripMargin({ ...document, lines }, quote)
  const cards = quote.warnings.length
  const entries = draftWarnings({ ...document, lines }, setup.days, await listCardChoices()).length
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return {
    document: { ...document, lines },
    done: [
      `Priced from the rate cards: ${priced.lines.length} price lines, ${money(quote.trip.sell)} in all (cost ${money(quote.trip.cost)}, margin ${money(quote.trip.margin)}${quote.trip.marginBp === null ? '' : `, ${percentText(quote.trip.marginBp)}`}).`,
      kept.length
        ? `${count(kept.length, 'line typed by hand is', 'lines typed by hand are')} kept: the proposal comes to ${money(margin.sell)}${margin.uncosted ? `, of which ${money(margin.uncosted)} has no known cost` : ''}.`
        : '',
      cards + entries
        ? `${count(cards + entries, 'warning', 'warnings')} below: check them before sending.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    keep: () => saveProposalPricing(id, { setup, rates, quote, staffId }),
  }
}
