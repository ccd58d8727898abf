import { Form, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { countries } from '~/content/countries'
import { FITNESS_LEVELS, MONTHS } from '~/lib/catalogue'
import type { PackageDraft } from '~/lib/package-draft'

// The package editor's form. It works without JavaScript: the small buttons beside days, seasons and
// images post the form with their `intent`, and the server answers it with that change made (nothing is
// saved until Save). Errors arrive keyed by field path (`itinerary[2].title`) and sit under the field.

type Errors = Record<string, string[] | null> | undefined

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-50'

function TextInput({
  name,
  label,
  value,
  errors,
  type = 'text',
  hint,
  className,
  maxLength = 200,
}: {
  name: string
  label: string
  value: string
  errors: Errors
  type?: 'text' | 'number'
  hint?: string
  className?: string
  maxLength?: number
}) {
  const id = `package-${name}`
  return (
    <FormField id={id} label={label} hint={hint} errors={errors?.[name]} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={type === 'text' ? maxLength : undefined}
        className={inputClass}
        {...describedBy(id, { errors: errors?.[name], hint: Boolean(hint) })}
      />
    </FormField>
  )
}

function TextArea({
  name,
  label,
  value,
  errors,
  hint,
  rows = 4,
}: {
  name: string
  label: string
  value: string
  errors: Errors
  hint?: string
  rows?: number
}) {
  const id = `package-${name}`
  return (
    <FormField id={id} label={label} hint={hint} errors={errors?.[name]}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        className={inputClass}
        {...describedBy(id, { errors: errors?.[name], hint: Boolean(hint) })}
      />
    </FormField>
  )
}

function MonthSelect({
  name,
  label,
  value,
  errors,
}: {
  name: string
  label: string
  value: string
  errors: Errors
}) {
  const id = `package-${name}`
  return (
    <FormField id={id} label={label} errors={errors?.[name]}>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        {MONTHS.map((month, index) => (
          <option key={month} value={index + 1}>
            {month}
          </option>
        ))}
      </select>
    </FormField>
  )
}

function Checkboxes({
  legend,
  name,
  options,
  checked,
  errors,
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  checked: string[]
  errors: Errors
}) {
  const messages = errors?.[name]
  return (
    <fieldset aria-describedby={messages?.length ? `package-${name}-error` : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {messages?.length ? (
        <p id={`package-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {messages.join(' ')}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A list button: its words, and for screen readers which entry it acts on ("Remove: day 3"). */
function ListButton({ intent, children, label }: { intent: string; children: string; label?: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      disabled={busy}
      aria-label={label ? `${children}: ${label}` : undefined}
      className={smallButton}
    >
      {children}
    </button>
  )
}

export function PackageEditor({
  draft,
  errors,
  images,
}: {
  draft: PackageDraft
  errors: Errors
  images: { value: string; label: string }[]
}) {
  const busy = useNavigation().state === 'submitting'
  const imageSelect = (name: string, value: string, label: string) => {
    const id = `package-${name}`
    return (
      <FormField id={id} label={label} errors={errors?.[name]}>
        <select
          id={id}
          name={name}
          defaultValue={value}
          className={inputClass}
          {...describedBy(id, { errors: errors?.[name] })}
        >
          {images.some((image) => image.value === value) ? null : <option value={value}>{value}</option>}
          {images.map((image) => (
            <option key={image.value} value={image.value}>
              {image.label}
            </option>
          ))}
        </select>
      </FormField>
    )
  }
  return (
    <Form method="post" className="mt-6 space-y-10" key={JSON.stringify(draft)}>
      <section
        aria-labelledby="about-heading"
        className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-2"
      >
        <h2 id="about-heading" className="font-serif text-2xl md:col-span-2">
          The trip
        </h2>
        <TextInput name="title" label="Title" value={draft.title} errors={errors} maxLength={120} />
        <TextInput
          name="slug"
          label="Page address"
          value={draft.slug}
          errors={errors}
          hint="The page is /tour/ followed by this."
          maxLength={60}
        />
        <TextInput name="days" label="Length in days" type="number" value={draft.days} errors={errors} />
        <div className="md:col-span-2">
          <Checkboxes
            legend="Countries, in travel order"
            name="countries"
            options={countries.map((country) => ({ value: country.slug, label: country.name }))}
            checked={draft.countries}
            errors={errors}
          />
        </div>
        <div className="md:col-span-2">
          <TextArea
            name="summary"
            label="Summary (the card on Our Packages)"
            value={draft.summary}
            errors={errors}
            rows={2}
          />
        </div>
        <div className="md:col-span-2">
          <TextArea
            name="intro"
            label="Introduction"
            hint="Paragraphs are separated by an empty line."
            value={draft.intro}
            errors={errors}
            rows={6}
          />
        </div>
        <TextArea
          name="highlights"
          label="Highlights"
          hint="One a line."
          value={draft.highlights}
          errors={errors}
        />
        <TextArea
          name="seoDescription"
          label="Description for search engines"
          hint="At most 160 characters."
          value={draft.seoDescription}
          errors={errors}
          rows={3}
        />
        <TextInput
          name="groupMin"
          label="Smallest group"
          type="number"
          value={draft.groupMin}
          errors={errors}
        />
        <TextInput
          name="groupMax"
          label="Largest group"
          type="number"
          value={draft.groupMax}
          errors={errors}
        />
        <FormField id="package-fitness" label="Fitness" errors={errors?.fitness}>
          <select id="package-fitness" name="fitness" defaultValue={draft.fitness} className={inputClass}>
            {Object.entries(FITNESS_LEVELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <div className="md:col-span-2">
          <Checkboxes
            legend="Best months"
            name="bestMonths"
            options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month.slice(0, 3) }))}
            checked={draft.bestMonths}
            errors={errors}
          />
        </div>
      </section>

      <section aria-labelledby="days-heading" className="space-y-4">
        <h2 id="days-heading" className="font-serif text-2xl">
          Day by day
        </h2>
        {errors?.itinerary ? (
          <p className="font-semibold text-red-800">{errors.itinerary.join(' ')}</p>
        ) : null}
        <ol className="space-y-4">
          {draft.itinerary.map((day, index) => {
            const at = (field: string) => `itinerary[${index}].${field}`
            const number = index + 1
            return (
              <li key={index} className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-4">
                <h3 className="font-semibold md:col-span-4">Entry {number}</h3>
                <TextInput
                  name={at('from')}
                  label="From day"
                  type="number"
                  value={day.from}
                  errors={errors}
                />
                <TextInput name={at('to')} label="To day" type="number" value={day.to} errors={errors} />
                <TextInput
                  name={at('title')}
                  label="Title"
                  value={day.title}
                  errors={errors}
                  className="md:col-span-2"
                  maxLength={120}
                />
                <div className="md:col-span-4">
                  <TextArea
                    name={at('text')}
                    label="What happens"
                    value={day.text}
                    errors={errors}
                    rows={3}
                  />
                </div>
                <TextInput
                  name={at('overnight')}
                  label="Overnight place"
                  value={day.overnight}
                  errors={errors}
                  className="md:col-span-2"
                  maxLength={120}
                />
                <TextInput
                  name={at('lodge')}
                  label="Lodge"
                  value={day.lodge}
                  errors={errors}
                  className="md:col-span-2"
                  maxLength={160}
                />
                <div className="md:col-span-2">
                  <Checkboxes
                    legend="Meals"
                    name={at('meals')}
                    options={[
                      { value: 'B', label: 'Breakfast' },
                      { value: 'L', label: 'Lunch' },
                      { value: 'D', label: 'Dinner' },
                    ]}
                    checked={day.meals}
                    errors={errors}
                  />
                </div>
                <div className="flex flex-wrap items-end gap-2 md:col-span-2 md:justify-end">
                  <ListButton intent={`up-day:${index}`} label={`entry ${number}`}>
                    Up
                  </ListButton>
                  <ListButton intent={`down-day:${index}`} label={`entry ${number}`}>
                    Down
                  </ListButton>
                  <ListButton intent={`remove-day:${index}`} label={`entry ${number}`}>
                    Remove
                  </ListButton>
                </div>
              </li>
            )
          })}
        </ol>
        <ListButton intent="add-day">Add a day</ListButton>
      </section>

      <section aria-labelledby="seasons-heading" className="space-y-4">
        <h2 id="seasons-heading" className="font-serif text-2xl">
          Prices
        </h2>
        <p>Per person sharing, in whole US dollars. Together the seasons cover each month once.</p>
        {errors?.seasons ? <p className="font-semibold text-red-800">{errors.seasons.join(' ')}</p> : null}
        <ol className="space-y-3">
          {draft.seasons.map((season, index) => {
            const at = (field: string) => `seasons[${index}].${field}`
            return (
              <li
                key={index}
                className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-5 md:items-end"
              >
                <TextInput
                  name={at('name')}
                  label="Season"
                  value={season.name}
                  errors={errors}
                  maxLength={60}
                />
                <MonthSelect name={at('from')} label="From" value={season.from} errors={errors} />
                <MonthSelect name={at('to')} label="To" value={season.to} errors={errors} />
                <TextInput
                  name={at('price')}
                  label="Price (USD)"
                  type="number"
                  value={season.price}
                  errors={errors}
                />
                <div>
                  <ListButton intent={`remove-season:${index}`} label={`season ${index + 1}`}>
                    Remove
                  </ListButton>
                </div>
              </li>
            )
          })}
        </ol>
        <ListButton intent="add-season">Add a season</ListButton>
        <div className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-2">
          <TextInput
            name="singleSupplement"
            label="Single supplement (USD)"
            type="number"
            value={draft.singleSupplement}
            errors={errors}
          />
          <TextInput
            name="childPrice"
            label="Child price (USD)"
            hint="Empty when children cannot come."
            value={draft.childPrice}
            errors={errors}
          />
          <TextArea
            name="priceNote"
            label="What the price assumes"
            value={draft.priceNote}
            errors={errors}
            rows={3}
          />
          <TextArea
            name="feesNote"
            label="Permits and park fees, with their amounts"
            value={draft.feesNote}
            errors={errors}
            rows={3}
          />
          <TextArea
            name="included"
            label="Included"
            hint="One a line."
            value={draft.included}
            errors={errors}
            rows={6}
          />
          <TextArea
            name="excluded"
            label="Not included"
            hint="One a line."
            value={draft.excluded}
            errors={errors}
            rows={6}
          />
        </div>
      </section>

      <section aria-labelledby="images-heading" className="space-y-4">
        <h2 id="images-heading" className="font-serif text-2xl">
          Images
        </h2>
        <div className="rounded-xl bg-white p-5 shadow-sm">
          {imageSelect('cardImage', draft.cardImage, 'Card image')}
        </div>
        <ol className="space-y-3">
          {draft.gallery.map((image, index) => (
            <li
              key={index}
              className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
            >
              {imageSelect(`gallery[${index}].image`, image.image, `Gallery image ${index + 1}`)}
              <TextInput
                name={`gallery[${index}].alt`}
                label="What it shows"
                value={image.alt}
                errors={errors}
              />
              <ListButton intent={`remove-image:${index}`} label={`gallery image ${index + 1}`}>
                Remove
              </ListButton>
            </li>
          ))}
        </ol>
        <ListButton intent="add-image">Add a gallery image</ListButton>
        <p className="text-sm">
          New images are uploaded with the article editor; they then appear in these lists.
        </p>
      </section>

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
