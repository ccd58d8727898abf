import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { operatorTime } from '~/lib/lead-clock'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { tripDetailsSchema } from '~/schemas/trip-details'
import { jobNow } from '~/services/job-clock.server'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { readSubmission } from '~/services/request-input.server'
import { openDetailsPage, saveDetails } from '~/services/trip-details.server'
import { readToken } from './proposal.$token.server'

// The traveller's details page's loader and action (routes/public/proposal.$token.details.tsx), beside
// it: by the proposal's link, once the deposit is in.

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS })

export async function loadDetailsPage(token: string | undefined, request: Request) {
  const secret = readToken(token)
  const page = await openDetailsPage(secret)
  if (!page) throw notFound()
  const { view } = page
  return data(
    {
      title: view.title,
      brand: view.brand,
      startDate: view.startDate,
      endDate: view.endDate,
      state: page.state,
      details: page.details,
      saved: new URL(request.url).searchParams.get('saved') === '1',
      proposalPath: `/proposal/${secret}`,
      retentionDays: getConfig().tripDetailsRetentionDays,
      // The page, its frame included, speaks the booking's language (components/use-locale.ts).
      pageLanguage: page.language,
    },
    { headers: PRIVATE_HEADERS },
  )
}

type Errors = Record<string, string[] | undefined>

export async function answerDetailsForm(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const secret = readToken(token)
  const page = await openDetailsPage(secret)
  if (!page) throw notFound()
  const formData = await readSubmission(request, { lists: true })
  const typed = Object.fromEntries(
    [...formData.entries()].flatMap(([name, value]) =>
      typeof value === 'string' && name !== 'intent' ? [[name, value.slice(0, 1000)]] : [],
    ),
  )
  const refuse = (status: number, errors: Errors, refused: string | null = null) =>
    data({ errors, refused, typed }, { status, headers: PRIVATE_HEADERS })
  if (page.state !== 'open') return refuse(409, {})
  const today = operatorTime(jobNow(), getConfig().operatorTimezone).day
  const count = page.view.adults + page.view.children
  const submission = parseWithZod(formData, { schema: tripDetailsSchema(count, today) })
  if (submission.status !== 'success') return refuse(400, submission.error as Errors)
  if (!(await allowSubmission(context))) return refuse(429, {}, RATE_LIMITED_MESSAGE)
  await saveDetails(page, submission.value)
  throw redirect(`/proposal/${secret}/details?saved=1`, { headers: PRIVATE_HEADERS })
}
