import { Form } from 'react-router'
import { formatDate, formatMoment } from '~/lib/back-office'

// The traveller's details on a booking's page (docs/product.md, "The traveller's details"), for staff:
// each traveller as in their passport (the number masked, shown in full on demand and on the audit
// trail), a passport expiring too soon in red, what is still missing, the flights, and the permits the
// trip took with the travellers named on each and those still without one.

interface Traveller {
  id: number | null
  position: number
  fullName: string
  nationality: string
  birthDate: string
  passportGiven: boolean
  passportShown: string
  passportExpiry: string
  dietary: string
  medical: string
  emergencyContact: string
  passportTooSoon: boolean
}

export interface TravelDetailsView {
  depositIn: boolean
  travellers: Traveller[]
  flights: Record<
    'arrivalFlight' | 'arrivalDate' | 'arrivalTime' | 'departureFlight' | 'departureDate' | 'departureTime',
    string
  >
  missing: { people: { traveller: number; fields: string[] }[]; flights: string[]; complete: boolean }
  updatedAt: string | null
  permits: {
    supplierId: number
    permit: string
    date: string
    count: number
    holders: number[]
    without: string[]
  }[]
}

export interface TravelResult {
  done: string | null
  refused: string | null
  passport?: { id: number; number: string }
}

const FIELD_WORDS: Record<string, string> = {
  fullName: 'name',
  nationality: 'nationality',
  birthDate: 'date of birth',
  passportNumber: 'passport number',
  passportExpiry: 'passport expiry',
  emergencyContact: 'emergency contact',
  arrivalFlight: 'arrival flight',
  arrivalDate: 'arrival date',
  arrivalTime: 'arrival time',
  departureFlight: 'departure flight',
  departureDate: 'departure date',
  departureTime: 'departure time',
}

const words = (fields: readonly string[]) => fields.map((field) => FIELD_WORDS[field] ?? field).join(', ')

export function TravelDetails({
  details,
  result,
}: {
  details: TravelDetailsView
  result: TravelResult | null
}) {
  const { flights } = details
  const flight = (number: string, date: string, time: string) =>
    number || date
      ? `${number || 'flight not given'}, ${date ? formatDate(date) : 'date not given'}${time ? ` at ${time}` : ''}`
      : 'not given'
  return (
    <section
      id="travel-details"
      aria-labelledby="travel-details-heading"
      className="mt-6 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="travel-details-heading" className="font-serif text-2xl">
        The traveller’s details
      </h2>
      {!details.depositIn ? (
        <p className="mt-2">The traveller is asked for them once the deposit is in.</p>
      ) : (
        <>
          <p className="mt-2">
            {details.missing.complete
              ? 'Complete.'
              : `Still missing: ${[
                  ...details.missing.people.map(
                    (person) => `traveller ${person.traveller} (${words(person.fields)})`,
                  ),
                  ...(details.missing.flights.length ? [`flights (${words(details.missing.flights)})`] : []),
                ].join('; ')}.`}
            {details.updatedAt ? ` Last given ${formatMoment(details.updatedAt)}.` : ''}
          </p>
          <p role="status" className="mt-2 font-semibold text-forest-700">
            {result?.done ?? ''}
          </p>
          {result?.refused ? (
            <p role="alert" className="mt-2 font-semibold text-red-800">
              {result.refused}
            </p>
          ) : null}
          <ol className="mt-3 space-y-3">
            {details.travellers.map((traveller) => (
              <li key={traveller.position} aria-label={`Traveller ${traveller.position}`}>
                <p className="font-semibold">
                  {traveller.fullName || `Traveller ${traveller.position}: no name given`}
                  {traveller.nationality ? ` · ${traveller.nationality}` : ''}
                  {traveller.birthDate ? ` · born ${formatDate(traveller.birthDate)}` : ''}
                </p>
                <p>
                  {'Passport '}
                  {result?.passport && result.passport.id === traveller.id ? (
                    <strong>{result.passport.number}</strong>
                  ) : (
                    traveller.passportShown || 'not given'
                  )}
                  {traveller.passportExpiry ? `, expires ${formatDate(traveller.passportExpiry)}` : ''}
                  {traveller.passportTooSoon ? (
                    <strong className="text-red-800"> · expires less than six months after the trip</strong>
                  ) : null}
                </p>
                {traveller.passportGiven && traveller.id !== null && result?.passport?.id !== traveller.id ? (
                  <Form method="post" className="inline">
                    <input type="hidden" name="intent" value="show-passport" />
                    <input type="hidden" name="traveller" value={traveller.id} />
                    <button type="submit" className="text-sm text-savanna-700 underline">
                      Show the passport number (recorded on the audit trail)
                    </button>
                  </Form>
                ) : null}
                {traveller.dietary ? <p>Dietary needs: {traveller.dietary}</p> : null}
                {traveller.medical ? <p>Medical notes: {traveller.medical}</p> : null}
                {traveller.emergencyContact ? <p>Emergency contact: {traveller.emergencyContact}</p> : null}
              </li>
            ))}
          </ol>
          <p className="mt-3">
            Arrival: {flight(flights.arrivalFlight, flights.arrivalDate, flights.arrivalTime)} · Departure:{' '}
            {flight(flights.departureFlight, flights.departureDate, flights.departureTime)}
          </p>
          {details.permits.map((permit) => (
            <Form
              key={`${permit.supplierId}-${permit.date}`}
              method="post"
              className="mt-4"
              aria-label={`Names on ${permit.permit}, ${formatDate(permit.date)}`}
            >
              <input type="hidden" name="intent" value="permit-holders" />
              <input type="hidden" name="permit" value={permit.supplierId} />
              <input type="hidden" name="date" value={permit.date} />
              <fieldset>
                <legend className="font-semibold">
                  {`${permit.permit}, ${formatDate(permit.date)}: ${permit.count} taken`}
                </legend>
                {details.travellers
                  .filter((traveller) => traveller.id !== null)
                  .map((traveller) => (
                    <label key={traveller.position} className="mr-4 inline-flex items-center gap-1">
                      <input
                        type="checkbox"
                        name="holder"
                        value={traveller.id!}
                        defaultChecked={permit.holders.includes(traveller.id!)}
                      />{' '}
                      {traveller.fullName || `Traveller ${traveller.position}`}
                    </label>
                  ))}
                <p className={permit.without.length ? 'font-semibold text-red-800' : ''}>
                  {permit.without.length
                    ? `Without a permit: ${permit.without.join(', ')}`
                    : 'Every traveller old enough holds one.'}
                </p>
                <button type="submit" className="mt-1 text-savanna-700 underline">
                  Save the names on this permit
                </button>
              </fieldset>
            </Form>
          ))}
        </>
      )}
    </section>
  )
}
