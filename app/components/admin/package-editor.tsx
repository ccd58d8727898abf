import { Form, useNavigation } from 'react-router'
import type { Choice, FieldErrorMap } from '~/components/ui/fields'
import { FieldList, type FieldKey, type FieldSpec } from '~/components/ui/field-list'
import { countries } from '~/content/countries'
import { FITNESS_LEVELS, MONTHS } from '~/lib/catalogue'
import type { PackageDraft } from '~/lib/package-draft'
import { PackageDays } from './package-days'
import { PackagePictures } from './package-pictures'
import { PackageSeasons } from './package-seasons'

// The package editor's form. It works without JavaScript: the small buttons beside days, seasons and
// images post the form with their `intent`, and the server answers it with that change made (nothing is
// saved until Save). Errors arrive keyed by field path (`itinerary[2].title`) and sit under the field.

const TRIP_FIELDS: FieldSpec<FieldKey<PackageDraft>>[] = [
  { name: 'title', label: 'Title', maxLength: 120 },
  { name: 'slug', label: 'Page address', hint: 'The page is /tour/ followed by this.', maxLength: 60 },
  { name: 'days', label: 'Length in days', type: 'number' },
  {
    name: 'countries',
    label: 'Countries, in travel order',
    kind: 'checkboxes',
    options: countries.map((country) => ({ value: country.slug, label: country.name })),
    className: 'md:col-span-2',
  },
  {
    name: 'summary',
    label: 'Summary (the card on Our Packages)',
    kind: 'area',
    rows: 2,
    className: 'md:col-span-2',
  },
  {
    name: 'intro',
    label: 'Introduction',
    hint: 'Paragraphs are separated by an empty line.',
    kind: 'area',
    rows: 6,
    className: 'md:col-span-2',
  },
  { name: 'highlights', label: 'Highlights', hint: 'One a line.', kind: 'area', rows: 4 },
  {
    name: 'seoDescription',
    label: 'Description for search engines',
    hint: 'At most 160 characters.',
    kind: 'area',
    rows: 3,
  },
  { name: 'groupMin', label: 'Smallest group', type: 'number' },
  { name: 'groupMax', label: 'Largest group', type: 'number' },
  {
    name: 'fitness',
    label: 'Fitness',
    kind: 'select',
    options: Object.entries(FITNESS_LEVELS).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'bestMonths',
    label: 'Best months',
    kind: 'checkboxes',
    options: MONTHS.map((month, index) => ({ value: String(index + 1), label: month.slice(0, 3) })),
    className: 'md:col-span-2',
  },
]

export function PackageEditor({
  draft,
  errors,
  images,
}: {
  draft: PackageDraft
  errors: FieldErrorMap
  images: Choice[]
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="mt-6 space-y-10" key={JSON.stringify(draft)}>
      <section
        aria-labelledby="about-heading"
        className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-2"
      >
        <h2 id="about-heading" className="font-serif text-2xl md:col-span-2">
          The trip
        </h2>
        <FieldList fields={TRIP_FIELDS} values={draft} idPrefix="package-" errors={errors} />
      </section>
      <PackageDays days={draft.itinerary} errors={errors} />
      <PackageSeasons draft={draft} errors={errors} />
      <PackagePictures draft={draft} images={images} errors={errors} />
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={busy}
        className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
      >
        Save
      </button>
    </Form>
  )
}
