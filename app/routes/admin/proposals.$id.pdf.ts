import { data } from 'react-router'
import { getVersionView } from '~/models/proposals.server'
import { pdfAnswer, viewOf } from '~/services/proposals.server'
import { readId } from '~/services/request-input.server'
import type { Route } from './+types/proposals.$id.pdf'

// A sent version's PDF as the traveller received it (/admin/proposals/:id/pdf?version=N), for staff.

export async function loader({ params, request }: Route.LoaderArgs) {
  const version = readId(new URL(request.url).searchParams.get('version') ?? undefined)
  const view = await getVersionView(readId(params.id), version)
  if (!view) throw data(null, { status: 404 })
  return pdfAnswer(viewOf(view))
}
