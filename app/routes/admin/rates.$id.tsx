import { Form, Link, useNavigation } from 'react-router'
import { AdminTable } from '~/components/admin/admin-table'
import { RateSheetImport, type CheckedSheet } from '~/components/admin/rate-sheet-import'
import { isPictureIntent, SupplierPictures, type PicturesAnswer } from '~/components/admin/supplier-pictures'
import { SupplierContactForm } from '~/components/admin/supplier-contact'
import { SupplierPricingRules } from '~/components/admin/supplier-pricing-rules'
import { SupplierTexts } from '~/components/admin/supplier-texts'
import { type FieldSpec, type FieldValue } from '~/components/ui/field-list'
import { FieldsForm } from '~/components/ui/fields-form'
import type { FieldErrorMap } from '~/components/ui/fields'
import { countries } from '~/content/countries'
import { formatDate } from '~/lib/back-office'
import { CARD_CURRENCIES, formatMoney, isCardCurrency } from '~/lib/money'
import {
  BASES_OF,
  LABEL_OF,
  RATE_BASES,
  RATE_FACTS,
  RATE_KINDS,
  RATE_ROOM_TYPES,
  RESIDENCIES,
  SUPPLIER_KINDS,
  isRateRoomType,
  type RateBasis,
  type RateFact,
  type Residency,
  type SupplierKind,
} from '~/lib/rate-cards'
import { rateSheetHeader } from '~/schemas/rate-sheet'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/rates.$id'
import { handleSupplier, loadSupplier } from './rates.$id.server'

// One supplier's rates (docs/product.md, "Rate cards"): by season, with what each is for and how it is
// charged; admins add a rate, its fields by the supplier's kind, and archive one.

