import { data } from 'react-router'

// An unknown address under /admin: a 404 inside the back-office frame (the layout's error boundary).
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
