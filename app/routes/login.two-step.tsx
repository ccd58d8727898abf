import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { ConformInput } from '~/components/ui/conform-input'
import { FormErrors } from '~/components/ui/form-alert'
import { StaffCard } from '~/components/staff-card'
import { SecondStepSchema } from '~/schemas/two-step'
import { sessionCookie } from '~/services/auth.server'
import {
  clearedPendingSignInCookie,
  PENDING_MINUTES,
  readPendingSignIn,
} from '~/services/pending-sign-in.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { finishSecondStep } from '~/services/sign-in.server'
import { retryAfter, signInWaitMessage } from '~/services/sign-in-throttle.server'
import type { Route } from './+types/login.two-step'

// The second step of a sign-in (docs/product.md, "Signing in and out"): after a right password, the
// code from the member's authenticator app or one of their recovery codes. Only a browser holding the
// short-lived cookie of that password step gets here; the session starts once the code is right.

const WRONG_CODE =
  'This code is not right. Enter the code your authenticator app shows now, or an unused recovery code.'

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await readPendingSignIn(request))) throw redirect('/login')
  return { minutes: PENDING_MINUTES }
}

export async function action({ request, context }: Route.ActionArgs) {
  const pending = await readPendingSignIn(request)
  if (!pending) throw redirect('/login')
  const submission = parseWithZod(await readSubmission(request), { schema: SecondStepSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const address = context.get(clientAddressContext)
  const result = await finishSecondStep(request, pending.staffId, submission.value.code, address)
  if (result.ok) {
    const headers = new Headers()
    headers.append('Set-Cookie', sessionCookie(result.token, result.expiresAt))
    headers.append('Set-Cookie', result.deviceCookie)
    headers.append('Set-Cookie', clearedPendingSignInCookie())
    throw redirect(pending.redirectTo, { headers })
  }
  if (result.reason === 'wait') {
    const reply = submission.reply({ formErrors: [signInWaitMessage(result.waitMs)], hideFields: ['code'] })
    return data({ result: reply }, { status: 429, headers: retryAfter(result.waitMs) })
  }
  if (result.reason === 'wrong-code')
    return data(
      { result: submission.reply({ fieldErrors: { code: [WRONG_CODE] }, hideFields: ['code'] }) },
      { status: 401 },
    )
  throw redirect('/login', { headers: { 'Set-Cookie': clearedPendingSignInCookie() } })
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders)
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

export const meta: Route.MetaFunction = () => [
  { title: 'Two-step sign-in' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'second-step',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondStepSchema }),
  })
  return (
    <StaffCard>
      <h1 className="font-serif text-3xl">Two-step sign-in</h1>
      <p className="mt-2">
        Enter the 6-digit code your authenticator app shows for this site. Lost your phone? Enter one of your
        recovery codes instead; each works once.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <ConformInput field={fields.code} label="Code" type="text" autoComplete="one-time-code" />
        <button
          type="submit"
          disabled={navigation.state !== 'idle'}
          className="w-full rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600 disabled:opacity-70"
        >
          Sign in
        </button>
      </Form>
      <p className="mt-6 text-sm">
        This step waits {loaderData.minutes} minutes.{' '}
        <a href="/login" className="text-savanna-700 underline">
          Start again
        </a>
      </p>
    </StaffCard>
  )
}
