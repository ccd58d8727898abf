import { data } from 'react-router'

// Every unknown address renders the public layout's "Page not found" with a real 404 status.
export function loader() {
  throw data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return null
}
