import type { Route } from './+types/trip.$token.manifest'
import { tripManifestAnswer } from './trip.$token.server'

// The trip page's web app manifest (/trip/<token>/manifest.webmanifest): a phone keeps the page.

export const loader = ({ params }: Route.LoaderArgs) => tripManifestAnswer(params.token)
