import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldList, type FieldKey, type FieldSpec } from '~/components/ui/field-list'
import { countries } from '~/content/countries'
import { MEAL_CHOICES } from '~/lib/catalogue'
import { LOCALE_NAMES_IN_ENGLISH, LOCALES } from '~/lib/locales'
import { PROPOSAL_CURRENCIES } from '~/lib/money'
import type { ProposalForm } from '~/lib/proposal-form'
import type { ChoiceLabel } from '~/lib/card-choices'
import type { EntryWarning } from '~/lib/draft-warnings'
import { EntryWarnings } from './entry-warnings'
import { LINE_CATEGORIES, PRICE_DISPLAYS } from '~/lib/traveller-price'
import { ListButton, ListErrors } from './package-list-button'
import { PROPOSAL_EDITOR_FORM } from './proposal-margins'
import { DayChoiceFields, PricingFields } from './proposal-pricing-fields'

// The proposal editor's form (/admin/proposals/:id). It works without JavaScript: the small buttons
// beside days and price lines post the form with their `intent`, and the server answers it with that
// change made and every word kept. Totals are the server's, shown above the form after each save.

const CURRENCY_NAMES: Record<string, string> = { USD: 'US dollars', EUR: 'Euros', GBP: 'Pounds sterling' }

const TRIP_FIELDS: FieldSpec<FieldKey<ProposalForm>>[] = [
  { name: 'title', label: 'Title', maxLength: 120, className: 'md:col-span-2' },
  {
    name: 'note',
    label: 'Personal note at the top',
    hint: 'To the traveller, in your own words.',
    kind: 'area',
    rows: 4,
    className: 'md:col-span-2',
  },
  { name: 'startDate', label: 'First day of the trip', type: 'date' },
  { name: 'expiresOn', label: 'Offer open until', type: 'date' },
  { name: 'adults', label: 'Adults', type: 'number' },
  { name: 'children', label: 'Children', type: 'number' },
  {
    name: 'currency',
    label: 'Currency',
    kind: 'select',
    options: PROPOSAL_CURRENCIES.map((code) => ({ value: code, label: `${code}: ${CURRENCY_NAMES[code]}` })),
  },
  { name: 'depositPercent', label: 'Deposit (% of the total)', type: 'number' },
  {
    name: 'language',
    label: 'Written in',
    hint: 'Write the title, note, days and lines in it: the page, the PDF and the mails say the rest in it.',
    kind: 'select',
    options: LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES_IN_ENGLISH[code] })),
    className: 'md:col-span-2',
  },
  {
    name: 'countries',
    label: 'Countries, for the route map',
    kind: 'checkboxes',
    options: countries.map((country) => ({ value: country.slug, label: country.name })),
    className: 'md:col-span-2',
  },
  { name: 'included', label: 'Included', hint: 'One a line.', kind: 'area', rows: 5 },
  { name: 'excluded', label: 'Not included', hint: 'One a line.', kind: 'area', rows: 5 },
]

type Day = ProposalForm['days'][number]
const DAY_FIELDS: FieldSpec<keyof Day>[] = [
  { name: 'title', label: 'Title', maxLength: 120, className: 'md:col-span-3' },
  { name: 'days', label: 'Days', type: 'number' },
  { name: 'text', label: 'What happens', kind: 'area', rows: 3, className: 'md:col-span-4' },
  { name: 'overnight', label: 'Overnight place', maxLength: 120, className: 'md:col-span-2' },
  { name: 'lodge', label: 'Lodge or camp', maxLength: 160, className: 'md:col-span-2' },
  {
    name: 'meals',
    label: 'Meals',
    kind: 'checkboxes',
    options: MEAL_CHOICES,
    className: 'md:col-span-4',
  },
]

type Line = ProposalForm['lines'][number]
const LINE_FIELDS: FieldSpec<keyof Line>[] = [
  { name: 'description', label: 'What', maxLength: 200, className: 'md:col-span-3' },
  { name: 'quantity', label: 'Quantity', type: 'number' },
  {
    name: 'unit',
    label: 'Price each',
    hint: 'A discount as -200.',
    maxLength: 20,
    className: 'md:col-span-2',
  },
  {
    name: 'category',
    label: 'Shown under',
    kind: 'select',
    options: Object.entries(LINE_CATEGORIES).map(([value, label]) => ({ value, label })),
    className: 'md:col-span-2',
  },
]

/** A line typed by hand: what it costs the operator (staff only), kept through every pricing */
const TYPED_LINE_FIELDS: FieldSpec<keyof Line>[] = [
  ...LINE_FIELDS,
  {
    name: 'cost',
    label: 'Cost each (staff only)',
    hint: 'Empty: cost not known, left out of the margin.',
    maxLength: 20,
    className: 'md:col-span-2',
  },
  { name: 'supplier', label: 'Supplier (staff only)', maxLength: 120, className: 'md:col-span-2' },
]

const PRICE_DISPLAY_FIELDS: FieldSpec<FieldKey<ProposalForm>>[] = [
  {
    name: 'priceDisplay',
    label: 'The traveller is shown',
    hint: 'Always the total and the price per adult (and per child, or per person), then this.',
    kind: 'select',
    options: Object.entries(PRICE_DISPLAYS).map(([value, label]) => ({ value, label })),
    className: 'md:col-span-3',
  },
]

