import { Form, Link, useNavigation } from 'react-router'
import { AdminTable } from '~/components/admin/admin-table'
import { type FieldSpec, type FieldValue } from '~/components/ui/field-list'
import { KindMarkups } from '~/components/admin/kind-markups'
import { FieldsForm } from '~/components/ui/fields-form'
import type { FieldErrorMap } from '~/components/ui/fields'
import { countries } from '~/content/countries'
import { formatDate } from '~/lib/back-office'
import { LOCAL_CURRENCIES } from '~/lib/money'
import { rateText } from '~/lib/pricing/exchange'
import { SITE_ROUNDINGS } from '~/lib/pricing/site-prices'
import { SUPPLIER_KIND_CODES, SUPPLIER_KINDS, TRAVELLER_WORDING_HINT } from '~/lib/rate-cards'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/rates'
import { handleRateCards, loadRateCards, type RatesIntent } from './rates.server'

// The rate cards (docs/product.md, "Rate cards"): seasons as date bands and the suppliers whose rates
// quotes are priced from. Every member of staff reads them; admins add, copy into the next year and
// archive (nothing is deleted: a quote can always say what it was priced from).

export const loader = ({ context }: Route.LoaderArgs) => loadRateCards(context)
export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  handleRateCards(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Rate cards | Back-office' }]

const SEASON_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', hint: 'e.g. High season 2027', className: 'sm:col-span-2' },
  { name: 'startsOn', label: 'First day', type: 'date' },
  { name: 'endsOn', label: 'Last day', type: 'date' },
]

const supplierFields: FieldSpec[] = [
  {
    name: 'kind',
    label: 'What it is',
    kind: 'select',
    empty: 'Choose...',
    options: SUPPLIER_KIND_CODES.map((code) => ({ value: code, label: SUPPLIER_KINDS[code].one })),
  },
  { name: 'name', label: 'Name' },
  { name: 'area', label: 'Where', hint: 'The park or area; for a transfer or flight, from and to' },
  {
    name: 'country',
    label: 'Country',
    kind: 'select',
    empty: 'Choose...',
    options: countries.map((country) => ({ value: country.slug, label: country.name })),
  },
  {
    name: 'travellerWording',
    label: 'Shown to travellers as (optional)',
    hint: TRAVELLER_WORDING_HINT,
    className: 'sm:col-span-2',
  },
  {
    name: 'description',
    label: 'Description (optional)',
    hint: 'What the proposal may say about it',
    kind: 'area',
    rows: 3,
    className: 'sm:col-span-2',
  },
]

const LOCAL_FIELDS: FieldSpec[] = Object.entries(LOCAL_CURRENCIES).map(([code, name]) => ({
  name: code,
  label: `${name}s (${code}) to one US dollar`,
  hint: 'Empty: not used',
}))

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-60'
const copyFields = (seasons: { id: number; name: string }[]): FieldSpec[] => [
  {
    name: 'season',
    label: 'Season to copy into the next year',
    kind: 'select',
    empty: 'Choose...',
    options: seasons.map((season) => ({ value: String(season.id), label: season.name })),
  },
  { name: 'percent', label: 'Change its rates by (%)', hint: 'e.g. 5, or -3', type: 'number' },
]

