import { jsonError } from '~/services/api-answers.server'

// Any other path under /api answers JSON, never the site's HTML 404 page.
export const loader = () => jsonError(404, 'Not found.')
export const action = loader
