import type { FieldSpec } from '~/components/ui/field-list'
import type { CardChoice } from '~/models/rate-lookup.server'

// What a day of a trip is priced from on the rate cards (docs/product.md, "Rate cards"), as the editors
// of a proposal and of a package's website prices both ask it: a lodge and room, a park's fees, a
// vehicle, and one more service.

const options = (choices: readonly CardChoice[], kinds: readonly string[]) =>
  choices
    .filter((choice) => kinds.includes(choice.kind))
    .map((choice) => ({ value: choice.value, label: choice.label }))

export const cardChoiceFields = (choices: readonly CardChoice[]): FieldSpec[] => [
  {
    name: 'lodgeRate',
    label: 'Priced from: lodge and room',
    kind: 'select',
    empty: 'None',
    options: options(choices, ['lodge']),
    className: 'md:col-span-2',
  },
  { name: 'park', label: 'Park fees', kind: 'select', empty: 'None', options: options(choices, ['park']) },
  {
    name: 'vehicle',
    label: 'Vehicle',
    kind: 'select',
    empty: 'None',
    options: options(choices, ['vehicle']),
  },
  {
    name: 'other',
    label: 'Also: a transfer, flight, permit or activity',
    kind: 'select',
    empty: 'None',
    options: options(choices, ['transfer', 'flight', 'permit', 'activity']),
    className: 'md:col-span-2',
  },
]
