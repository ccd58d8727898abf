import { data, Form, Link, useNavigation } from 'react-router'
import { AdminTable } from '~/components/admin/admin-table'
import { CardChoiceLists, cardChoiceFields } from '~/components/admin/card-choice-fields'
import { EditorOutcome } from '~/components/ui/editor-outcome'
import { FieldList } from '~/components/ui/field-list'
import { SelectField, type FieldErrorMap } from '~/components/ui/fields'
import { formatDate } from '~/lib/back-office'
import { formatPrice, bandLabel } from '~/lib/catalogue'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/packages.$no.prices'
import { handlePackagePrices, loadPackagePrices } from './packages.$no.prices.server'

// A package's website prices from the rate cards: each itinerary entry's lodge, park, vehicle and one
// more service; every season computed for two adults sharing, non-resident, at the default markup,
// beside its typed figure; and the admin's choice of which the site shows (docs/product.md, "Prices
// from the rate cards").

function readNo(value: string | undefined): number {
  const no = Number(value)
  if (!Number.isSafeInteger(no) || no < 1) throw data(null, { status: 404 })
  return no
}

export const loader = ({ params, context }: Route.LoaderArgs) => loadPackagePrices(readNo(params.no), context)

export const action = keepWhatWasTyped(({ params, request, context }: Route.ActionArgs) =>
  handlePackagePrices(readNo(params.no), request, context),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Prices from the rate cards: ${loaderData?.title ?? 'a package'} | Back-office` },
]

const SHOWS = [
  { value: 'typed', label: 'The prices typed in the package editor' },
  { value: 'cards', label: 'The prices computed from the rate cards' },
]

export default function PackagePricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { no, title, slug, itinerary, form, seasons, choices, defaultMarkup, rounding, canEdit } = loaderData
  const result = actionData?.result as
    | { error?: FieldErrorMap; initialValue?: { shows?: string; days?: Record<string, string>[] } }
    | null
    | undefined
  const errors = result?.error ?? undefined
  // A refused save shows what was typed, with or without JavaScript.
  const typed = result?.initialValue
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p>
        <Link to={`/admin/packages/${no}`} className="text-savanna-700 underline">
          {`Back to ${title}`}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">{`Prices from the rate cards: ${title}`}</h1>
      <p className="mt-3 max-w-3xl">
        {`Each season is priced for two adults sharing, non-resident, at the default markup of ${defaultMarkup / 100}%, per person, rounded up to the next $${rounding / 100}: the lowest of its departures on the first of each of its months. A season the cards cannot price in full keeps its typed figure on the site.`}{' '}
        <Link to="/admin/rates" className="text-savanna-700 underline">
          The rate cards
        </Link>{' '}
        ·{' '}
        <a href={`/tour/${slug}`} className="text-savanna-700 underline">
          The public page
        </a>
      </p>
      <EditorOutcome done={actionData?.done} refused={null} invalid={Boolean(errors)} />

      <section className="mt-6">
        <h2 id="seasons-heading" className="font-serif text-2xl">
          Seasons
        </h2>
        <AdminTable
          labelledBy="seasons-heading"
          headings={['Season', 'Months', 'Typed', 'From the rate cards', 'Why not priced']}
        >
          {seasons.map((season) => (
            <tr key={`${season.name}-${season.from}`}>
              <td className="px-3 py-2">{season.name}</td>
              <td className="px-3 py-2">{bandLabel(season.from, season.to)}</td>
              <td className="px-3 py-2">{formatPrice(season.cents)}</td>
              <td className="px-3 py-2">
                {season.computed === null
                  ? 'Not priced'
                  : `${formatPrice(season.computed)} (departing ${formatDate(season.departure!)})`}
              </td>
              <td className="px-3 py-2">{season.warnings.join('; ')}</td>
            </tr>
          ))}
        </AdminTable>
      </section>

      <Form method="post" aria-label="Prices from the rate cards" className="mt-8 space-y-4">
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="font-serif text-2xl">What each day is priced from</legend>
          <CardChoiceLists choices={choices} />
          {!choices.length ? (
            <p>The rate cards hold no rates yet: add suppliers and their rates first.</p>
          ) : null}
          {itinerary.map((entry, index) => (
            <fieldset
              key={index}
              className="grid gap-3 rounded-lg border border-forest-700/20 bg-white p-3 md:grid-cols-3"
            >
              <legend className="px-1 text-sm font-semibold">
                {`${entry.from === entry.to ? `Day ${entry.from}` : `Days ${entry.from}-${entry.to}`}: ${entry.title}`}
              </legend>
              <FieldList
                fields={cardChoiceFields}
                values={typed?.days?.[index] ?? form.days[index] ?? {}}
                idPrefix="prices-"
                namePrefix={`days[${index}].`}
                errors={errors}
              />
            </fieldset>
          ))}
          <SelectField
            id="prices-shows"
            name="shows"
            label="The website shows"
            options={SHOWS}
            defaultValue={typed?.shows ?? form.shows}
            errors={errors?.shows}
          />
          {canEdit ? (
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
            >
              Save and price
            </button>
          ) : (
            <p>Only admins choose what the site shows.</p>
          )}
        </fieldset>
      </Form>
    </>
  )
}
