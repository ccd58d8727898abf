import { briefingAnswer } from '~/services/trip-papers.server'
import type { Route } from './+types/my-trips.$id.briefing'
import { ownTrip } from './my-trips.$id.server'

// A driver-guide's own departure's briefing as a PDF (/admin/my-trips/:id/briefing.pdf).

export const loader = async ({ params, context }: Route.LoaderArgs) =>
  briefingAnswer(await ownTrip(context, params.id))
