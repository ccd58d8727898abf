import { SelectField, TextField, type Choice, type FieldErrorMap } from '~/components/ui/fields'
import type { PackageDraft } from '~/lib/package-draft'
import { ListButton } from './package-list-button'

/** An image's choice: the offered images, and first the one chosen if it is no longer among them. */
function ImageSelect({
  name,
  label,
  value,
  images,
  errors,
}: {
  name: string
  label: string
  value: string
  images: readonly Choice[]
  errors: FieldErrorMap
}) {
  const offered = images.some((image) => image.value === value)
  return (
    <SelectField
      id={`package-${name}`}
      name={name}
      label={label}
      errors={errors?.[name]}
      defaultValue={value}
      options={offered ? images : [{ value, label: value }, ...images]}
    />
  )
}

/** The package's card image and its gallery, chosen among the drawn scenes and the uploads. */
export function PackagePictures({
  draft,
  images,
  errors,
}: {
  draft: PackageDraft
  images: readonly Choice[]
  errors: FieldErrorMap
}) {
  return (
    <section aria-labelledby="images-heading" className="space-y-4">
      <h2 id="images-heading" className="font-serif text-2xl">
        Images
      </h2>
      <div className="rounded-xl bg-white p-5 shadow-sm">
        <ImageSelect
          name="cardImage"
          label="Card image"
          value={draft.cardImage}
          images={images}
          errors={errors}
        />
      </div>
      <ol className="space-y-3">
        {draft.gallery.map((image, index) => {
          const alt = `gallery[${index}].alt`
          return (
            <li
              key={index}
              className="grid gap-3 rounded-xl bg-white p-5 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
            >
              <ImageSelect
                name={`gallery[${index}].image`}
                label={`Gallery image ${index + 1}`}
                value={image.image}
                images={images}
                errors={errors}
              />
              <TextField
                id={`package-${alt}`}
                name={alt}
                label="What it shows"
                errors={errors?.[alt]}
                defaultValue={image.alt}
                maxLength={200}
              />
              <ListButton intent={`remove-image:${index}`} label={`gallery image ${index + 1}`}>
                Remove
              </ListButton>
            </li>
          )
        })}
      </ol>
      <ListButton intent="add-image">Add a gallery image</ListButton>
      <p className="text-sm">
        New images are uploaded with the article editor; they then appear in these lists.
      </p>
    </section>
  )
}
