import type { FieldSpec } from '~/components/ui/field-list'
import { CHOICE_FIELDS, CHOICE_FIELD_NAMES, type ChoiceLabel } from '~/lib/card-choices'

// What a day of a trip is priced from on the rate cards (docs/product.md, "Rate cards"), as the editors
// of a proposal and of a package's website prices both ask it: a lodge and room, a park's fees, a
// vehicle, and two more services. Each is typed with suggestions from a list drawn once on the page
// (app/lib/card-choices.ts says why), so a page stays light however many rates the cards hold.

const LABELS: Record<keyof typeof CHOICE_FIELDS, { label: string; className?: string }> = {
  lodgeRate: { label: 'Priced from: lodge and room', className: 'md:col-span-2' },
  park: { label: 'Park fees' },
  vehicle: { label: 'Vehicle' },
  other: { label: 'Also: a transfer, flight, permit or activity', className: 'md:col-span-2' },
  extra: { label: 'And: another transfer, flight, permit or activity', className: 'md:col-span-2' },
}

export const cardChoiceFields: FieldSpec[] = CHOICE_FIELD_NAMES.map((name) => ({
  name,
  ...LABELS[name],
  hint: 'Type to choose; empty: none',
  list: CHOICE_FIELDS[name].list,
  maxLength: 300,
}))

/** The suggestions of each kind, once for the page. */
const LISTS = [
  ...new Map(CHOICE_FIELD_NAMES.map((name) => [CHOICE_FIELDS[name].list, CHOICE_FIELDS[name]])).values(),
]

export function CardChoiceLists({ choices }: { choices: readonly ChoiceLabel[] }) {
  return LISTS.map((list) => (
    <datalist key={list.list} id={list.list}>
      {choices
        .filter((choice) => (list.kinds as readonly string[]).includes(choice.kind))
        .map((choice) => (
          <option key={choice.label} value={choice.label} />
        ))}
    </datalist>
  ))
}
