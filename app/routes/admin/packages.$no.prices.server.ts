import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { chosenValues, labelled } from '~/lib/card-choices'
import { emptyDayChoices, type DayChoices } from '~/lib/pricing/setup'
import { recordAudit } from '~/models/audit.server'
import { getCatalogue } from '~/models/catalogue.server'
import {
  computePackagePrices,
  getPackagePricing,
  savePackagePricing,
  type PackagePricing,
} from '~/models/package-pricing.server'
import { readDefaultMarkup, readSiteRounding } from '~/models/proposal-pricing.server'
import { listCardChoices, type CardChoice } from '~/models/rate-lookup.server'
import { PackagePricesSchema } from '~/schemas/package-prices'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, staffOf } from '~/services/staff-context.server'

// A package's website prices from the rate cards (/admin/packages/:no/prices) beside its route: what
// each itinerary entry is priced from, its seasons computed beside the typed figures, and which of
// them the site shows. Every member of staff reads it; admins choose, on the audit trail.

/** The package with its typed figures (whatever the site shows now), and the display rates it is priced at. */
async function packageOf(no: number) {
  const { packages, rates } = await getCatalogue()
  const item = packages.find((entry) => entry.no === no)
  if (!item) throw data(null, { status: 404 })
  return { item: { ...item, seasons: item.typedSeasons ?? item.seasons }, rates }
}

const formDays = (days: readonly DayChoices[], entries: number, choices: readonly CardChoice[]) =>
  Array.from({ length: entries }, (_, index) => {
    const day = days[index] ?? emptyDayChoices()
    return labelled(
      {
        lodgeRate: day.lodge,
        park: day.park,
        vehicle: day.vehicle,
        other: day.other,
        extra: day.extra ?? '',
      },
      choices,
    )
  })

export async function loadPackagePrices(no: number, context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const { item, rates } = await packageOf(no)
  const [stored, choices, defaultMarkup, rounding] = await Promise.all([
    getPackagePricing(no),
    listCardChoices(),
    readDefaultMarkup(),
    readSiteRounding(),
  ])
  const pricing: PackagePricing = stored ?? { days: [], shows: 'typed' }
  const computed = await computePackagePrices([item], new Map([[no, pricing]]), rates)
  return {
    no,
    title: item.title,
    slug: item.slug,
    itinerary: item.itinerary.map((entry) => ({ from: entry.from, to: entry.to, title: entry.title })),
    form: { shows: pricing.shows, days: formDays(pricing.days, item.itinerary.length, choices) },
    seasons:
      computed.get(no) ??
      item.seasons.map((season) => ({ ...season, computed: null, departure: null, warnings: [] })),
    choices: choices.map(({ label, kind }) => ({ label, kind })),
    defaultMarkup,
    rounding,
    canEdit: staff.role === 'admin',
  }
}

export async function handlePackagePrices(
  no: number,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = adminOf(context)
  const { item, rates } = await packageOf(no)
  const formData = await readSubmission(request, { lists: true })
  const submission = parseWithZod(formData, { schema: PackagePricesSchema })
  const refused = (result: unknown) => data({ result, done: null }, { status: 400 })
  if (submission.status !== 'success') return refused(submission.reply())
  const typed = submission.value.days.slice(0, item.itinerary.length)
  const chosen = chosenValues(typed, await listCardChoices())
  const days = chosen.days.map((day): DayChoices => ({
    lodge: day.lodgeRate ?? '',
    park: day.park ?? '',
    vehicle: day.vehicle ?? '',
    other: day.other ?? '',
    extra: day.extra ?? '',
    markup: null,
  }))
  if (Object.keys(chosen.errors).length) return refused(submission.reply({ fieldErrors: chosen.errors }))
  const { shows } = submission.value
  const pricing = { days, shows }
  await savePackagePricing(no, pricing, staff.id, (trx) =>
    recordAudit(
      {
        actor: staff,
        action: 'package-prices-saved',
        subject: `${item.title} (${no})`,
        detail: { shows },
        address: context.get(clientAddressContext),
      },
      trx,
    ),
  )
  const seasons = (await computePackagePrices([item], new Map([[no, pricing]]), rates)).get(no) ?? []
  const unpriced = seasons.filter((season) => season.computed === null).length
  const done =
    shows === 'typed'
      ? 'Saved: the site shows the typed prices.'
      : unpriced
        ? `Saved: the site shows the prices from the rate cards, except ${unpriced === 1 ? 'one season' : `${unpriced} seasons`} the cards cannot price, which keep${unpriced === 1 ? 's' : ''} the typed price.`
        : 'Saved: the site shows the prices from the rate cards.'
  return { result: null, done }
}
