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