export const loader = ({ context, params }: Route.LoaderArgs) => loadSupplier(context, params.id)
export const action = keepWhatWasTyped(({ request, context, params }: Route.ActionArgs) =>
  handleSupplier(request, context, params.id),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.supplier.name ?? 'Supplier'} | Rate cards | Back-office` },
]

const FACT_FIELDS: Record<RateFact, FieldSpec> = {
  maxOccupancy: { name: 'maxOccupancy', label: 'Most people a room takes', type: 'number' },
  singleSupplement: { name: 'singleSupplement', label: 'Single supplement per night (optional)' },
  residency: {
    name: 'residency',
    label: 'Residency',
    kind: 'select',
    empty: 'Choose...',
    options: Object.entries(RESIDENCIES).map(([value, label]) => ({ value, label })),
  },
  minAge: { name: 'minAge', label: 'Youngest age (optional)', type: 'number' },
  maxAge: { name: 'maxAge', label: 'Oldest age (optional)', type: 'number' },
  minParty: { name: 'minParty', label: 'Smallest party (optional)', type: 'number' },
  maxParty: { name: 'maxParty', label: 'Largest party (optional)', type: 'number' },
  roomType: {
    name: 'roomType',
    label: 'For rooms of the type',
    kind: 'select',
    empty: 'Any room',
    options: Object.entries(RATE_ROOM_TYPES).map(([value, label]) => ({ value, label })),
    hint: 'A rate for each type beside the others of its room and meal plan: each room of a trip is priced at its own',
  },
}

function rateFields(kind: SupplierKind, seasons: { id: number; name: string }[]): FieldSpec[] {
  return [
    {
      name: 'season',
      label: 'Season',
      kind: 'select',
      empty: 'All year',
      options: seasons.map((season) => ({ value: String(season.id), label: season.name })),
    },
    { name: 'label', label: LABEL_OF[kind].label, hint: LABEL_OF[kind].hint },
    {
      name: 'basis',
      label: 'How it is charged',
      kind: 'select',
      empty: 'Choose...',
      options: BASES_OF[kind].map((basis) => ({ value: basis, label: RATE_BASES[basis] })),
    },
    { name: 'amount', label: 'Rate', hint: 'e.g. 450 or 1,250.50' },
    {
      name: 'currency',
      label: 'Currency',
      kind: 'select',
      options: CARD_CURRENCIES.map((code) => ({ value: code, label: code })),
    },
    {
      name: 'rateKind',
      label: 'Net or rack',
      kind: 'select',
      options: Object.entries(RATE_KINDS).map(([value, label]) => ({ value, label })),
    },
    ...RATE_FACTS[kind].map((fact) => FACT_FIELDS[fact]),
  ]
}

type Rate = Route.ComponentProps['loaderData']['supplier']['rates'][number]

/** A rate's facts beyond its amount, in words: "2 a room; single supplement US$120". */
function details(rate: Rate) {
  const money = (minor: number) =>
    isCardCurrency(rate.currency) ? formatMoney({ minor, currency: rate.currency }) : String(minor)
  return [
    isRateRoomType(rate.room_type) ? RATE_ROOM_TYPES[rate.room_type].toLowerCase() : '',
    rate.max_occupancy !== null ? `up to ${rate.max_occupancy} a room` : '',
    rate.single_supplement_minor ? `single supplement ${money(rate.single_supplement_minor)}` : '',
    rate.residency ? (RESIDENCIES[rate.residency as Residency] ?? rate.residency) : '',
    rate.min_age !== null || rate.max_age !== null
      ? `ages ${rate.min_age ?? 0} to ${rate.max_age ?? 120}`
      : '',
    rate.min_party !== null || rate.max_party !== null
      ? `party ${rate.min_party ?? 1}${rate.max_party !== null ? ` to ${rate.max_party}` : ' or more'}`
      : '',
  ]
    .filter(Boolean)
    .join('; ')
}

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-60'

function RateRows({ rates, canEdit }: { rates: Rate[]; canEdit: boolean }) {
  const busy = useNavigation().state === 'submitting'
  return rates.map((rate) => (
    <tr key={rate.id} className="border-b border-forest-700/10">
      <td className="px-4 py-3">{rate.season ?? 'All year'}</td>
      <td className="px-4 py-3 font-semibold">{rate.label}</td>
      <td className="px-4 py-3">{RATE_BASES[rate.basis as RateBasis] ?? rate.basis}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        {isCardCurrency(rate.currency)
          ? formatMoney({ minor: rate.amount_minor, currency: rate.currency })
          : rate.amount_minor}
        <span className="block text-xs">{rate.rate_kind === 'net' ? 'net' : 'rack'}</span>
      </td>
      <td className="px-4 py-3">{details(rate)}</td>
      {canEdit ? (
        <td className="px-4 py-3">
          {rate.archived_at ? (
            `Archived ${formatDate(rate.archived_at)}`
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="archive-rate" />
              <input type="hidden" name="id" value={rate.id} />
              <button
                type="submit"
                disabled={busy}
                className={smallButton}
                aria-label={`Archive the rate ${rate.label}`}
              >
                Archive
              </button>
            </Form>
          )}
        </td>
      ) : null}
    </tr>
  ))
}

export default function SupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supplier, seasons, images, canEdit, texts, needsWords } = loaderData
  const active = supplier.rates.filter((rate) => !rate.archived_at)
  const archived = supplier.rates.filter((rate) => rate.archived_at)
  const result =
    actionData?.intent === 'add-rate'
      ? (actionData.result as { error?: FieldErrorMap; initialValue?: Record<string, FieldValue> } | null)
      : null
  const headings = ['Season', 'For', 'How charged', 'Rate', 'Details', ...(canEdit ? ['Archive'] : [])]
  return (
    <>
      <p>
        <Link to="/admin/rates" className="underline">
          Rate cards
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">{supplier.name}</h1>
      <p className="mt-1">
        {`${SUPPLIER_KINDS[supplier.kind]?.one ?? supplier.kind} · ${supplier.area}, ${countries.find((country) => country.slug === supplier.country)?.name ?? supplier.country}`}
      </p>
      {supplier.description ? (
        <p className="mt-2 max-w-2xl whitespace-pre-line">{supplier.description}</p>
      ) : null}
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <SupplierTexts
        name={supplier.name}
        english={{ travellerWording: supplier.traveller_wording, description: supplier.description }}
        pictures={supplier.pictures}
        texts={texts}
        needsWords={needsWords}
        canEdit={canEdit}
        answer={actionData ?? null}
      />
      <SupplierPricingRules
        rules={supplier}
        canEdit={canEdit}
        result={
          actionData?.intent === 'pricing-rules'
            ? (actionData.result as {
                error?: FieldErrorMap
                initialValue?: Record<string, FieldValue>
              } | null)
            : null
        }
        at={actionData?.intent === 'pricing-rules' ? actionData.at : 0}
      />
      <SupplierContactForm
        contact={supplier}
        canEdit={canEdit}
        result={
          actionData?.intent === 'supplier-contact'
            ? (actionData.result as {
                error?: FieldErrorMap
                initialValue?: Record<string, FieldValue>
              } | null)
            : null
        }
        at={actionData?.intent === 'supplier-contact' ? actionData.at : 0}
      />

      <section className="mt-6">
        <h2 id="rates-heading" className="font-serif text-2xl">
          Rates
        </h2>
        {active.length ? (
          <AdminTable labelledBy="rates-heading" headings={headings}>
            <RateRows rates={active} canEdit={canEdit} />
          </AdminTable>
        ) : (
          <p className="mt-2">No rate yet.</p>
        )}
        {archived.length ? (
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold">{`Archived rates (${archived.length})`}</summary>
            <AdminTable label="Archived rates" headings={headings}>
              <RateRows rates={archived} canEdit={canEdit} />
            </AdminTable>
          </details>
        ) : null}
      </section>

      {canEdit ? (
        <section aria-labelledby="add-rate-heading" className="mt-10">
          <h2 id="add-rate-heading" className="font-serif text-2xl">
            Add a rate
          </h2>
          <FieldsForm
            key={actionData?.intent === 'add-rate' ? actionData.at : 0}
            intent="add-rate"
            submit="Add the rate"
            fields={rateFields(supplier.kind, seasons)}
            values={
              result?.initialValue ?? { currency: 'USD', rateKind: 'net', basis: BASES_OF[supplier.kind][0] }
            }
            idPrefix="rate-"
            errors={result?.error}
          />
        </section>
      ) : null}
      {supplier.kind === 'lodge' ? (
        <SupplierPictures
          pictures={supplier.pictures}
          images={images}
          canEdit={canEdit}
          answer={actionData && isPictureIntent(actionData.intent) ? (actionData as PicturesAnswer) : null}
        />
      ) : null}
      {canEdit ? (
        <RateSheetImport
          header={rateSheetHeader(supplier.kind)}
          sheet={actionData && 'sheet' in actionData ? (actionData.sheet as CheckedSheet) : null}
        />
      ) : null}
    </>
  )
}
