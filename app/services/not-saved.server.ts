import { data, type RouterContextProvider } from 'react-router'
import { CommitUnknownError, isDatabaseUnavailable } from '~/models/db.server'
import type { NotSaved } from '~/lib/not-saved'
import { noteRequestError } from './unavailable.server'

// A staff form sent while the database is away is answered 503 with what was sent (app/lib/not-saved.ts),
// thrown so that the page's loaders, which would fail the same way, do not run: the back-office's error
// page shows the words and a button to send them again, with or without JavaScript. "Nothing was saved"
// is said only when Tembo knows it: when the COMMIT was sent and its answer lost, the page says the
// saving could not be confirmed instead (decision 048).

/** Fields never sent back to the browser. */
const SECRET = /password|secret|token|recovery|^code$/i
/** Fields that say which form it was, not what someone typed: sent again, not shown. */
const PLUMBING = new Set(['intent', 'form', 'submission', 'redirectTo', 'id', 'version', 'once'])

async function notSavedOf(request: Request, uncertain: boolean): Promise<NotSaved> {
  const url = new URL(request.url)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    form = new FormData()
  }
  const fields: NotSaved['fields'] = []
  for (const [name, value] of form) {
    if (typeof value !== 'string' || SECRET.test(name)) continue
    const typed = value.trim()
    fields.push({ name, value, shown: !PLUMBING.has(name) && typed !== '' && !/^\d+$/.test(typed) })
  }
  // A request from a page with JavaScript names React Router's data address (`/admin/leads/7.data`):
  // the form sends again to the page's own.
  url.pathname = url.pathname.replace(/\/_root\.data$/, '/').replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return { notSaved: true, uncertain, action: url.pathname + url.search, fields }
}

/** The 503 that hands a submission back; for an error that means the database is away. */
export async function notSavedAnswer(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<never> {
  noteRequestError(error, context)
  const uncertain = error instanceof CommitUnknownError
  throw data(await notSavedOf(request, uncertain), { status: 503, headers: { 'Retry-After': '30' } })
}

/** A staff action that hands its submission back when the database is away (see above). */
export function keepWhatWasTyped<
  Args extends { request: Request; context: Readonly<RouterContextProvider> },
  R,
>(action: (args: Args) => Promise<R> | R): (args: Args) => Promise<R> {
  return async (args) => {
    // Read again only if the action fails: by then it has read the body once.
    const copy = args.request.method === 'POST' ? args.request.clone() : null
    try {
      return await action(args)
    } catch (error) {
      if (copy && isDatabaseUnavailable(error)) return notSavedAnswer(error, copy, args.context)
      throw error
    }
  }
}
