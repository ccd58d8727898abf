import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { Catalogue } from '~/lib/catalogue'
import { readCountryPages } from './country-pages.server'
import { contentVersion } from './content-version.server'
import { readCurrencyRates } from './currency-rates.server'
import { db } from './db.server'
import { withCardPrices } from './package-pricing.server'
import { readPackages } from './packages.server'
import { readTranslations } from './translations.server'

// The catalogue in the database (migration 0018) and this instance's copy of it. Every public page and
// the booking form read the copy, which is read again only when the content version has moved
// (content-version.server.ts), so a page view costs no query for it. Every change to the catalogue
// (packages.server.ts, package-lifecycle.server.ts, country-pages.server.ts, currency-rates.server.ts, and
// the rate cards a package's website prices may be computed from: package-pricing.server.ts) goes
// through `changeContent`, which moves that version.

/** The whole catalogue as stored now, labelled with `version` (read before it, so never newer than the rows). */
export async function readCatalogue(version: number, from: Kysely<Database> = db()): Promise<Catalogue> {
  const translations = await readTranslations(from)
  const [packages, countries, rates] = await Promise.all([
    readPackages(from, translations),
    readCountryPages(from, translations),
    readCurrencyRates(from),
  ])
  return { version, packages: await withCardPrices(packages, rates, from), countries, rates }
}

let copy: Catalogue | undefined
let loading: { version: number; promise: Promise<Catalogue> } | undefined

/** This instance's copy of the catalogue, read again once the content version has moved. */
export async function getCatalogue(): Promise<Catalogue> {
  const version = await contentVersion()
  if (copy && copy.version >= version) return copy
  if (!loading || loading.version < version) {
    const promise = readCatalogue(version).then((read) => {
      if (!copy || copy.version < read.version) copy = read
      return read
    })
    loading = { version, promise }
    promise
      .finally(() => {
        if (loading?.promise === promise) loading = undefined
      })
      .catch(() => undefined)
  }
  return loading.promise
}
