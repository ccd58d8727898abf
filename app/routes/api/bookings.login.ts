import { parseWithZod } from '@conform-to/zod/v4'
import { ApiLoginSchema } from '~/schemas/auth'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readSubmission } from '~/services/request-input.server'
import { clientAddressContext } from '~/services/request-context.server'
import { ENROL_FIRST_MESSAGE } from '~/services/sign-in-duties.server'
import { signIn } from '~/services/sign-in.server'
import { retryAfter, signInWaitMessage } from '~/services/sign-in-throttle.server'
import type { Route } from './+types/bookings.login'

// POST /api/bookings/login { email, password, otp? } → 200 with the staff user, token in the x-login
// header. `otp` is the code of a member's second step (docs/product.md, "Sign-in, blog and uploads").

const SECOND_STEP_MESSAGES = {
  missing: 'Enter the 6-digit code from your authenticator app (otp), or one of your recovery codes.',
  wrong:
    'This code is not right (otp). Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
}

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const submission = parseWithZod(await readSubmission(request), { schema: ApiLoginSchema })
  if (submission.status !== 'success') {
    return Response.json({ errors: submission.error ?? {} }, { status: 400 })
  }
  const result = await signIn(request, submission.value, context.get(clientAddressContext), 'api')
  if (result.ok)
    return Response.json(result.user, {
      headers: { 'x-login': result.token, 'Cache-Control': 'no-store', 'Set-Cookie': result.deviceCookie },
    })
  switch (result.reason) {
    case 'wait':
      return Response.json(
        { error: signInWaitMessage(result.waitMs) },
        { status: 429, headers: retryAfter(result.waitMs) },
      )
    case 'second-step':
      return jsonError(401, SECOND_STEP_MESSAGES.missing)
    case 'wrong-code':
      return jsonError(401, SECOND_STEP_MESSAGES.wrong)
    case 'enrol-first':
      return jsonError(403, ENROL_FIRST_MESSAGE)
    default:
      return jsonError(401, 'Invalid email or password')
  }
}
