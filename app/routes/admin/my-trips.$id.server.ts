import { data, type RouterContextProvider } from 'react-router'
import { isGuideTrip } from '~/models/departure-crew.server'
import { readId } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// A driver-guide's own departure (routes/admin/my-trips.$id.tsx and its briefing), beside them: the trip
// must be one assigned to the member asking; any other is answered 404, as if it did not exist.

export async function ownTrip(context: Readonly<RouterContextProvider>, param: string | undefined) {
  const { staff } = staffOf(context)
  const id = readId(param)
  if (!(await isGuideTrip(staff.id, id))) throw data(null, { status: 404 })
  return id
}
