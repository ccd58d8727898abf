import { redirect } from 'react-router'
import type { Route } from './+types/accommodation'

// The form lives at the old site's spelling, /accomodation; the correct spelling leads there (docs/product.md, "Public routes").
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/accomodation${new URL(request.url).search}`, 301)
}
