import type { FieldSpec, FieldValue } from '~/components/ui/field-list'
import type { FieldErrorMap } from '~/components/ui/fields'
import { FieldsForm } from '~/components/ui/fields-form'
import { SUPPLIER_PAY_TERMS, type SupplierPayTerms } from '~/schemas/reservations'

// A supplier's details for reservations (docs/product.md, "Reservations"), on its rate card: where its
// requests go, its phone and address for the traveller's documents, and when it is paid. Every member of
// staff reads them; admins change them.

export interface SupplierContact {
  email: string
  phone: string
  address: string
  pay_terms: string
  pay_days: number
}

/** When a supplier is paid, in words: "30 days before arrival". */
export function payTermsText(terms: string, days: number): string {
  if (terms === 'before_arrival') return `${days} ${days === 1 ? 'day' : 'days'} before arrival`
  if (terms === 'after_stay')
    return days ? `${days} ${days === 1 ? 'day' : 'days'} after the stay` : 'After the stay'
  return 'On confirmation'
}

const FIELDS: FieldSpec[] = [
  {
    name: 'email',
    label: 'Reservations e-mail (optional)',
    hint: 'Where reservation requests go; without it, a reservation is asked by phone',
  },
  { name: 'phone', label: 'Phone (optional)', hint: 'For the traveller’s documents and the driver-guide' },
  { name: 'address', label: 'Address (optional)', hint: 'Where it is, for the traveller’s documents' },
  {
    name: 'payTerms',
    label: 'Paid',
    kind: 'select',
    options: Object.entries(SUPPLIER_PAY_TERMS).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'payDays',
    label: 'Days (optional)',
    hint: 'Before arrival or after the stay, e.g. 30',
    type: 'number',
  },
]

export function SupplierContactForm({
  contact,
  canEdit,
  result,
  at,
}: {
  contact: SupplierContact
  canEdit: boolean
  result: { error?: FieldErrorMap; initialValue?: Record<string, FieldValue> } | null
  at: number
}) {
  return (
    <section aria-labelledby="contact-heading" className="mt-6">
      <h2 id="contact-heading" className="font-serif text-2xl">
        Reservations and payment
      </h2>
      <p className="mt-1">
        {[
          contact.email || 'No reservations e-mail',
          contact.phone || 'no phone',
          `paid ${payTermsText(contact.pay_terms, contact.pay_days).toLowerCase()}`,
        ].join(' · ')}
      </p>
      {canEdit ? (
        <FieldsForm
          key={at || -1}
          intent="supplier-contact"
          label="Reservations and payment"
          submit="Save the details"
          fields={FIELDS}
          values={
            result?.initialValue ?? {
              email: contact.email,
              phone: contact.phone,
              address: contact.address,
              payTerms: contact.pay_terms as SupplierPayTerms,
              payDays: contact.pay_days ? String(contact.pay_days) : '',
            }
          }
          idPrefix="contact-"
          errors={result?.error}
        />
      ) : null}
    </section>
  )
}
