import { data } from 'react-router'

// Every unknown path renders the root error boundary's "Page not found" with a real 404 status.
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
