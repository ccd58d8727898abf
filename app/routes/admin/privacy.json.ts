import { data } from 'react-router'
import { z } from 'zod'
import { emailField } from '~/schemas/fields'
import { exportTravellerData } from '~/services/privacy.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf } from '~/services/staff-context.server'
import type { Route } from './+types/privacy.json'

// Everything held about an address as one JSON file to hand to the traveller (admins only; on the audit
// trail). A POST, so the address stays out of the address bar and the server's logs.

const Download = z.object({ email: emailField })

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = adminOf(context)
  const parsed = Download.safeParse(Object.fromEntries(await readSubmission(request)))
  if (!parsed.success)
    throw data({ error: 'Give the e-mail address whose data to download.' }, { status: 400 })
  const held = await exportTravellerData(
    { staff, address: context.get(clientAddressContext) },
    parsed.data.email,
  )
  return new Response(JSON.stringify(held, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="traveller-data-${new Date().toISOString().slice(0, 10)}.json"`,
    },
  })
}
