import { data } from 'react-router'
import type { TravelDetailsView } from '~/components/admin/travel-details'
import { travellersWithoutPermit } from '~/lib/trip-details'
import { listPermitsToName, setPermitHolders } from '~/models/permit-holders.server'
import { clientAddressContext } from '~/services/request-context.server'
import { detailsForStaff, showPassport } from '~/services/trip-details.server'
import type { RouterContextProvider } from 'react-router'
import type { StaffUser } from '~/models/staff.server'

// The traveller's details on a booking's page (docs/product.md, "The traveller's details"): what they
// gave, each passport number masked unless a member asks to see it (on the audit trail), and the permits
// the trip took assigned to named travellers. Any member of staff may.

export const TRAVEL_DETAILS_INTENTS = ['show-passport', 'permit-holders'] as const
export type TravelDetailsIntent = (typeof TRAVEL_DETAILS_INTENTS)[number]
export const isTravelDetailsIntent = (intent: string): intent is TravelDetailsIntent =>
  (TRAVEL_DETAILS_INTENTS as readonly string[]).includes(intent)

export async function loadTravelDetails(proposalId: number): Promise<TravelDetailsView | null> {
  const details = await detailsForStaff(proposalId)
  if (!details) return null
  const permits = (await listPermitsToName([proposalId])).get(proposalId) ?? []
  return {
    depositIn: details.depositIn,
    travellers: details.travellers,
    flights: details.flights,
    missing: details.missing,
    updatedAt: details.updatedAt,
    permits: travellersWithoutPermit(details.travellers, permits),
  }
}

const answer = (travelResult: {
  done: string | null
  refused: string | null
  passport?: { id: number; number: string }
}) => ({
  travelResult,
  form: null,
  result: null,
  done: null,
  refused: null,
})

export async function handleTravelDetailsForm(
  proposalId: number,
  intent: TravelDetailsIntent,
  formData: FormData | URLSearchParams,
  staff: StaffUser,
  context: Readonly<RouterContextProvider>,
  reference: string,
) {
  if (intent === 'show-passport') {
    const id = Number(formData.get('traveller'))
    if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 400 })
    const number = await showPassport(
      proposalId,
      id,
      { staff, address: context.get(clientAddressContext) },
      reference,
    )
    if (number === undefined)
      return data(answer({ done: null, refused: 'No passport number was given for this traveller.' }), {
        status: 404,
      })
    if (number === null)
      return data(
        answer({
          done: null,
          refused:
            'This passport number was sealed with a key this server does not hold: ask an admin to check PASSPORT_KEY and PASSPORT_OLD_KEYS.',
        }),
        { status: 409 },
      )
    return answer({
      done: 'Shown in full, and recorded on the audit trail.',
      refused: null,
      passport: { id, number },
    })
  }
  const supplierId = Number(formData.get('permit'))
  const date = String(formData.get('date') ?? '')
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw data(null, { status: 400 })
  const holders = formData
    .getAll('holder')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 60)
  if (!(await setPermitHolders(proposalId, { supplierId, date }, holders, staff.id)))
    return data(answer({ done: null, refused: 'This trip took no such permit.' }), { status: 404 })
  return answer({ done: 'The permit’s holders are saved.', refused: null })
}
