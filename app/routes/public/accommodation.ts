import { redirect } from 'react-router'
import type { Route } from './+types/accommodation'

// The form lives at the spec's spelling, /accomodation; the correct spelling leads there (PRODUCT.md).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/accomodation${new URL(request.url).search}`, 301)
}
