import { parseWithZod } from '@conform-to/zod/v4'
import { LoginSchema } from '~/schemas/auth'
import { signIn } from '~/services/auth.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readSubmission } from '~/services/request-input.server'
import { clientAddressContext } from '~/services/request-context.server'
import { retryAfter, signInWaitMessage } from '~/services/sign-in-throttle.server'
import type { Route } from './+types/bookings.login'

// POST /api/bookings/login { email, password } → 200 with the staff user, token in the x-login header

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const submission = parseWithZod(await readSubmission(request), { schema: LoginSchema })
  if (submission.status !== 'success') {
    return Response.json({ errors: submission.error ?? {} }, { status: 400 })
  }
  const result = await signIn(request, submission.value, context.get(clientAddressContext))
  if (!result.ok && result.reason === 'wait') {
    return Response.json(
      { error: signInWaitMessage(result.waitMs) },
      { status: 429, headers: retryAfter(result.waitMs) },
    )
  }
  if (!result.ok) return jsonError(401, 'Invalid email or password')
  return Response.json(result.user, {
    headers: { 'x-login': result.token, 'Cache-Control': 'no-store', 'Set-Cookie': result.deviceCookie },
  })
}
