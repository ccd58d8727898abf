import { readId } from '~/services/request-input.server'
import { briefingAnswer } from '~/services/trip-papers.server'
import type { Route } from './+types/proposals.$id.briefing'

// A departure's driver-guide briefing as a PDF (/admin/proposals/:id/briefing.pdf), for staff.

export const loader = ({ params }: Route.LoaderArgs) => briefingAnswer(readId(params.id))
