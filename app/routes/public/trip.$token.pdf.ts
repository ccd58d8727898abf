import type { Route } from './+types/trip.$token.pdf'
import { tripPdfAnswer } from './trip.$token.server'

// The traveller's final documents as one PDF (/trip/<token>/pdf), as they were sent.

export const loader = ({ params }: Route.LoaderArgs) => tripPdfAnswer(params.token)
