import { Form, useNavigation } from 'react-router'
import { TravellerReviews } from '~/components/admin/traveller-reviews'
import { TrustTexts } from '~/components/admin/trust-texts'
import { Portrait } from '~/components/trust/portrait'
import { FieldList, type FieldSpec, type FieldValue } from '~/components/ui/field-list'
import { FieldsForm } from '~/components/ui/fields-form'
import type { FieldErrorMap } from '~/components/ui/fields'
import { MEMBERSHIP_BODIES, MEMBERSHIP_CODES, REVIEW_SOURCES, reviewSourceLabel } from '~/lib/trust'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/trust'
import { handleTrustEditor, loadTrustEditor, type TrustIntent } from './trust.server'

// What the home and about pages prove about the operator (admins): nothing shows there until it is
// entered here.

export const loader = ({ context }: Route.LoaderArgs) => loadTrustEditor(context)
export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  handleTrustEditor(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Licence, team and reviews | Back-office' }]

const SETTINGS_FIELDS: FieldSpec<'licence' | 'registration'>[] = [
  { name: 'licence', label: 'Licence', hint: 'e.g. Uganda Tourism Board tour operator licence UTB/TO/0000' },
  { name: 'registration', label: 'Company registration' },
]

/** A membership's fields, named after its body's code (`AUTO_number`). */
const MEMBERSHIP_FIELDS: FieldSpec<'number' | 'url'>[] = [
  { name: 'number', label: 'Member number' },
  { name: 'url', label: 'Link to the member register' },
]

const memberFields = (photos: string[]): FieldSpec[] => [
  { name: 'name', label: 'Name' },
  { name: 'role', label: 'Role' },
  {
    name: 'photo',
    label: 'Photo',
    kind: 'select',
    empty: 'A drawn portrait, until a photo is uploaded',
    options: photos.map((photo) => ({ value: photo, label: photo.replace('/uploads/', 'Upload ') })),
    className: 'sm:col-span-2',
  },
]

const REVIEW_FIELDS: FieldSpec[] = [
  { name: 'author', label: 'Written by' },
  { name: 'home', label: 'From (optional)', hint: 'e.g. Leeds, UK' },
  {
    name: 'source',
    label: 'Where it was written',
    kind: 'select',
    empty: 'Choose...',
    options: Object.entries(REVIEW_SOURCES).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'rating',
    label: 'Rating',
    kind: 'select',
    empty: 'Choose...',
    options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} out of 5` })),
  },
  { name: 'reviewedOn', label: 'Date written', type: 'date' },
  { name: 'url', label: 'Link to the review' },
  { name: 'text', label: 'The review', kind: 'area', rows: 4, className: 'sm:col-span-2' },
]

/** A list entry's Remove button: `name` goes on the audit trail, `label` to screen readers. */
function RemoveForm({
  intent,
  id,
  name,
  label,
}: {
  intent: TrustIntent
  id: number
  name: string
  label: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={name} />
      <button type="submit" disabled={busy} aria-label={`Remove: ${label}`} className={smallButton}>
        Remove
      </button>
    </Form>
  )
}

const button =
  'rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'
const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-60'

export default function TrustEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { trust, travellerReviews, photos, texts } = loaderData
  const busy = useNavigation().state === 'submitting'
  const errorsOf = (intent: TrustIntent): FieldErrorMap =>
    actionData?.intent === intent
      ? ((actionData.result as { error?: FieldErrorMap } | null)?.error ?? undefined)
      : undefined
  // A refused form shows what was typed, also without JavaScript, where the page is drawn anew.
  const typedIn = (intent: TrustIntent) =>
    actionData?.intent === intent
      ? (actionData.result as { initialValue?: Record<string, FieldValue> } | null)?.initialValue
      : undefined
  const typedSettings = typedIn('settings')
  const stored = (code: string) => trust.memberships.find((item) => item.body === code)
  const isMember = (code: string) =>
    typedSettings ? typedSettings[`${code}_member`] === 'on' : Boolean(stored(code))
  const membership = (code: string) =>
    typedSettings
      ? { number: typedSettings[`${code}_number`], url: typedSettings[`${code}_url`] }
      : (stored(code) ?? {})
  const settingsErrors = errorsOf('settings')
  const memberErrors = errorsOf('add-member')
  const reviewErrors = errorsOf('add-review')
  // An add form empties once what it held is added: keyed by the moment of that answer.
  const freshKey = (intent: TrustIntent) => (actionData?.intent === intent ? actionData.at : 0)
  return (
    <>
      <h1 className="font-serif text-3xl">Licence, team and reviews</h1>
      <p className="mt-2 max-w-2xl">
        The home and about pages show what is entered here, and nothing else: no badge, person or rating
        appears until it is real.
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>

      <section aria-labelledby="licence-heading" className="mt-8">
        <h2 id="licence-heading" className="font-serif text-2xl">
          Licence and memberships
        </h2>
        <Form method="post" className="mt-4 max-w-3xl space-y-5 rounded-xl bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="settings" />
          <FieldList
            fields={SETTINGS_FIELDS}
            values={typedSettings ?? trust}
            idPrefix="trust-"
            errors={settingsErrors}
          />
          {MEMBERSHIP_CODES.map((code) => (
            <fieldset key={code} className="rounded-lg border border-forest-700/20 p-4">
              <legend className="px-1 font-medium">{`${code}: ${MEMBERSHIP_BODIES[code]}`}</legend>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`${code}_member`}
                  defaultChecked={isMember(code)}
                  className="h-5 w-5 accent-savanna-700"
                />
                We are members
              </label>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <FieldList
                  fields={MEMBERSHIP_FIELDS}
                  values={membership(code)}
                  idPrefix="trust-"
                  namePrefix={`${code}_`}
                  errors={settingsErrors}
                />
              </div>
            </fieldset>
          ))}
          <button type="submit" disabled={busy} className={button}>
            Save licence and memberships
          </button>
        </Form>
      </section>

      <section aria-labelledby="team-heading" className="mt-10">
        <h2 id="team-heading" className="font-serif text-2xl">
          Team
        </h2>
        {trust.team.length ? (
          <ul className="mt-4 space-y-3">
            {trust.team.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm"
              >
                <Portrait name={member.name} photo={member.photo} />
                <p className="flex-1">
                  <strong>{member.name}</strong>
                  <span className="block text-sm">{member.role}</span>
                </p>
                <RemoveForm intent="remove-member" id={member.id} name={member.name} label={member.name} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">Nobody yet.</p>
        )}
        <FieldsForm
          key={freshKey('add-member')}
          intent="add-member"
          submit="Add to the team"
          fields={memberFields(photos)}
          values={typedIn('add-member') ?? {}}
          idPrefix="member-"
          errors={memberErrors}
        />
      </section>

      <TrustTexts english={trust} texts={texts} answer={actionData ?? null} />

      <TravellerReviews reviews={travellerReviews} />

      <section aria-labelledby="reviews-heading" className="mt-10">
        <h2 id="reviews-heading" className="font-serif text-2xl">
          Reviews copied in
        </h2>
        <p className="mt-2 max-w-2xl">
          Copy reviews travellers wrote on Google, Tripadvisor or SafariBookings, word for word, with the link
          to the original. The pages show the newest and the average of all of them.
        </p>
        {trust.reviews.length ? (
          <ul className="mt-4 space-y-3">
            {trust.reviews.map((review) => (
              <li
                key={review.id}
                className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-4 shadow-sm"
              >
                <p className="flex-1">
                  <strong>{`${review.rating}/5 · ${review.author}`}</strong>
                  <span className="block text-sm">{`${reviewSourceLabel(review.source)}, ${review.reviewedOn}`}</span>
                  <span className="mt-1 block">{review.text}</span>
                </p>
                <RemoveForm
                  intent="remove-review"
                  id={review.id}
                  name={`${review.author} (${review.source})`}
                  label={`the review by ${review.author}`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">No reviews yet.</p>
        )}
        <FieldsForm
          key={freshKey('add-review')}
          intent="add-review"
          submit="Add the review"
          fields={REVIEW_FIELDS}
          values={typedIn('add-review') ?? {}}
          idPrefix="review-"
          errors={reviewErrors}
        />
      </section>
    </>
  )
}