function Moves({ kind, index, label }: { kind: 'day' | 'line'; index: number; label: string }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListButton intent={`up-${kind}:${index}`} label={label}>
        Up
      </ListButton>
      <ListButton intent={`down-${kind}:${index}`} label={label}>
        Down
      </ListButton>
      <ListButton intent={`remove-${kind}:${index}`} label={label}>
        Remove
      </ListButton>
    </div>
  )
}

export function ProposalEditor({
  form,
  errors,
  locked,
  choices,
  defaultMarkup,
  cannotSendYet,
  warnings = [],
}: {
  form: ProposalForm
  errors: FieldErrorMap
  /** Accepted: shown, never changed */
  locked: boolean
  /** What the rate cards offer to price the days from (none: no pricing fields) */
  choices: readonly ChoiceLabel[]
  defaultMarkup: number
  /** Why sending would be refused now, said beside the button before it is pressed */
  cannotSendYet?: ReactNode
  /** What the saved draft leaves out, beside its entries; sending asks to confirm them */
  warnings?: readonly EntryWarning[]
}) {
  const busy = useNavigation().state === 'submitting'
  const main =
    'rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'
  return (
    <Form method="post" id={PROPOSAL_EDITOR_FORM} className="mt-6" key={JSON.stringify(form)}>
      <fieldset disabled={locked} className="space-y-10">
        <legend className="sr-only">The proposal</legend>
        <section
          aria-labelledby="trip-heading"
          className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-2"
        >
          <h2 id="trip-heading" className="font-serif text-2xl md:col-span-2">
            The trip
          </h2>
          <FieldList fields={TRIP_FIELDS} values={form} idPrefix="proposal-" errors={errors} />
        </section>

        <section aria-labelledby="days-heading" className="space-y-4">
          <h2 id="days-heading" className="font-serif text-2xl">
            Day by day
          </h2>
          <ListErrors errors={errors?.days} />
          <ol className="space-y-4">
            {form.days.map((day, index) => (
              <li key={index} className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-4">
                <h3 className="font-semibold md:col-span-4">Entry {index + 1}</h3>
                <FieldList
                  fields={DAY_FIELDS}
                  values={day}
                  idPrefix="proposal-"
                  namePrefix={`days[${index}].`}
                  errors={errors}
                />
                <EntryWarnings entry={index} warnings={warnings} />
                <DayChoiceFields index={index} day={day} choices={choices} errors={errors} />
                <Moves kind="day" index={index} label={`entry ${index + 1}`} />
              </li>
            ))}
          </ol>
          <ListButton intent="add-day">Add a day</ListButton>
        </section>

        <PricingFields
          form={form}
          choices={choices}
          errors={errors}
          defaultMarkup={defaultMarkup}
          busy={busy}
        />

        <section aria-labelledby="lines-heading" className="space-y-4">
          <h2 id="lines-heading" className="font-serif text-2xl">
            Price lines
          </h2>
          <p>
            Lodges, park and gorilla permits, flights, transfers, the guide; a discount as a negative price.
            Write each as the traveller should read it: no season names, residency codes or dates.
          </p>
          <div className="grid gap-3 md:grid-cols-6">
            <FieldList fields={PRICE_DISPLAY_FIELDS} values={form} idPrefix="proposal-" errors={errors} />
          </div>
          <ListErrors errors={errors?.lines} />
          <ol className="space-y-3">
            {form.lines.map((line, index) => (
              <li
                key={index}
                className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-6 md:items-start"
              >
                <FieldList
                  fields={line.fromCards === 'yes' ? LINE_FIELDS : TYPED_LINE_FIELDS}
                  values={line}
                  idPrefix="proposal-"
                  namePrefix={`lines[${index}].`}
                  errors={errors}
                />
                <input type="hidden" name={`lines[${index}].per`} value={line.per ?? ''} />
                <input type="hidden" name={`lines[${index}].free`} value={line.free ?? ''} />
                <input type="hidden" name={`lines[${index}].unpriced`} value={line.unpriced ?? ''} />
                <input type="hidden" name={`lines[${index}].fromCards`} value={line.fromCards ?? ''} />
                {line.fromCards === 'yes' ? (
                  <p className="text-sm md:col-span-6">
                    From the rate cards: its cost is in the cost and margin table, and pricing again writes it
                    anew.
                  </p>
                ) : null}
                {line.unpriced ? (
                  <p className="font-semibold text-red-800 md:col-span-4">
                    No price: the rate cards hold no rate for it. Type its price, make it complimentary, or
                    remove it; it cannot be sent without one.
                  </p>
                ) : line.free ? (
                  <p className="md:col-span-4">Complimentary: the traveller reads “Complimentary”.</p>
                ) : null}
                <div className="md:col-span-6">
                  <Moves kind="line" index={index} label={`line ${index + 1}`} />
                </div>
              </li>
            ))}
          </ol>
          <ListButton intent="add-line">Add a line</ListButton>
        </section>

        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={main}>
            Save
          </button>
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy}
            className={main}
            aria-describedby={cannotSendYet ? 'cannot-send-yet' : undefined}
          >
            Save and send to the traveller
          </button>
          {warnings.length ? (
            <label className="flex basis-full items-center gap-2 font-semibold text-red-900">
              <input type="checkbox" name="sendWithWarnings" value="yes" className="h-4 w-4" />
              {`Send with these warnings (${warnings.length}, beside their entries)`}
            </label>
          ) : null}
          {cannotSendYet ? (
            <p id="cannot-send-yet" className="basis-full font-semibold text-red-800">
              {cannotSendYet}
            </p>
          ) : null}
        </div>
      </fieldset>
    </Form>
  )
}
