import { Form, useNavigation } from 'react-router'
import type { FieldValue } from '~/components/ui/field-list'
import { FieldsForm } from '~/components/ui/fields-form'
import { TextField, type Choice, type FieldErrorMap } from '~/components/ui/fields'
import { SceneImage } from '~/components/ui/scene-image'
import { MOST_PICTURES, PICTURE_ALT_MAX, pictureImage, type SupplierPicture } from '~/lib/supplier-pictures'

// The pictures a proposal shows of a lodge or camp (docs/product.md, "Rate cards"), on its page of the
// rate cards: up to six, each with the words travellers who cannot see it are given. Admins upload the
// lodge's own photographs, choose one of the site's images, change a picture's words or remove it;
// plain forms, with or without JavaScript.

/** The forms of this section, by their `intent`. */
export const PICTURE_INTENTS = ['photo', 'choose-picture', 'describe-picture', 'remove-picture'] as const
export type PictureIntent = (typeof PICTURE_INTENTS)[number]
export const isPictureIntent = (intent: unknown): intent is PictureIntent =>
  (PICTURE_INTENTS as readonly unknown[]).includes(intent)

/** The last answer of one of these forms, as the page's action gave it. */
export interface PicturesAnswer {
  intent: PictureIntent
  result: { error?: FieldErrorMap; initialValue?: Record<string, FieldValue> } | null
  /** The picture a form of one picture was about */
  key?: string
  at: number
}

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-60'

function PictureControls({
  picture,
  number,
  answer,
}: {
  picture: SupplierPicture
  number: number
  answer: PicturesAnswer | null
}) {
  const busy = useNavigation().state === 'submitting'
  const mine = answer?.intent === 'describe-picture' && answer.key === picture.key ? answer : null
  const typed = mine?.result?.initialValue?.alt
  return (
    <>
      <Form method="post" aria-label={`Words of picture ${number}`} className="mt-2">
        <input type="hidden" name="intent" value="describe-picture" />
        <input type="hidden" name="key" value={picture.key} />
        <TextField
          key={mine?.at ?? 0}
          id={`picture-${number}-alt`}
          name="alt"
          label={`What picture ${number} shows`}
          defaultValue={typeof typed === 'string' ? typed : picture.alt}
          maxLength={PICTURE_ALT_MAX}
          errors={mine?.result?.error?.alt}
        />
        <button type="submit" disabled={busy} className={`mt-2 ${smallButton}`}>
          Save the words
        </button>
      </Form>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="remove-picture" />
        <input type="hidden" name="key" value={picture.key} />
        <button
          type="submit"
          disabled={busy}
          className={smallButton}
          aria-label={`Remove picture ${number}: ${picture.alt}`}
        >
          Remove
        </button>
      </Form>
    </>
  )
}

/** What a refused add form gave back: its messages and its words typed. */
const refusedOf = (answer: PicturesAnswer | null, intent: string) =>
  answer?.intent === intent ? answer.result : null

export function SupplierPictures({
  pictures,
  images,
  canEdit,
  answer,
}: {
  pictures: readonly SupplierPicture[]
  images: readonly Choice[]
  canEdit: boolean
  answer: PicturesAnswer | null
}) {
  const photo = refusedOf(answer, 'photo')
  const chosen = refusedOf(answer, 'choose-picture')
  return (
    <section aria-labelledby="pictures-heading" className="mt-10">
      <h2 id="pictures-heading" className="font-serif text-2xl">
        Pictures the proposal shows
      </h2>
      <p className="mt-1 max-w-2xl">
        {`Up to ${MOST_PICTURES}, each with what it shows for travellers who cannot see it. Proposals sent from now on show them; one already sent keeps those it was sent with.`}
      </p>
      {pictures.length ? (
        // Figures, not a list: a list item holding an image and its own words reads them twice.
        <div className="mt-3 grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((picture, index) => (
            <figure key={picture.key} className="rounded-xl bg-white p-3 shadow-sm">
              <SceneImage
                image={pictureImage(picture)}
                sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 90vw"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              {canEdit ? (
                <PictureControls picture={picture} number={index + 1} answer={answer} />
              ) : (
                <figcaption className="mt-2 text-sm">{`Picture ${index + 1}, for travellers who cannot see it: ${picture.alt}`}</figcaption>
              )}
            </figure>
          ))}
        </div>
      ) : (
        <p className="mt-2">No picture yet: a proposal shows this lodge by its words alone.</p>
      )}
      {canEdit ? (
        <>
          {pictures.length >= MOST_PICTURES ? (
            <p className="mt-4 font-semibold">{`This lodge shows ${MOST_PICTURES} pictures, the most: remove one to add another.`}</p>
          ) : null}
          <h3 className="mt-6 font-serif text-xl">Upload a photograph of the lodge</h3>
          <FieldsForm
            key={answer?.intent === 'photo' ? answer.at : -1}
            intent="photo"
            label="Upload a photograph"
            submit="Upload the photograph"
            fields={[
              {
                name: 'photo',
                label: 'Photograph',
                kind: 'file',
                accept: 'image/*',
                hint: 'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. It is kept in sizes for phones and screens.',
              },
              {
                name: 'alt',
                label: 'What the photograph shows, for travellers who cannot see it',
                hint: 'e.g. Two tents under acacia trees, the river below',
                maxLength: PICTURE_ALT_MAX,
              },
            ]}
            values={photo?.initialValue ?? {}}
            idPrefix="photo-"
            errors={photo?.error}
          />
          <h3 className="mt-6 font-serif text-xl">Or choose one of the site’s images</h3>
          <FieldsForm
            key={answer?.intent === 'choose-picture' ? answer.at : -2}
            intent="choose-picture"
            label="Choose one of the site’s images"
            submit="Add the picture"
            fields={[
              { name: 'picture', label: 'Image', kind: 'select', empty: 'Choose...', options: images },
              {
                name: 'alt',
                label: 'What the picture shows, for travellers who cannot see it',
                maxLength: PICTURE_ALT_MAX,
              },
            ]}
            values={chosen?.initialValue ?? {}}
            idPrefix="chosen-"
            errors={chosen?.error}
          />
        </>
      ) : null}
    </section>
  )
}