export default function RateCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, suppliers, canEdit, defaultMarkup, kindMarkups, siteRounding, localRates } = loaderData
  const busy = useNavigation().state === 'submitting'
  const answered = (intent: RatesIntent) => (actionData?.intent === intent ? actionData : undefined)
  const errorsOf = (intent: RatesIntent): FieldErrorMap =>
    (answered(intent)?.result as { error?: FieldErrorMap } | null)?.error ?? undefined
  const typedIn = (intent: RatesIntent) =>
    (answered(intent)?.result as { initialValue?: Record<string, FieldValue> } | null)?.initialValue ?? {}
  // An add form empties once what it held is added: keyed by the moment of that answer.
  const freshKey = (intent: RatesIntent) => answered(intent)?.at ?? 0
  return (
    <>
      <h1 className="font-serif text-3xl">Rate cards</h1>
      <p className="mt-2 max-w-2xl">
        What lodges, parks, permits, vehicles, transfers, flights and activities charge, season by season.
        Rates are archived, never deleted, so a quote can always say what it was priced from.
        {canEdit ? '' : ' Admins change them; you can read them.'}
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>

      <section className="mt-8">
        <h2 id="seasons-heading" className="font-serif text-2xl">
          Seasons
        </h2>
        {seasons.length ? (
          <AdminTable
            labelledBy="seasons-heading"
            headings={[
              'Season',
              'From',
              'To',
              'Rates',
              ...(canEdit ? [<span className="sr-only">Archive</span>] : []),
            ]}
          >
            {seasons.map((season) => (
              <tr key={season.id} className="border-b border-forest-700/10">
                <td className="px-4 py-3 font-semibold">{season.name}</td>
                <td className="px-4 py-3">{formatDate(season.starts_on)}</td>
                <td className="px-4 py-3">{formatDate(season.ends_on)}</td>
                <td className="px-4 py-3">{season.rates}</td>
                {canEdit ? (
                  <td className="px-4 py-3">
                    <Form method="post">
                      <input type="hidden" name="intent" value="archive-season" />
                      <input type="hidden" name="id" value={season.id} />
                      <input type="hidden" name="name" value={season.name} />
                      <button
                        type="submit"
                        disabled={busy}
                        className={smallButton}
                        aria-label={`Archive ${season.name}`}
                      >
                        Archive
                      </button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="mt-2">No season yet: add the first below.</p>
        )}
        {canEdit ? (
          <>
            <FieldsForm
              key={freshKey('add-season')}
              intent="add-season"
              label="Add a season"
              submit="Add the season"
              fields={SEASON_FIELDS}
              values={typedIn('add-season')}
              idPrefix="season-"
              errors={errorsOf('add-season')}
            />
            {seasons.length ? (
              <FieldsForm
                intent="copy-season"
                label="Copy a season into the next year"
                submit="Copy with its rates"
                fields={copyFields(seasons)}
                values={{ percent: '5', ...typedIn('copy-season') }}
                idPrefix="copy-"
                errors={errorsOf('copy-season')}
              />
            ) : null}
          </>
        ) : null}
      </section>

      <section aria-labelledby="markup-heading" className="mt-10">
        <h2 id="markup-heading" className="font-serif text-2xl">
          Default markup
        </h2>
        <p className="mt-2 max-w-2xl">
          {`Quotes priced from the cards take ${defaultMarkup / 100}% where no line, day, trip or kind of item sets a markup. A package's website prices from the cards take it too, per person sharing, rounded up to the next $${siteRounding / 100}.`}
        </p>
        {canEdit ? (
          <FieldsForm
            intent="default-markup"
            label="The default markup"
            submit="Save the markup"
            fields={[
              { name: 'markup', label: 'Default markup (%)', hint: 'e.g. 20 or 12.5' },
              {
                name: 'rounding',
                label: 'Website prices from the cards, rounded up to',
                kind: 'select',
                options: SITE_ROUNDINGS.map((step) => ({ value: String(step), label: `$${step / 100}` })),
              },
            ]}
            values={{
              markup: String(defaultMarkup / 100),
              rounding: String(siteRounding),
              ...typedIn('default-markup'),
            }}
            idPrefix="pricing-"
            errors={errorsOf('default-markup')}
          />
        ) : null}
      </section>
      <KindMarkups
        markups={kindMarkups}
        defaultMarkup={defaultMarkup}
        canEdit={canEdit}
        typed={typedIn('kind-markups')}
        errors={errorsOf('kind-markups')}
      />

      <section aria-labelledby="local-heading" className="mt-10">
        <h2 id="local-heading" className="font-serif text-2xl">
          Local currencies
        </h2>
        <p className="mt-2 max-w-2xl">
          {`A card may charge in Kenyan, Tanzanian or Ugandan shillings or Rwandan francs, as parks and local suppliers quote residents. A proposal converts them at these rates, pinned when it is first priced with one. ${
            Object.keys(localRates).length
              ? `One US dollar buys ${Object.entries(localRates)
                  .map(([code, rate]) => `${code} ${rateText(rate)}`)
                  .join(', ')}.`
              : 'None is set yet: a card in one of them is not converted, and says so beside its line.'
          }`}
        </p>
        {canEdit ? (
          <FieldsForm
            intent="local-rates"
            label="Local currencies"
            submit="Save the rates"
            fields={LOCAL_FIELDS}
            values={{
              ...Object.fromEntries(Object.entries(localRates).map(([code, rate]) => [code, rateText(rate)])),
              ...typedIn('local-rates'),
            }}
            idPrefix="local-"
            errors={errorsOf('local-rates')}
          />
        ) : null}
      </section>

      <section aria-labelledby="suppliers-heading" className="mt-10">
        <h2 id="suppliers-heading" className="font-serif text-2xl">
          Suppliers
        </h2>
        {SUPPLIER_KIND_CODES.map((kind) => {
          const ofKind = suppliers.filter((supplier) => supplier.kind === kind)
          return (
            <div key={kind} className="mt-4">
              <h3 className="font-semibold">{`${SUPPLIER_KINDS[kind].label} (${ofKind.length})`}</h3>
              {ofKind.length ? (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {ofKind.map((supplier) => (
                    <li key={supplier.id} className="rounded-lg bg-white p-3 shadow-sm">
                      <Link to={`/admin/rates/${supplier.id}`} className="font-semibold underline">
                        {supplier.name}
                      </Link>
                      <span className="block text-sm">
                        {`${supplier.area}, ${countries.find((country) => country.slug === supplier.country)?.name ?? supplier.country} · ${supplier.rates} ${supplier.rates === 1 ? 'rate' : 'rates'}`}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm">None yet.</p>
              )}
            </div>
          )
        })}
        {canEdit ? (
          <FieldsForm
            key={freshKey('add-supplier')}
            intent="add-supplier"
            label="Add a supplier"
            submit="Add the supplier"
            fields={supplierFields}
            values={typedIn('add-supplier')}
            idPrefix="supplier-"
            errors={errorsOf('add-supplier')}
          />
        ) : null}
      </section>
    </>
  )
}
