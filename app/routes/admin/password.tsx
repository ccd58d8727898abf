import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { NewPasswordPair, usePasswordJudge } from '~/components/ui/new-password-field'
import { loadPasswordEstimator } from '~/lib/password-estimator'
import { passwordProblem } from '~/lib/password-rule'
import { STAFF_LANDING } from '~/lib/paths'
import { recordAudit } from '~/models/audit.server'
import { deleteOtherSessions } from '~/models/sessions.server'
import { clientAddressContext } from '~/services/request-context.server'
import { findStaffPasswordHash, updateStaffPassword } from '~/models/staff.server'
import { ConformInput } from '~/components/ui/conform-input'
import { changePasswordSchema } from '~/schemas/auth'
import { readSubmission } from '~/services/request-input.server'
import { verifyPassword } from '~/lib/passwords.server'
import {
  clearPasswordChangeFailures,
  passwordChangeWait,
  passwordChangeWaitMessage,
  recordPasswordChangeFailure,
  retryAfter,
} from '~/services/sign-in-throttle.server'
import { pendingDuty } from '~/services/sign-in-duties.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/password'

// A signed-in staff member changes their own password, under the rule for new ones (docs/product.md,
// "Signing in and out"). Every other session of theirs ends, so a password someone else learnt stops
// working everywhere at once. A member whose password sign-in found below the rule is sent here from
// every other page until they have chosen a new one.

const HIDDEN = ['current_password', 'new_password', 'confirm_password']

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  return {
    owner: { name: staff.name, email: staff.email },
    required: (await pendingDuty(staff)) === 'password',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, sessionId } = staffOf(context)
  const estimator = await loadPasswordEstimator()
  const schema = changePasswordSchema((password) => passwordProblem(password, estimator, staff))
  const submission = parseWithZod(await readSubmission(request), { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDDEN }), done: false }, { status: 400 })
  }
  // Someone at an unattended desk may not guess the password through this form: wrong current
  // passwords are slowed as sign-in failures are.
  const waitMs = await passwordChangeWait(staff.id)
  if (waitMs > 0) {
    const result = submission.reply({
      fieldErrors: { current_password: [passwordChangeWaitMessage(waitMs)] },
      hideFields: HIDDEN,
    })
    return data({ result, done: false }, { status: 429, headers: retryAfter(waitMs) })
  }
  const hash = await findStaffPasswordHash(staff.id)
  if (!hash || !(await verifyPassword(hash, submission.value.current_password))) {
    await recordPasswordChangeFailure(staff.id)
    const result = submission.reply({
      fieldErrors: { current_password: ['This is not your current password'] },
      hideFields: HIDDEN,
    })
    return data({ result, done: false }, { status: 400 })
  }
  await clearPasswordChangeFailures(staff.id)
  const wasRequired = (await pendingDuty(staff)) === 'password'
  await updateStaffPassword(staff.id, submission.value.new_password)
  await deleteOtherSessions(staff.id, sessionId)
  await recordAudit({ actor: staff, action: 'password-changed', address: context.get(clientAddressContext) })
  // Asked for at sign-in: the back-office opens again.
  if (wasRequired) throw redirect(STAFF_LANDING)
  return { result: submission.reply({ resetForm: true }), done: true }
}

export const meta: Route.MetaFunction = () => [{ title: 'Change password | Back-office' }]

export default function Password({ loaderData: { owner, required }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { judge, estimator } = usePasswordJudge(owner)
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema(judge) }),
  })
  return (
    <>
      <h1 className="font-serif text-3xl">Change password</h1>
      {required ? (
        <p
          role="alert"
          className="mt-3 max-w-xl rounded-lg border-2 border-savanna-700 bg-savanna-100 p-3 font-semibold"
        >
          Your password is too easy to guess for the back-office now: it needs at least 12 characters and must
          not be a common password or built from your name or e-mail address. Choose a new one to go on.
        </p>
      ) : null}
      <p className="mt-2 max-w-xl">Your other devices are signed out when you change it.</p>
      {actionData?.done && navigation.state === 'idle' ? (
        <p role="status" className="mt-4 max-w-md rounded-lg bg-forest-800 p-3 font-semibold text-white">
          Your password is changed. Other devices were signed out.
        </p>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 max-w-md space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <ConformInput
          field={fields.current_password}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordPair fields={fields} estimator={estimator} owner={owner} />
        <button
          type="submit"
          disabled={navigation.state !== 'idle'}
          className="rounded-full bg-savanna-700 px-6 py-3 font-semibold text-white hover:bg-savanna-800 disabled:opacity-70"
        >
          Change password
        </button>
      </Form>
    </>
  )
}
