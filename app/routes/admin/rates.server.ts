import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { recordAudit } from '~/models/audit.server'
import { addSupplier, listSuppliers } from '~/models/rate-cards.server'
import {
  addSeason,
  archiveSeason,
  copySeasonToNextYear,
  listSeasons,
  type SeasonOutcome,
} from '~/models/rate-seasons.server'
import {
  readDefaultMarkup,
  readKindMarkups,
  saveKindMarkups,
  readLocalRates,
  readSiteRounding,
  saveLocalRates,
  savePricingDefaults,
} from '~/models/proposal-pricing.server'
import { LOCAL_CURRENCIES, type LocalCurrency } from '~/lib/money'
import { parseRate, rateText } from '~/lib/pricing/exchange'
import { SITE_ROUNDINGS } from '~/lib/pricing/site-prices'
import { percentText } from '~/lib/pricing/markup'
import { parseMarkup } from '~/lib/pricing/setup'
import { CopySeasonSchema, KindMarkupsSchema, SeasonSchema, SupplierSchema } from '~/schemas/rates'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, staffOf } from '~/services/staff-context.server'

// The rate cards' page (/admin/rates) beside its route: the seasons and the suppliers. Every member of
// staff reads them; admins add, copy and archive, each change on the audit trail.

export type RatesIntent =
  | 'add-season'
  | 'copy-season'
  | 'archive-season'
  | 'add-supplier'
  | 'default-markup'
  | 'kind-markups'
  | 'local-rates'

export async function loadRateCards(context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const [seasons, suppliers, defaultMarkup, kindMarkups, siteRounding, localRates] = await Promise.all([
    listSeasons(),
    listSuppliers(),
    readDefaultMarkup(),
    readKindMarkups(),
    readSiteRounding(),
    readLocalRates(),
  ])
  return {
    seasons,
    suppliers,
    defaultMarkup,
    kindMarkups,
    siteRounding,
    localRates,
    canEdit: staff.role === 'admin',
  }
}

const overlapMessage = (outcome: Extract<SeasonOutcome, { overlaps: unknown }>) =>
  `These dates meet ${outcome.overlaps.name} (${formatDate(outcome.overlaps.starts_on)} to ${formatDate(outcome.overlaps.ends_on)}): seasons may not overlap.`

export async function handleRateCards(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const formData = await readSubmission(request)
  const intent = String(formData.get('intent') ?? '') as RatesIntent
  const audit =
    (action: string, subject: string, detail?: Record<string, unknown>) =>
    (trx: Parameters<typeof recordAudit>[1]) =>
      recordAudit({ actor: staff, action, subject, detail, address: context.get(clientAddressContext) }, trx)
  const refused = (result: unknown) => data({ intent, result, done: null, at: 0 }, { status: 400 })
  const done = (message: string) => ({ intent, result: null, done: message, at: Date.now() })

  if (intent === 'add-season') {
    const submission = parseWithZod(formData, { schema: SeasonSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const season = submission.value
    const outcome = await addSeason(season, audit('rate-season-added', season.name, season))
    if ('overlaps' in outcome)
      return refused(submission.reply({ fieldErrors: { startsOn: [overlapMessage(outcome)] } }))
    return done(`${season.name} added.`)
  }
  if (intent === 'copy-season') {
    const submission = parseWithZod(formData, { schema: CopySeasonSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const { season, percent } = submission.value
    const outcome = await copySeasonToNextYear(
      season,
      percent,
      staff.id,
      audit('rate-season-copied', `season ${season}`, { percent }),
    )
    if (!outcome) throw data(null, { status: 404 })
    if ('overlaps' in outcome)
      return refused(submission.reply({ fieldErrors: { season: [overlapMessage(outcome)] } }))
    return done(
      `Copied into the next year, its rates ${percent >= 0 ? 'raised' : 'lowered'} by ${Math.abs(percent)}%.`,
    )
  }
  if (intent === 'archive-season') {
    const id = Number(formData.get('id'))
    const name = String(formData.get('name') ?? '').slice(0, 80)
    if (!Number.isSafeInteger(id)) throw data(null, { status: 400 })
    if (!(await archiveSeason(id, audit('rate-season-archived', name)))) throw data(null, { status: 404 })
    return done(`${name} archived: its rates stay on the quotes priced from them.`)
  }
  if (intent === 'add-supplier') {
    const submission = parseWithZod(formData, { schema: SupplierSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const supplier = submission.value
    await addSupplier(supplier, audit('supplier-added', `${supplier.name} (${supplier.kind})`))
    return done(`${supplier.name} added: open it to enter its rates.`)
  }
  if (intent === 'default-markup') {
    const typed = String(formData.get('markup') ?? '').slice(0, 20)
    const rounding = Number(formData.get('rounding'))
    const bp = parseMarkup(typed)
    if (typeof bp !== 'number' || !(SITE_ROUNDINGS as readonly number[]).includes(rounding))
      return refused({
        status: 'error',
        initialValue: { markup: typed, rounding: String(formData.get('rounding') ?? '').slice(0, 10) },
        error: {
          ...(typeof bp === 'number'
            ? {}
            : { markup: ['A markup in percent from 0 to 500, e.g. 20 or 12.5'] }),
          ...(typeof bp === 'number' ? { rounding: ['Choose how website prices are rounded'] } : {}),
        },
      })
    await savePricingDefaults(
      { markup: bp, rounding },
      audit('pricing-markup-saved', percentText(bp), { rounding }),
    )
    return done(
      `Quotes now take ${percentText(bp)} where no line, day or trip sets a markup; website prices from the cards are rounded up to the next $${rounding / 100}.`,
    )
  }
  if (intent === 'kind-markups') {
    const submission = parseWithZod(formData, { schema: KindMarkupsSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const markups = submission.value
    await saveKindMarkups(markups, audit('pricing-markup-saved', 'By kind of item', markups))
    return done('Saved: quotes priced from now on take these markups for their kinds of item.')
  }
  if (intent === 'local-rates') {
    const typed: Record<string, string> = {}
    const rates: Partial<Record<LocalCurrency, number>> = {}
    const error: Record<string, string[]> = {}
    for (const code of Object.keys(LOCAL_CURRENCIES) as LocalCurrency[]) {
      typed[code] = String(formData.get(code) ?? '').slice(0, 20)
      if (!typed[code].trim()) continue
      const rate = parseRate(typed[code].replace(/,/g, ''))
      if (rate === null) error[code] = ['How many one US dollar buys, e.g. 129.5, or empty']
      else rates[code] = rate
    }
    if (Object.keys(error).length) return refused({ status: 'error', initialValue: typed, error })
    const set = Object.entries(rates).map(([code, rate]) => `${code} ${rateText(rate)}`)
    await saveLocalRates(rates, audit('pricing-local-rates-saved', set.join(', ') || 'none'))
    return done(
      set.length
        ? `One US dollar buys ${set.join(', ')}: proposals priced from now on convert cards in them at these rates.`
        : 'No local currency is set: cards in one are not converted.',
    )
  }
  throw data(null, { status: 400 })
}
