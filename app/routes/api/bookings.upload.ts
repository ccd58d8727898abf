import { getConfig } from '~/config.server'
import type { ApiRefusal, UploadAnswer } from '~/lib/article-api'
import { requireStaffApi } from '~/services/auth.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readSubmission } from '~/services/request-input.server'
import { storeImage, UploadError } from '~/services/uploads.server'
import type { Route } from './+types/bookings.upload'

// POST /api/bookings/upload (staff), multipart with `file` → { secure_url }, as the image host the
// editor was written for answers (lib/article-api.ts). `upload_preset` may be sent and is ignored.

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireStaffApi(request)
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return jsonError(415, 'Send the image as multipart/form-data in a field named file.')
  }
  const form = await readSubmission(request)
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    return Response.json({ errors: { file: ['Choose an image to upload'] } } satisfies ApiRefusal, {
      status: 400,
    })
  }
  try {
    const name = await storeImage(Buffer.from(await file.arrayBuffer()))
    const url = `${getConfig().publicUrl}/uploads/${name}`
    return Response.json({ secure_url: url, url } satisfies UploadAnswer, { status: 201 })
  } catch (error) {
    if (error instanceof UploadError)
      return Response.json({ errors: { file: [error.message] } } satisfies ApiRefusal, { status: 400 })
    throw error
  }
}
