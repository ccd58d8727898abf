import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { ConformInput } from '~/components/ui/conform-input'
import { FormErrors } from '~/components/ui/form-alert'
import { StaffCard } from '~/components/staff-card'
import { LoginSchema } from '~/schemas/auth'
import { safeRedirect } from '~/lib/paths'
import { getStaff, sessionCookie, signOut } from '~/services/auth.server'
import { pendingSignInCookie } from '~/services/pending-sign-in.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { signIn } from '~/services/sign-in.server'
import { retryAfter, signInWaitMessage } from '~/services/sign-in-throttle.server'
import type { Route } from './+types/login'

// Staff sign-in (docs/product.md, "Signing in and out": "Staff Login", Email, Password, Submit).
// Success opens the page that sent the visitor here, or the dashboard; a member with a second step
// first types its code on /login/two-step.

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'))
  if (await getStaff(request)) throw redirect(redirectTo)
  return { redirectTo }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readSubmission(request)
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // Where to go is settled before a session exists, so nothing after the sign-in can fail on it.
  const redirectTo = safeRedirect(formData.get('redirectTo'))
  const result = await signIn(request, submission.value, context.get(clientAddressContext))
  if (!result.ok && result.reason === 'second-step') {
    const pending = await pendingSignInCookie({ staffId: result.staffId, redirectTo })
    throw redirect('/login/two-step', { headers: { 'Set-Cookie': pending } })
  }
  if (!result.ok) {
    const waiting = result.reason === 'wait'
    return data(
      {
        result: submission.reply({
          formErrors: [waiting ? signInWaitMessage(result.waitMs) : 'Invalid email or password'],
          hideFields: ['password'],
        }),
      },
      {
        status: waiting ? 429 : 401,
        headers: waiting ? retryAfter(result.waitMs) : undefined,
      },
    )
  }
  // A new session on every sign-in; one the browser already held is ended.
  await signOut(request)
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(result.token, result.expiresAt))
  headers.append('Set-Cookie', result.deviceCookie)
  throw redirect(redirectTo, { headers })
}

// A throttled attempt's Retry-After (and any other header the action sets) reaches the browser.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export const meta: Route.MetaFunction = () => [
  { title: 'Staff Login' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'staff-login',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const busy = navigation.state !== 'idle'
  return (
    <StaffCard>
      <h1 className="font-serif text-3xl">Staff Login</h1>
      <p className="mt-2 text-sm text-forest-700">
        For the team that handles inquiries and writes Our Stories.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <ConformInput field={fields.email} label="Email" type="email" autoComplete="username" />
        <ConformInput
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600 disabled:opacity-70"
        >
          {busy ? 'Signing in…' : 'Submit'}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <a href="/" className="text-savanna-700 underline">
          Back to the website
        </a>
      </p>
    </StaffCard>
  )
}
