import type { ProposalForm } from '~/lib/proposal-form'
import { RESIDENCIES, type Residency } from '~/lib/pricing/party'
import { parseMarkup, type PricingSetup } from '~/lib/pricing/setup'

// The proposal editor's choices for pricing from the rate cards (docs/product.md, "Rate cards"): the
// party's residency, each child's age, the trip's and each day's markup. Errors are named by field, as
// the editor's other rules are, so each sits beside its field.

export type PricingErrors = Record<string, string[]>

const MARKUP_MESSAGE = 'A markup in percent, e.g. 20 or 12.5, or empty'

/**
 * The choices as posted. Each child's age is needed to price (`pricing`); a save without them keeps
 * the other choices, so a proposal typed by hand is never held up by the cards.
 */
export function readPricingSetup(
  form: ProposalForm,
  children: number,
  toPrice = false,
): { setup: PricingSetup } | { errors: PricingErrors } {
  const errors: PricingErrors = {}
  const pricing = form.pricing ?? { residency: '', childAges: '', markup: '' }
  const residency = (pricing.residency || 'non_resident') as Residency
  if (!(residency in RESIDENCIES)) errors.pricingResidency = ['Choose the residency']
  const ages = pricing.childAges
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)
  const unsure = ages.some((age) => !Number.isInteger(age) || age < 0 || age > 17)
  if (unsure || (ages.length !== children && (toPrice || ages.length > 0)))
    errors.pricingChildAges = [
      children
        ? `Give each child's age, ${children} in all, e.g. 12, 7`
        : 'No children travel: leave it empty',
    ]
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
    markup: markupOf(day.markup, `days[${index}].markup`),
  }))
  if (Object.keys(errors).length) return { errors }
  return { setup: { residency, childAges: ages, markup, days } }
}
