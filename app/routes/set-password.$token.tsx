import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { FormErrors } from '~/components/ui/form-alert'
import { StaffCard } from '~/components/staff-card'
import { NewPasswordPair, usePasswordJudge } from '~/components/ui/new-password-field'
import { loadPasswordEstimator } from '~/lib/password-estimator'
import { passwordProblem } from '~/lib/password-rule'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { STAFF_LANDING } from '~/lib/paths'
import { STAFF_LINK_HOURS } from '~/lib/staff-roles'
import { findLiveStaffLink } from '~/models/staff-links.server'
import { setPasswordSchema } from '~/schemas/auth'
import { sessionCookie, startSession } from '~/services/auth.server'
import { pendingSignInCookie } from '~/services/pending-sign-in.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { secondStepDue } from '~/services/sign-in.server'
import { redeemPasswordLink } from '~/services/team.server'
import type { Route } from './+types/set-password.$token'

// The page an invitation or a password link opens (docs/product.md, "The team"): the member chooses
// a password and is signed in; one with a second step types its code first, as after /login, since the
// link proves the mailbox and not the phone. A link works once, within its hours; a spent or expired
// one says so and whom to ask. The link's secret is in the address, so the page is never cached and its
// address goes to no other site as a referrer (app/lib/private-page.ts).

const HIDDEN = ['new_password', 'confirm_password']
const SECRET = /^[A-Za-z0-9_-]{20,100}$/

async function linkOf(secret: string) {
  return SECRET.test(secret) ? findLiveStaffLink(secret) : undefined
}

export async function loader({ params }: Route.LoaderArgs) {
  const link = await linkOf(params.token)
  if (!link) return data({ link: null }, { status: 410 })
  return { link: { name: link.name, email: link.email, invite: link.purpose === 'invite' } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readSubmission(request)
  // The password is judged against its owner's name and address, so the link is read first.
  const link = await linkOf(params.token)
  const estimator = await loadPasswordEstimator()
  const schema = setPasswordSchema((password) => passwordProblem(password, estimator, link ?? {}))
  const submission = parseWithZod(formData, { schema })
  const gone = () => {
    const result = submission.reply({
      formErrors: ['This link no longer works. Ask an admin of your team for a new one.'],
      hideFields: HIDDEN,
    })
    return data({ result }, { status: 410 })
  }
  if (!link) return gone()
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
  const done = await redeemPasswordLink(
    params.token,
    submission.value.new_password,
    context.get(clientAddressContext),
  )
  if (!done) return gone()
  if (await secondStepDue(request, done.user.id)) {
    const pending = await pendingSignInCookie({ staffId: done.user.id, redirectTo: STAFF_LANDING })
    throw redirect('/login/two-step', { headers: { 'Set-Cookie': pending } })
  }
  const session = await startSession(done.user)
  throw redirect(STAFF_LANDING, {
    headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) },
  })
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.link?.invite ? 'Join the team' : 'Set your password' },
  ...PRIVATE_META,
]

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { link } = loaderData
  const owner = { name: link?.name, email: link?.email }
  const { judge, estimator } = usePasswordJudge(owner)
  const [form, fields] = useForm({
    id: 'set-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordSchema(judge) }),
  })
  const busy = navigation.state !== 'idle'
  return (
    <StaffCard>
      {link ? (
        <>
          <h1 className="font-serif text-3xl">{link.invite ? 'Join the team' : 'Set your password'}</h1>
          <p className="mt-2">
            {link.invite ? `Welcome, ${link.name}. ` : ''}Choose the password you will sign in with as{' '}
            <strong className="break-all">{link.email}</strong>.
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
            <FormErrors id={form.errorId} errors={form.errors} />
            <input type="hidden" name="username" autoComplete="username" value={link.email} />
            <NewPasswordPair fields={fields} estimator={estimator} owner={owner} />
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 disabled:opacity-70"
            >
              {link.invite ? 'Join and sign in' : 'Set password and sign in'}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="font-serif text-3xl">This link no longer works</h1>
          <p className="mt-3">
            Links to join the team or to set a password work once, for {STAFF_LINK_HOURS} hours. Ask an admin
            of your team to send you a new one.
          </p>
          <p className="mt-6">
            <a href="/login" className="font-semibold text-savanna-700 underline">
              Go to the staff sign-in
            </a>
          </p>
        </>
      )}
    </StaffCard>
  )
}
