import { db } from './db.server'
import { percentile } from './lead-figures.server'

// The dashboard's proposal figures (docs/product.md, "Proposals"): over the last `days` days, how many
// proposals were sent (first sent), opened and accepted, what they are worth in each currency, and how
// long a traveller took from their first inquiry to accepting. Each query reads an index on its time.

const DAY = 86_400_000

/** Amounts by currency, in minor units: { USD: 780000, EUR: 840100 } */
type Values = Record<string, number>

const addTo = (values: Values, currency: string, minor: number) => {
  values[currency] = (values[currency] ?? 0) + minor
}

/**
 * The figures over each of `windows` (days back from `now`): the rows are read once, for the longest,
 * and counted for each; a shorter window's rows are a part of the longest's.
 */
export async function proposalFigures(now: Date, windows: number[]) {
  const sinceOf = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
  const since = sinceOf(Math.max(...windows))
  const [firstSent, accepted, ...opened] = await Promise.all([
    db()
      .selectFrom('proposal_versions')
      .select(['proposal_id', 'sent_at'])
      .where('version', '=', 1)
      .where('sent_at', '>=', since)
      .execute(),
    db()
      .selectFrom('proposal_acceptances')
      .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      // The accepted version's money as kept with the acceptance (0034): no large version row is read.
      .select([
        'proposal_acceptances.currency',
        'proposal_acceptances.total_minor',
        'proposal_acceptances.accepted_at',
        'leads.created_at as lead_created_at',
      ])
      .where('proposal_acceptances.accepted_at', '>=', since)
      .execute(),
    ...windows.map((days) =>
      db()
        .selectFrom('proposals')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('first_opened_at', '>=', sinceOf(days))
        .executeTakeFirstOrThrow(),
    ),
  ])
  // What each proposal sent in the window is worth now: its newest version.
  const ids = firstSent.map((row) => row.proposal_id)
  const versions = ids.length
    ? await db()
        .selectFrom('proposal_versions')
        .select(['proposal_id', 'version', 'currency', 'total_minor'])
        .where('proposal_id', 'in', ids)
        .execute()
    : []
  const newest = new Map<number, (typeof versions)[number]>()
  for (const version of versions) {
    const known = newest.get(version.proposal_id)
    if (!known || known.version < version.version) newest.set(version.proposal_id, version)
  }
  return windows.map((days, index) => {
    const from = sinceOf(days)
    // Times are ISO text in both databases, compared as the queries compare them.
    const sent = firstSent.filter((row) => row.sent_at >= from)
    const sentValue: Values = {}
    for (const row of sent) {
      const version = newest.get(row.proposal_id)
      if (version) addTo(sentValue, version.currency, Number(version.total_minor))
    }
    const acceptedHere = accepted.filter((row) => row.accepted_at >= from)
    const acceptedValue: Values = {}
    for (const row of acceptedHere)
      if (row.currency) addTo(acceptedValue, row.currency, Number(row.total_minor))
    const daysToAccept = acceptedHere.map(
      (row) => (Date.parse(row.accepted_at) - Date.parse(row.lead_created_at)) / DAY,
    )
    return {
      days,
      sent: sent.length,
      sentValue,
      opened: Number(opened[index]!.count),
      accepted: acceptedHere.length,
      acceptedValue,
      /** Days from the lead's first inquiry to the acceptance: median and 90th percentile */
      daysToAccept: { median: percentile(daysToAccept, 0.5), p90: percentile(daysToAccept, 0.9) },
    }
  })
}
