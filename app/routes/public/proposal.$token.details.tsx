import { Form, Link, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { DETAILS_LABELS, detailsAnswer } from '~/lib/details-words'
import type { Locale } from '~/lib/locales'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { dateIn } from '~/lib/proposal-words'
import { FLIGHT_FIELDS, type FlightField, type TravellerField } from '~/lib/trip-details'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/proposal.$token.details'
import { answerDetailsForm, loadDetailsPage } from './proposal.$token.details.server'

// The traveller's details (/proposal/<token>/details, docs/product.md, "The traveller's details"), by the
// proposal's link once the deposit is in: each traveller as in their passport, dietary and medical notes
// they choose to share, an emergency contact, and the flights. Any field may wait; what is missing is
// said at the top, and a passport expiring less than six months after the trip is flagged beside it. A
// passport number given is never shown back in full. Never indexed or cached; it works without
// JavaScript, in the booking's language.

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params, request }: Route.LoaderArgs) => loadDetailsPage(params.token, request)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerDetailsForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? m.details_page_title(
          { title: loaderData.title, brand: loaderData.brand },
          { locale: loaderData.pageLanguage },
        )
      : m.details_heading({}, { locale: 'en' }),
  },
  ...PRIVATE_META,
]

type Loaded = Route.ComponentProps['loaderData']
type Traveller = NonNullable<Loaded['details']>['travellers'][number]

const TEXTS: Record<TravellerField, { type: string; max: number; auto?: string }> = {
  fullName: { type: 'text', max: 100, auto: 'name' },
  nationality: { type: 'text', max: 60, auto: 'country-name' },
  birthDate: { type: 'date', max: 10, auto: 'bday' },
  passportNumber: { type: 'text', max: 30 },
  passportExpiry: { type: 'date', max: 10 },
  dietary: { type: 'text', max: 300 },
  medical: { type: 'textarea', max: 1000 },
  emergencyContact: { type: 'text', max: 200 },
}

const FLIGHT_TYPES: Record<FlightField, string> = {
  arrivalFlight: 'text',
  arrivalDate: 'date',
  arrivalTime: 'time',
  departureFlight: 'text',
  departureDate: 'date',
  departureTime: 'time',
}

/** A field of the form, laid out as every form's are (components/ui/form-field.tsx). */
function Field({
  name,
  label,
  type,
  max,
  value,
  errors,
  hint,
  auto,
}: {
  name: string
  label: string
  type: string
  max: number
  value: string
  errors: string[] | undefined
  hint?: React.ReactNode
  auto?: string
}) {
  const id = name.replace(/[[\].]/g, '-')
  const control = {
    id,
    name,
    defaultValue: value,
    maxLength: max,
    className: inputClass,
    autoComplete: auto ?? 'off',
    ...describedBy(id, { errors, hint: Boolean(hint) }),
  }
  return (
    <FormField id={id} label={label} hint={hint} errors={errors}>
      {type === 'textarea' ? <textarea rows={3} {...control} /> : <input type={type} {...control} />}
    </FormField>
  )
}

