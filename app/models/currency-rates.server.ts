import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { DISPLAY_CURRENCIES, type CurrencyRates } from '~/lib/catalogue'
import { parseJson } from './catalogue-json.server'
import { changeContent } from './content-version.server'
import { readSetting, writeSetting } from './site-settings.server'

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
  return toRates(await readSetting(RATES_KEY, from))
}

export function saveCurrencyRates(rates: CurrencyRates, record?: (trx: Kysely<Database>) => Promise<void>) {
  return changeContent(async (trx) => {
    await writeSetting(trx, RATES_KEY, JSON.stringify(rates))
    await record?.(trx)
  })
}
