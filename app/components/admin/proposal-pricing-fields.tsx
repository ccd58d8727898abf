import { CardChoiceLists, cardChoiceFields } from '~/components/admin/card-choice-fields'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldList, type FieldSpec } from '~/components/ui/field-list'
import { RESIDENCIES } from '~/lib/pricing/party'
import { ROOMING_HINT } from '~/lib/pricing/rooming'
import type { ProposalForm } from '~/lib/proposal-form'
import type { ChoiceLabel } from '~/lib/card-choices'

// The proposal editor's fields for pricing from the rate cards (docs/product.md, "Rate cards"): who
// travels and the trip's markup, and in each day what it is priced from. Staff only: none of it is in
// the proposal the traveller receives.

const DAY_FIELDS: FieldSpec[] = [
  ...cardChoiceFields,
  {
    name: 'serviceDay',
    label: 'Services on day (optional)',
    hint: 'Of this entry, e.g. 2 for the trekking day; empty: its first',
    type: 'number',
  },
  { name: 'markup', label: "This day's markup (%)", hint: "Empty: the trip's" },
]

/** In a day's entry: what it is priced from, when the rate cards hold anything. */
export function DayChoiceFields({
  index,
  day,
  choices,
  errors,
}: {
  index: number
  day: ProposalForm['days'][number]
  choices: readonly ChoiceLabel[]
  errors: FieldErrorMap
}) {
  if (!choices.length) return null
  return (
    <fieldset className="grid gap-3 rounded-lg border border-forest-700/20 p-3 md:col-span-4 md:grid-cols-4">
      <legend className="px-1 text-sm font-semibold">{`Rate cards for entry ${index + 1} (staff only)`}</legend>
      <FieldList
        fields={DAY_FIELDS}
        values={day}
        idPrefix="proposal-"
        namePrefix={`days[${index}].`}
        errors={errors}
      />
    </fieldset>
  )
}

const TRIP_FIELDS: FieldSpec[] = [
  {
    name: 'pricingResidency',
    label: 'The party’s residency',
    kind: 'select',
    options: Object.entries(RESIDENCIES).map(([value, label]) => ({ value, label })),
  },
  { name: 'pricingChildAges', label: "Children's ages", hint: 'e.g. 12, 7: one for each child' },
  { name: 'pricingRooming', label: 'Rooms (optional)', hint: ROOMING_HINT },
  { name: 'pricingMarkup', label: 'Markup for the trip (%)', hint: 'Empty: the default' },
]

/** Who travels and the trip's markup, with the button that prices the days and writes the price lines. */
export function PricingFields({
  form,
  choices,
  errors,
  defaultMarkup,
  busy,
}: {
  form: ProposalForm
  choices: readonly ChoiceLabel[]
  errors: FieldErrorMap
  defaultMarkup: number
  busy: boolean
}) {
  if (!choices.length) return null
  return (
    <section aria-labelledby="pricing-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="pricing-heading" className="font-serif text-2xl">
        Price from the rate cards
      </h2>
      <CardChoiceLists choices={choices} />
      <p>
        {`Choose in each day what it is priced from, then price: the price lines below are written anew from the rate cards, at each night's season, for the party, marked up (${defaultMarkup / 100}% unless a day or the trip says otherwise). Costs and margins stay with staff.`}
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <FieldList
          fields={TRIP_FIELDS}
          values={{
            pricingResidency: form.pricingResidency,
            pricingChildAges: form.pricingChildAges,
            pricingRooming: form.pricingRooming,
            pricingMarkup: form.pricingMarkup,
          }}
          idPrefix="proposal-"
          errors={errors}
        />
      </div>
      <button
        type="submit"
        name="intent"
        value="price"
        disabled={busy}
        className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
      >
        Price from the rate cards
      </button>
    </section>
  )
}
