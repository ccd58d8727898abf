import { FieldsForm } from '~/components/ui/fields-form'
import type { Choice, FieldErrorMap } from '~/components/ui/fields'
import { SceneImage } from '~/components/ui/scene-image'
import { imageFromKey } from '~/lib/catalogue'

// The pictures a proposal shows of a lodge or camp (docs/product.md, "Rate cards"), on its page of the
// rate cards: up to three of the site's images, a drawn scene or an upload. Admins choose them.

export const PICTURE_FIELDS = ['picture1', 'picture2', 'picture3'] as const

export function SupplierPictures({
  name,
  pictures,
  images,
  canEdit,
  errors,
  at,
}: {
  name: string
  pictures: readonly string[]
  images: readonly Choice[]
  canEdit: boolean
  errors: FieldErrorMap
  /** When the last save was answered: the form shows what was saved after it */
  at: number
}) {
  return (
    <section className="mt-10">
      <h2 className="font-serif text-2xl">Pictures the proposal shows</h2>
      {pictures.length ? (
        <ul className="mt-3 grid max-w-3xl grid-cols-3 gap-3">
          {pictures.map((key) => (
            <li key={key}>
              <SceneImage image={imageFromKey(key, name)} sizes="12rem" className="rounded-lg" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">No picture yet: a proposal shows this lodge by its words alone.</p>
      )}
      {canEdit ? (
        <FieldsForm
          key={at}
          intent="pictures"
          label="Pictures the proposal shows"
          submit="Save the pictures"
          fields={PICTURE_FIELDS.map((field, index) => ({
            name: field,
            label: `Picture ${index + 1}`,
            kind: 'select' as const,
            empty: 'None',
            options: images,
          }))}
          values={Object.fromEntries(PICTURE_FIELDS.map((field, index) => [field, pictures[index] ?? '']))}
          idPrefix="supplier-"
          errors={errors}
        />
      ) : null}
    </section>
  )
}
