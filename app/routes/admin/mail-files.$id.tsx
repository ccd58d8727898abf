import { getAttachment } from '~/services/inbound-view.server'
import { readId } from '~/services/request-input.server'
import { requireStaff } from '~/services/staff-context.server'
import type { Route } from './+types/mail-files.$id'

// A file a traveller sent with their mail (a passport scan, a flight ticket), for staff only: behind
// the back-office gate, never under the public /uploads. Sent as a download, so nothing in it runs.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const file = await getAttachment(readId(params.id))
  if (!file) throw new Response('No such file', { status: 404 })
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
