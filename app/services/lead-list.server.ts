import { countries as ourCountries } from '~/content/countries'
import type { Catalogue } from '~/lib/catalogue'
import { packageTitle, storedList } from '~/lib/lead-interests'
import { leadReference } from '~/lib/lead-reference'
import { isLeadStatus } from '~/lib/lead-status'
import { isLocale } from '~/lib/locales'
import { listStaffNames, type LeadFilter, type listLeads } from '~/models/lead-desk.server'
import { readSearch } from './request-input.server'

// What the lead screens share: the inbox's filters read from its address (the inbox and its CSV
// export), and a lead as a card shows it (the inbox and the board).

/** What a form that gives a lead to someone who may not take it answers, beside its owner field. */
export const NOT_AN_ACTIVE_MEMBER = 'Choose an active member of the team'

/** The member a lead may be given to: an active one, by number; undefined for anyone else. */
export async function findActiveMember(id: number) {
  return (await listStaffNames()).find((member) => member.id === id && member.active)
}

/** The countries a lead can ask about: our four destinations. */
export const leadCountries: string[] = ourCountries.map((country) => country.name)

/** The package numbers a lead asked about, as their titles. */
export const packageTitles = (catalogue: Catalogue, stored: string | null) =>
  storedList(stored).map((no) => packageTitle(catalogue.packages, no))

/** A row of the inbox as a card shows it. */
export function leadCardOf(row: Awaited<ReturnType<typeof listLeads>>[number], catalogue: Catalogue) {
  return {
    id: Number(row.id),
    reference: leadReference({ id: Number(row.id), created_at: row.created_at }),
    name: row.name,
    email: row.email,
    status: row.status,
    interests: [...storedList(row.countries), ...packageTitles(catalogue, row.packages)],
    travelStart: row.travel_start,
    waitingSince: row.waiting_since,
    nextActionAt: row.next_action_at,
    owner: row.owner_name,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    createdAt: row.created_at,
    language: row.language,
  }
}

/** The inbox's filters from its address, for its pages and its export. */
export function readLeadFilter(request: Request, catalogue: Pick<Catalogue, 'packages'>): LeadFilter {
  const params = new URL(request.url).searchParams
  const status = params.get('status')
  const owner = params.get('owner')
  const month = params.get('month') ?? ''
  const country = params.get('visiting') ?? ''
  const packageNo = Number(params.get('tour'))
  const sort = params.get('sort')
  const language = params.get('language')
  return {
    status: isLeadStatus(status) ? status : undefined,
    owner: owner === 'mine' || owner === 'unassigned' ? owner : undefined,
    waiting: params.get('waiting') === '1',
    search: readSearch(request),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    country: leadCountries.includes(country) ? country : undefined,
    packageNo: catalogue.packages.some((item) => item.no === packageNo) ? packageNo : undefined,
    language: isLocale(language) ? language : undefined,
    sort: sort === 'newest' || sort === 'travel' ? sort : 'waiting',
  }
}
