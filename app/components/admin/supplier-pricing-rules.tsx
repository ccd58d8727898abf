import type { FieldSpec, FieldValue } from '~/components/ui/field-list'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldsForm } from '~/components/ui/fields-form'
import { percentText } from '~/lib/pricing/markup'

// The rules a supplier's card prices by (docs/product.md, "Rate cards"), on its page: what we keep of
// its rack rates, the VAT or levy its authority adds, and, for a permit, its youngest traveller, for a
// vehicle, its seats, for a lodge, whether it is outside the park. Every member of staff reads them;
// admins change them.

export interface SupplierRules {
  kind: string
  commission_bp: number
  levy_bp: number
  levy_name: string
  min_traveller_age: number | null
  seats: number | null
  outside_park: number
}

const percentValue = (bp: number) => (bp ? String(bp / 100) : '')

/** The rules in a sentence, for staff: "Rack rates: 15% commission · VAT 18% · from age 15". */
export function rulesText(rules: SupplierRules): string {
  return [
    `Rack rates sold as they are, ${rules.commission_bp ? `${percentText(rules.commission_bp)} commission kept` : 'no commission'}`,
    rules.levy_bp ? `${rules.levy_name} ${percentText(rules.levy_bp)} added to every rate` : 'no levy',
    ...(rules.kind === 'permit'
      ? [rules.min_traveller_age ? `sold from age ${rules.min_traveller_age}` : 'sold at any age']
      : []),
    ...(rules.kind === 'vehicle' ? [rules.seats ? `${rules.seats} seats` : 'seats not set'] : []),
    ...(rules.kind === 'lodge'
      ? [rules.outside_park ? 'outside the park: no park fee by the night' : 'inside the park']
      : []),
  ].join(' · ')
}

export function SupplierPricingRules({
  rules,
  canEdit,
  result,
  at,
}: {
  rules: SupplierRules
  canEdit: boolean
  result: { error?: FieldErrorMap; initialValue?: Record<string, FieldValue> } | null
  at: number
}) {
  const fields: FieldSpec[] = [
    {
      name: 'commission',
      label: 'Commission on rack rates, % (optional)',
      hint: 'What we keep of a rack rate, sold as it is, e.g. 15',
    },
    { name: 'levyName', label: 'VAT or levy (optional)', hint: 'Its name, e.g. VAT' },
    { name: 'levy', label: 'VAT or levy, % (optional)', hint: 'Added to every rate, e.g. 18' },
    ...(rules.kind === 'permit'
      ? [{ name: 'minTravellerAge', label: 'Youngest traveller (optional)', type: 'number' } as const]
      : []),
    ...(rules.kind === 'vehicle'
      ? [{ name: 'seats', label: 'Seats for travellers (optional)', type: 'number' } as const]
      : []),
    ...(rules.kind === 'lodge'
      ? [
          {
            name: 'where',
            label: 'Where it is',
            hint: 'Its guests pay a park’s fees by the night only inside the park',
            kind: 'select',
            options: [
              { value: 'inside', label: 'Inside the park' },
              { value: 'outside', label: 'Outside the park' },
            ],
          } as const,
        ]
      : []),
  ]
  return (
    <section aria-labelledby="rules-heading" className="mt-6">
      <h2 id="rules-heading" className="font-serif text-2xl">
        Pricing rules
      </h2>
      <p className="mt-1">{rulesText(rules)}</p>
      {canEdit ? (
        <FieldsForm
          key={at || -1}
          intent="pricing-rules"
          label="Pricing rules"
          submit="Save the rules"
          fields={fields}
          values={
            result?.initialValue ?? {
              commission: percentValue(rules.commission_bp),
              levyName: rules.levy_name,
              levy: percentValue(rules.levy_bp),
              minTravellerAge: rules.min_traveller_age === null ? '' : String(rules.min_traveller_age),
              seats: rules.seats === null ? '' : String(rules.seats),
              where: rules.outside_park ? 'outside' : 'inside',
            }
          }
          idPrefix="rules-"
          errors={result?.error}
        />
      ) : null}
    </section>
  )
}