function TravellerFields({
  traveller,
  index,
  locale,
  endDate,
  typed,
  errors,
}: {
  traveller: Traveller
  index: number
  locale: Locale
  endDate: string
  typed: Record<string, string> | undefined
  errors: Record<string, string[] | undefined>
}) {
  const words = { locale }
  return (
    <fieldset className="rounded-xl bg-white p-6 shadow-sm">
      <legend className="font-serif text-2xl">
        {m.details_traveller_heading({ n: String(index + 1) }, words)}
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(Object.keys(TEXTS) as TravellerField[]).map((field) => {
          const name = `travellers[${index}].${field}`
          const hint =
            field === 'passportNumber' && traveller.passportGiven ? (
              m.details_passport_kept({ shown: traveller.passportShown }, words)
            ) : field === 'passportExpiry' && traveller.passportTooSoon ? (
              // Inside the hint's paragraph (FormField), so a span
              <span role="alert" className="font-semibold text-red-800">
                {m.details_passport_too_soon({ end: dateIn(endDate, locale) }, words)}
              </span>
            ) : undefined
          return (
            <div
              key={field}
              className={field === 'medical' || field === 'emergencyContact' ? 'sm:col-span-2' : ''}
            >
              <Field
                name={name}
                label={DETAILS_LABELS[field]({}, words)}
                type={TEXTS[field].type}
                max={TEXTS[field].max}
                auto={TEXTS[field].auto}
                value={typed?.[name] ?? (field === 'passportNumber' ? '' : traveller[field])}
                errors={errors[name]}
                hint={hint}
              />
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export default function DetailsPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const locale = page.pageLanguage
  const words = { locale }
  const date = (value: string) => dateIn(value, locale)
  const errors = Object.fromEntries(
    Object.entries(actionData?.errors ?? {}).map(([name, list]) => [
      name,
      list?.map((text) => detailsAnswer(text, locale)),
    ]),
  )
  const typed = actionData?.typed
  const details = page.details
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-serif text-3xl sm:text-4xl">{m.details_heading({}, words)}</h1>
          <p className="mt-3">
            {m.details_intro(
              { title: page.title, start: date(page.startDate), end: date(page.endDate) },
              words,
            )}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {page.state === 'deposit' ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">{m.details_deposit_heading({}, words)}</h2>
            <p className="mt-2">{m.details_deposit_text({ title: page.title }, words)}</p>
            <p className="mt-2">
              <Link to={page.proposalPath} className="text-savanna-700 underline">
                {page.title}
              </Link>
            </p>
          </div>
        ) : page.state === 'cancelled' || !details ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">{m.details_cancelled_heading({}, words)}</h2>
            <p className="mt-2">{m.details_cancelled_text({ title: page.title }, words)}</p>
          </div>
        ) : (
          <>
            {page.saved && !actionData ? (
              <p
                role="status"
                className="mb-6 rounded-xl border-2 border-forest-700 bg-white p-4 font-semibold"
              >
                {m.details_saved({}, words)}
              </p>
            ) : null}
            <section aria-labelledby="missing-heading" className="rounded-xl bg-white p-6 shadow-sm">
              <h2 id="missing-heading" className="font-serif text-2xl">
                {m.details_missing_heading({}, words)}
              </h2>
              {details.missing.complete ? (
                <p className="mt-2">{m.details_complete({}, words)}</p>
              ) : (
                <ul className="mt-2 list-disc pl-6">
                  {details.missing.people.map((person) => (
                    <li key={person.traveller}>
                      {m.details_missing_person(
                        {
                          n: String(person.traveller),
                          fields: person.fields.map((field) => DETAILS_LABELS[field]({}, words)).join(', '),
                        },
                        words,
                      )}
                    </li>
                  ))}
                  {details.missing.flights.length ? (
                    <li>
                      {m.details_missing_flights(
                        {
                          fields: details.missing.flights
                            .map((field) => DETAILS_LABELS[field]({}, words))
                            .join(', '),
                        },
                        words,
                      )}
                    </li>
                  ) : null}
                </ul>
              )}
            </section>
            {actionData?.refused ? <FormAlert>{detailsAnswer(actionData.refused, locale)}</FormAlert> : null}
            <Form method="post" className="mt-6 space-y-6" noValidate>
              {details.travellers.map((traveller, index) => (
                <TravellerFields
                  key={traveller.position}
                  traveller={traveller}
                  index={index}
                  locale={locale}
                  endDate={page.endDate}
                  typed={typed}
                  errors={errors}
                />
              ))}
              <fieldset className="rounded-xl bg-white p-6 shadow-sm">
                <legend className="font-serif text-2xl">{m.details_flights_heading({}, words)}</legend>
                <p className="mt-1">{m.details_flights_intro({}, words)}</p>
                <div className="mt-3 grid gap-4 sm:grid-cols-3">
                  {FLIGHT_FIELDS.map((field) => (
                    <Field
                      key={field}
                      name={field}
                      label={DETAILS_LABELS[field]({}, words)}
                      type={FLIGHT_TYPES[field]}
                      max={field.endsWith('Flight') ? 12 : 10}
                      value={typed?.[field] ?? details.flights[field]}
                      errors={errors[field]}
                    />
                  ))}
                </div>
              </fieldset>
              <p className="text-sm">{m.details_privacy({ days: String(page.retentionDays) }, words)}</p>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
              >
                {m.details_save({}, words)}
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  )
}

// An unknown link has no booking behind it, so no language but English.
export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This link does not work">
      Check that the whole address from our e-mail was copied, or write to us and we will send it again.
    </LinkNotWorking>
  )
}
