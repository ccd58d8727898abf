import type { FieldValue } from '~/components/ui/field-list'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldsForm } from '~/components/ui/fields-form'
import { percentText } from '~/lib/pricing/markup'
import { SUPPLIER_KIND_CODES, SUPPLIER_KINDS, type SupplierKind } from '~/lib/rate-cards'

// The default markup of each kind of item on /admin/rates (docs/product.md, "Rate cards"): many
// operators sell park fees and permits at cost. A quote takes a line's, its day's or the trip's markup
// first, then its kind's, then the default; a rack rate is sold as it is whatever they say.

export function KindMarkups({
  markups,
  defaultMarkup,
  canEdit,
  typed,
  errors,
}: {
  markups: Partial<Record<SupplierKind, number>>
  defaultMarkup: number
  canEdit: boolean
  typed: Record<string, FieldValue>
  errors: FieldErrorMap
}) {
  const set = SUPPLIER_KIND_CODES.filter((kind) => markups[kind] !== undefined)
  return (
    <section aria-labelledby="kind-markup-heading" className="mt-10">
      <h2 id="kind-markup-heading" className="font-serif text-2xl">
        Markup by kind of item
      </h2>
      <p className="mt-2 max-w-2xl">
        {set.length
          ? `${set.map((kind) => `${SUPPLIER_KINDS[kind].label}: ${percentText(markups[kind]!)}`).join('; ')}. Every other kind takes the default markup (${percentText(defaultMarkup)}), unless a line, day or trip sets one.`
          : `Every kind of item takes the default markup (${percentText(defaultMarkup)}), unless a line, day or trip sets one.`}
      </p>
      {canEdit ? (
        <FieldsForm
          intent="kind-markups"
          label="Markup by kind of item"
          submit="Save the markups"
          fields={SUPPLIER_KIND_CODES.map((kind) => ({
            name: kind,
            label: `${SUPPLIER_KINDS[kind].label} (%)`,
            hint: 'e.g. 0 to sell at cost; empty for the default',
          }))}
          values={{
            ...Object.fromEntries(
              SUPPLIER_KIND_CODES.map((kind) => [
                kind,
                markups[kind] === undefined ? '' : String(markups[kind]! / 100),
              ]),
            ),
            ...typed,
          }}
          idPrefix="kind-markup-"
          errors={errors}
        />
      ) : null}
    </section>
  )
}
