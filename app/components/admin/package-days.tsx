import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldList, type FieldSpec } from '~/components/ui/field-list'
import { MEAL_CHOICES } from '~/lib/catalogue'
import type { PackageDraft } from '~/lib/package-draft'
import { ListButton, ListErrors } from './package-list-button'

type Day = PackageDraft['itinerary'][number]

const DAY_FIELDS: FieldSpec<keyof Day>[] = [
  { name: 'from', label: 'From day', type: 'number' },
  { name: 'to', label: 'To day', type: 'number' },
  { name: 'title', label: 'Title', maxLength: 120, className: 'md:col-span-2' },
  { name: 'text', label: 'What happens', kind: 'area', rows: 3, className: 'md:col-span-4' },
  { name: 'overnight', label: 'Overnight place', maxLength: 120, className: 'md:col-span-2' },
  { name: 'lodge', label: 'Lodge', maxLength: 160, className: 'md:col-span-2' },
  {
    name: 'meals',
    label: 'Meals',
    kind: 'checkboxes',
    options: MEAL_CHOICES,
    className: 'md:col-span-2',
  },
]

/** The package's itinerary: an entry covers one day or several, in the order travellers live them. */
export function PackageDays({ days, errors }: { days: PackageDraft['itinerary']; errors: FieldErrorMap }) {
  return (
    <section aria-labelledby="days-heading" className="space-y-4">
      <h2 id="days-heading" className="font-serif text-2xl">
        Day by day
      </h2>
      <ListErrors errors={errors?.itinerary} />
      <ol className="space-y-4">
        {days.map((day, index) => {
          const entry = `entry ${index + 1}`
          return (
            <li key={index} className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-4">
              <h3 className="font-semibold md:col-span-4">Entry {index + 1}</h3>
              <FieldList
                fields={DAY_FIELDS}
                values={day}
                idPrefix="package-"
                namePrefix={`itinerary[${index}].`}
                errors={errors}
              />
              <div className="flex flex-wrap items-end gap-2 md:col-span-2 md:justify-end">
                <ListButton intent={`up-day:${index}`} label={entry}>
                  Up
                </ListButton>
                <ListButton intent={`down-day:${index}`} label={entry}>
                  Down
                </ListButton>
                <ListButton intent={`remove-day:${index}`} label={entry}>
                  Remove
                </ListButton>
              </div>
            </li>
          )
        })}
      </ol>
      <ListButton intent="add-day">Add a day</ListButton>
    </section>
  )
}
