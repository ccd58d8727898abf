import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { DISPLAY_CURRENCIES, type CurrencyRates } from '~/lib/catalogue'
import { parseJson } from './catalogue-json.server'
import { changeContent } from './content-version.server'

// The display currencies' rates against the US dollar (/admin/currencies), one row of site_settings.
// A rate never set, or not a positive number, reads as 1.

const RATES_KEY = 'currency_rates'

function toRates(value: string | undefined): CurrencyRates {
  const stored = parseJson<Record<string, unknown>>(value ?? '{}', {})
  const rates = {} as CurrencyRates
  for (const code of DISPLAY_CURRENCIES) {
    const rate = Number(stored[code])
    rates[code] = Number.isFinite(rate) && rate > 0 ? rate : 1
  }
  return rates
}

/** The rates as stored; the catalogue's copy (catalogue.server.ts) is what pages read. */
export async function readCurrencyRates(from: Kysely<Database>): Promise<CurrencyRates> {
  const row = await from
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', RATES_KEY)
    .executeTakeFirst()
  return toRates(row?.value)
}

export function saveCurrencyRates(rates: CurrencyRates, record?: (trx: Kysely<Database>) => Promise<void>) {
  return changeContent(async (trx) => {
    const now = new Date().toISOString()
    const value = JSON.stringify(rates)
    const updated = await trx
      .updateTable('site_settings')
      .set({ value, updated_at: now })
      .where('key', '=', RATES_KEY)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) {
      await trx.insertInto('site_settings').values({ key: RATES_KEY, value, updated_at: now }).execute()
    }
    await record?.(trx)
  })
}
