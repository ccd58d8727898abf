import type { ProposalForm } from '~/lib/proposal-form'
import { RESIDENCIES, type Residency } from '~/lib/pricing/party'
import { parseMoney } from '~/lib/money'
import { readRooming } from '~/lib/pricing/rooming'
import { parseMarkup, type LineChoice, type PricingSetup } from '~/lib/pricing/setup'

/** A priced line's key as the pricing makes it: its day, what it is, which of them. */
const LINE_KEY = /^\d{1,2}:(?:lodge|park|vehicle|other|extra):\d{1,2}$/

// The proposal editor's choices for pricing from the rate cards (docs/product.md, "Rate cards"): the
// party's residency, each child's age, the trip's and each day's markup. Errors are named by field, as
// the editor's other rules are, so each sits beside its field.

export type PricingErrors = Record<string, string[]>

const MARKUP_MESSAGE = 'A markup in percent, e.g. 20 or 12.5, or empty'

/**
 * The choices as posted. Each child's age is needed to price (`pricing`); a save without them keeps
 * the other choices, so a proposal typed by hand is never held up by the cards. `children` is the
 * count typed, or null when the Children field holds no number (its own message says so).
 */
export function readPricingSetup(
  form: ProposalForm,
  children: number | null,
  toPrice = false,
): { setup: PricingSetup } | { errors: PricingErrors } {
  const errors: PricingErrors = {}
  const pricing = {
    residency: form.pricingResidency ?? '',
    childAges: form.pricingChildAges ?? '',
    markup: form.pricingMarkup ?? '',
  }
  const residency = (pricing.residency || 'non_resident') as Residency
  if (!(residency in RESIDENCIES)) errors.pricingResidency = ['Choose the residency']
  const ages = pricing.childAges
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)
  const unsure = ages.some((age) => !Number.isInteger(age) || age < 0 || age > 17)
  if (unsure || (children !== null && ages.length !== children && (toPrice || ages.length > 0)))
    errors.pricingChildAges = [
      children
        ? `Give each child's age, ${children} in all, e.g. 12, 7`
        : 'No children travel: leave it empty',
    ]
  // The rooms, if typed, must hold the party: checked against the adults and ages as typed now.
  const rooming = (form.pricingRooming ?? '').trim()
  const adults = Number(form.adults)
  if (rooming && !unsure && Number.isInteger(adults)) {
    const read = readRooming(rooming, adults, ages)
    if ('error' in read) errors.pricingRooming = [read.error]
  }
  // The day of the entry its services are on (a permit's trekking day): one of the entry's days.
  const serviceDayOf = (day: ProposalForm['days'][number], index: number) => {
    const text = (day.serviceDay ?? '').trim()
    if (!text) return null
    const chosen = Number(text)
    const days = Number(day.days)
    if (Number.isInteger(chosen) && chosen >= 1 && (!Number.isInteger(days) || chosen <= days)) return chosen
    errors[`days[${index}].serviceDay`] = [
      `A day of this entry, 1 to ${Number.isInteger(days) && days > 0 ? days : 'its last'}, or empty`,
    ]
    return null
  }
  const markupOf = (text: string | undefined, field: string) => {
    const bp = parseMarkup(text ?? '')
    if (bp === null) errors[field] = [MARKUP_MESSAGE]
    return typeof bp === 'number' ? bp : null
  }
  const markup = markupOf(pricing.markup, 'pricingMarkup')
  const days = form.days.map((day, index) => ({
    lodge: day.lodgeRate ?? '',
    park: day.park ?? '',
    vehicle: day.vehicle ?? '',
    other: day.other ?? '',
    extra: day.extra ?? '',
    serviceDay: serviceDayOf(day, index),
    markup: markupOf(day.markup, `days[${index}].markup`),
  }))
  const lines: Record<string, LineChoice> = {}
  for (const [index, entry] of (form.priced ?? []).entries()) {
    if (!LINE_KEY.test(entry.key)) continue
    const sell = entry.sell.trim() ? parseMoney(entry.sell) : null
    if (sell !== null && sell < 0) errors[`priced[${index}].sell`] = ['A price, e.g. 1,000, or empty']
    if (entry.sell.trim() && sell === null)
      errors[`priced[${index}].sell`] = ['A price, e.g. 1,000, or empty']
    const line = {
      sell,
      complimentary: entry.free === 'yes',
      markup: markupOf(entry.markup, `priced[${index}].markup`),
    }
    if (line.sell !== null || line.complimentary || line.markup !== null) lines[entry.key] = line
  }
  if (Object.keys(errors).length) return { errors }
  return {
    setup: { residency, childAges: ages, ...(rooming ? { rooming } : {}), markup, days, lines },
  }
}
