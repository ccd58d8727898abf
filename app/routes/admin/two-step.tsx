import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { FormField, describedBy } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { STAFF_LANDING } from '~/lib/paths'
import { verifyPassword } from '~/lib/passwords.server'
import { findStaffPasswordHash } from '~/models/staff.server'
import { countRecoveryCodesLeft, findTwoStep, readTwoStepRequirement } from '~/models/two-step.server'
import { TwoStepChangeSchema } from '~/schemas/two-step'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import {
  clearPasswordChangeFailures,
  passwordChangeWait,
  passwordChangeWaitMessage,
  recordPasswordChangeFailure,
  retryAfter,
} from '~/services/sign-in-throttle.server'
import { staffOf } from '~/services/staff-context.server'
import {
  confirmEnrolment,
  mustHaveTwoStep,
  pendingEnrolment,
  removeOwnTwoStep,
  startEnrolment,
  RECOVERY_CODE_COUNT,
} from '~/services/two-step.server'
import type { Route } from './+types/two-step'

// A member's own second step (docs/product.md, "Signing in and out"): scan a QR code (drawn on the
// server) or type the secret into an authenticator app, confirm with a code, and keep the ten recovery
// codes shown once. Turning it off asks for the password. A member the team requires to have one is
// sent here from every other page until it is set up.

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  const [row, requirement] = await Promise.all([findTwoStep(staff.id), readTwoStepRequirement()])
  const enrolled = Boolean(row?.confirmed_at)
  return {
    enrolled,
    required: mustHaveTwoStep(staff.role, requirement),
    pending: enrolled ? null : await pendingEnrolment(staff),
    codesLeft: enrolled ? await countRecoveryCodesLeft(staff.id) : 0,
    codeCount: RECOVERY_CODE_COUNT,
  }
}

type Answer = { errors?: Record<string, string[]>; codes?: string[]; done?: string }

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = staffOf(context)
  const address = context.get(clientAddressContext)
  const submission = parseWithZod(await readSubmission(request), { schema: TwoStepChangeSchema })
  const answer = (body: Answer, init?: number | ResponseInit) => data(body, init)
  if (submission.status !== 'success')
    return answer({ errors: (submission.reply().error ?? {}) as Record<string, string[]> }, 400)
  const value = submission.value
  if (value.intent === 'start') {
    await startEnrolment(staff)
    return answer({})
  }
  if (value.intent === 'confirm') {
    const confirmed = await confirmEnrolment(staff, value.code, address)
    if (confirmed === 'wrong')
      return answer(
        { errors: { code: ['This code is not right: type the 6 digits your app shows now for this site'] } },
        400,
      )
    if (confirmed === 'none')
      return answer({ errors: { code: ['Start the setup again: nothing waits for a code'] } }, 409)
    return answer({ codes: confirmed })
  }
  // Turning it off asks for the password, slowed like the password form against a guesser at the desk.
  const waitMs = await passwordChangeWait(staff.id)
  if (waitMs > 0)
    return answer(
      { errors: { current_password: [passwordChangeWaitMessage(waitMs)] } },
      { status: 429, headers: retryAfter(waitMs) },
    )
  const hash = await findStaffPasswordHash(staff.id)
  if (!hash || !(await verifyPassword(hash, value.current_password))) {
    await recordPasswordChangeFailure(staff.id)
    return answer({ errors: { current_password: ['This is not your current password'] } }, 400)
  }
  await clearPasswordChangeFailures(staff.id)
  await removeOwnTwoStep(staff, address)
  return answer({ done: 'Two-step sign-in is off.' })
}

export const meta: Route.MetaFunction = () => [{ title: 'Two-step sign-in | Back-office' }]

const buttonClass =
  'rounded-full bg-savanna-700 px-6 py-3 font-semibold text-white hover:bg-savanna-800 disabled:opacity-70'

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const { enrolled, required, pending, codesLeft, codeCount } = loaderData
  const busy = useNavigation().state !== 'idle'
  const errors = actionData?.errors
  return (
    <>
      <h1 className="font-serif text-3xl">Two-step sign-in</h1>
      <p className="mt-2 max-w-2xl">
        After your password, sign-in asks for a 6-digit code from an authenticator app on your phone (such as
        Google Authenticator, Microsoft Authenticator, 2FAS or Aegis). A browser where you typed a code skips
        this step for 30 days.
      </p>
      {required && !enrolled && !actionData?.codes ? (
        <p
          role="alert"
          className="mt-3 max-w-2xl rounded-lg border-2 border-savanna-700 bg-savanna-100 p-3 font-semibold"
        >
          Your team requires two-step sign-in for your account. Set it up to go on to the back-office.
        </p>
      ) : null}
      {actionData?.done ? (
        <p role="status" className="mt-4 max-w-md rounded-lg bg-forest-800 p-3 font-semibold text-white">
          {actionData.done}
        </p>
      ) : null}

      {actionData?.codes ? (
        <section aria-labelledby="codes-heading" className="mt-6 max-w-xl rounded-xl bg-white p-6 shadow-sm">
          <h2 id="codes-heading" className="font-serif text-2xl">
            Two-step sign-in is on: keep your recovery codes
          </h2>
          <p className="mt-2">
            If you lose your phone, each of these codes signs you in once in place of a code from the app.
            They are shown only now: print them or keep them in your password manager.
          </p>
          <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
            {actionData.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={STAFF_LANDING} className="font-semibold text-savanna-700 underline">
              I have kept them: go on to the back-office
            </Link>
          </p>
        </section>
      ) : enrolled ? (
        <section className="mt-6 max-w-xl rounded-xl bg-white p-6 shadow-sm">
          <p className="font-semibold">Two-step sign-in is on.</p>
          <p className="mt-1">
            {codesLeft} of {codeCount} recovery codes left.
            {required ? ' Your team requires it: if you turn it off, you set it up again at once.' : ''}
          </p>
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <FormField id="current_password" label="Current password" errors={errors?.current_password}>
              <input
                id="current_password"
                name="current_password"
                type="password"
                autoComplete="current-password"
                className={inputClass}
                {...describedBy('current_password', { errors: errors?.current_password })}
              />
            </FormField>
            <button type="submit" name="intent" value="remove" disabled={busy} className={buttonClass}>
              Turn off two-step sign-in
            </button>
          </Form>
        </section>
      ) : pending ? (
        <section aria-labelledby="scan-heading" className="mt-6 max-w-xl rounded-xl bg-white p-6 shadow-sm">
          <h2 id="scan-heading" className="font-serif text-2xl">
            Scan this code with your app
          </h2>
          <img
            src={pending.qr}
            alt="QR code to add this site to your authenticator app"
            width={240}
            height={240}
            className="mt-4 h-60 w-60"
          />
          <p className="mt-3">
            Or type this key into the app (time-based):{' '}
            <code className="font-mono text-lg break-all">{pending.secret}</code>
          </p>
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <FormField id="code" label="The 6-digit code your app shows" errors={errors?.code}>
              <input
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className={inputClass}
                {...describedBy('code', { errors: errors?.code })}
              />
            </FormField>
            <button type="submit" name="intent" value="confirm" disabled={busy} className={buttonClass}>
              Turn on two-step sign-in
            </button>
          </Form>
        </section>
      ) : (
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="start" disabled={busy} className={buttonClass}>
            Set up two-step sign-in
          </button>
        </Form>
      )}
    </>
  )
}
