import type { DatabaseHandle } from '@db/client'

// The rate cards as the tests fill them: through /admin/rates as an admin would, with the new rows'
// ids read back from the database.

type Post = (path: string, fields: Record<string, string>) => Promise<unknown>

export interface SupplierFields {
  kind: string
  name: string
  area: string
  country: string
  description?: string
}

/** Adds a supplier by the rate cards' form (`post` as a signed-in admin); answers its id. */
export async function addSupplier(post: Post, handle: DatabaseHandle, supplier: SupplierFields) {
  await post('/admin/rates', { intent: 'add-supplier', description: '', ...supplier })
  const row = await handle.db
    .selectFrom('suppliers')
    .select('id')
    .where('name', '=', supplier.name)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/**
 * The Maasai Mara's cards of the lines-kept tests: the high season of 2027, Mara Serena (double, full
 * board, $300 net per person sharing) and the reserve's conservation fee ($100 a day for a non-resident
 * adult). Answers the lodge's and the park's ids.
 */
export async function addMaraCards(post: Post, handle: DatabaseHandle) {
  await post('/admin/rates', {
    intent: 'add-season',
    name: 'High season 2027',
    startsOn: '2027-06-01',
    endsOn: '2027-10-31',
  })
  const lodge = await addSupplier(post, handle, {
    kind: 'lodge',
    name: 'Mara Serena Safari Lodge',
    area: 'Maasai Mara',
    country: 'kenya',
  })
  await post(`/admin/rates/${lodge}`, {
    intent: 'add-rate',
    label: 'Double, full board',
    basis: 'per_person_sharing',
    amount: '300',
    currency: 'USD',
    rateKind: 'net',
    maxOccupancy: '2',
  })
  const park = await addSupplier(post, handle, {
    kind: 'park',
    name: 'Maasai Mara National Reserve',
    area: 'Maasai Mara',
    country: 'kenya',
  })
  await post(`/admin/rates/${park}`, {
    intent: 'add-rate',
    label: 'Conservation fee',
    basis: 'per_person_day',
    amount: '100',
    currency: 'USD',
    rateKind: 'net',
    residency: 'non_resident',
    minAge: '16',
    maxAge: '120',
  })
  return { lodge, park }
}
