import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldList, type FieldKey, type FieldSpec } from '~/components/ui/field-list'
import { MONTHS } from '~/lib/catalogue'
import type { PackageDraft } from '~/lib/package-draft'
import { ListButton, ListErrors } from './package-list-button'

type Season = PackageDraft['seasons'][number]

const months = MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))

const SEASON_FIELDS: FieldSpec<keyof Season>[] = [
  { name: 'name', label: 'Season', maxLength: 60 },
  { name: 'from', label: 'From', kind: 'select', options: months },
  { name: 'to', label: 'To', kind: 'select', options: months },
  { name: 'price', label: 'Price (USD)', type: 'number' },
]

const PRICE_FIELDS: FieldSpec<FieldKey<PackageDraft>>[] = [
  { name: 'singleSupplement', label: 'Single supplement (USD)', type: 'number' },
  {
    name: 'childPrice',
    label: 'Child price (USD)',
    hint: 'Empty when children cannot come.',
    maxLength: 200,
  },
  { name: 'priceNote', label: 'What the price assumes', kind: 'area', rows: 3 },
  { name: 'feesNote', label: 'Permits and park fees, with their amounts', kind: 'area', rows: 3 },
  { name: 'included', label: 'Included', hint: 'One a line.', kind: 'area', rows: 6 },
  { name: 'excluded', label: 'Not included', hint: 'One a line.', kind: 'area', rows: 6 },
]

/** The package's prices: a price a season (together they cover each month once), then the rest. */
export function PackageSeasons({ draft, errors }: { draft: PackageDraft; errors: FieldErrorMap }) {
  return (
    <section aria-labelledby="seasons-heading" className="space-y-4">
      <h2 id="seasons-heading" className="font-serif text-2xl">
        Prices
      </h2>
      <p>Per person sharing, in whole US dollars. Together the seasons cover each month once.</p>
      <ListErrors errors={errors?.seasons} />
      <ol className="space-y-3">
        {draft.seasons.map((season, index) => (
          <li
            key={index}
            className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-5 md:items-end"
          >
            <FieldList
              fields={SEASON_FIELDS}
              values={season}
              idPrefix="package-"
              namePrefix={`seasons[${index}].`}
              errors={errors}
            />
            <div>
              <ListButton intent={`remove-season:${index}`} label={`season ${index + 1}`}>
                Remove
              </ListButton>
            </div>
          </li>
        ))}
      </ol>
      <ListButton intent="add-season">Add a season</ListButton>
      <div className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-2">
        <FieldList fields={PRICE_FIELDS} values={draft} idPrefix="package-" errors={errors} />
      </div>
    </section>
  )
}
