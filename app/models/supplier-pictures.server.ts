import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { readSupplierPictures, writeSupplierPictures, type SupplierPicture } from '~/lib/supplier-pictures'
import { changeContent } from './content-version.server'

// The pictures a proposal shows of a lodge or camp (docs/product.md, "Rate cards"), changed one at a
// time on its page of the rate cards; their shape is app/lib/supplier-pictures.ts's.

type Record_ = (trx: Kysely<Database>) => Promise<void>
type Refusal = { refused: string }

/** What a change answered without changing anything: the transaction is rolled back through it. */
class Unchanged {
  constructor(readonly answer: Refusal | undefined) {}
}

/**
 * Changes a lodge's pictures, with its line of the audit trail, in one transaction: `change` is given
 * the pictures as stored and answers the new list, why not (`{ refused }`), or undefined when what it
 * names is not there. The row is written before it is read, so a change made at the same moment waits
 * for this one and is given its list. Answers the new list, the refusal, or undefined (also when there
 * is no such supplier).
 */
export async function changeSupplierPictures(
  supplierId: number,
  change: (pictures: SupplierPicture[]) => SupplierPicture[] | Refusal | undefined,
  record: Record_,
): Promise<SupplierPicture[] | Refusal | undefined> {
  try {
    return await changeContent(async (trx) => {
      const row = await trx
        .updateTable('suppliers')
        .set({ updated_at: new Date().toISOString() })
        .where('id', '=', supplierId)
        .returning(['name', 'pictures'])
        .executeTakeFirst()
      if (!row) throw new Unchanged(undefined)
      const pictures = change(readSupplierPictures(row.pictures, row.name))
      if (!Array.isArray(pictures)) throw new Unchanged(pictures)
      await trx
        .updateTable('suppliers')
        .set({ pictures: writeSupplierPictures(pictures) })
        .where('id', '=', supplierId)
        .execute()
      await record(trx)
      return pictures
    })
  } catch (error) {
    if (error instanceof Unchanged) return error.answer
    throw error
  }
}
