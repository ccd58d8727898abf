import { TOTP } from 'otpauth'

// A browser's side of the staff pages for the integration suite: form posts and page loads that carry
// and collect cookies (the session, the trusted device, the pending second step), from a client
// address of the test's choosing (the server must trust one proxy: TRUST_PROXY=1).

export interface Visitor {
  url: string
  /** Cookies this browser holds, by name. */
  cookies: Map<string, string>
  /** The client address the reverse proxy reports, when set. */
  from?: string
}

export interface PageAnswer {
  status: number
  location: string | null
  headers: Headers
  html: string
}

export function newVisitor(url: string, from?: string): Visitor {
  return { url, cookies: new Map(), from }
}

/** A GET, or a form POST when `form` is given, as the browser sends it (same origin). */
export async function visit(
  visitor: Visitor,
  pathname: string,
  form?: Record<string, string | number>,
): Promise<PageAnswer> {
  const headers: Record<string, string> = { origin: visitor.url }
  if (visitor.cookies.size)
    headers.cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  if (visitor.from) headers['x-forwarded-for'] = visitor.from
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
  const answer = await fetch(`${visitor.url}${pathname}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers,
    body: form
      ? new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)]))
      : undefined,
  })
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';')
    const [name = '', ...value] = pair.split('=')
    if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) visitor.cookies.delete(name)
    else visitor.cookies.set(name, value.join('='))
  }
  const html = (await answer.text()).replace(/<!-- -->/g, '')
  return { status: answer.status, location: answer.headers.get('location'), headers: answer.headers, html }
}

/** Signs in through /login: answers the sign-in's answer (a redirect, or the page with its message). */
export function signInByPage(visitor: Visitor, email: string, password: string, redirectTo = '/admin/leads') {
  return visit(visitor, '/login', { email, password, redirectTo })
}

/** The code an authenticator app shows for `secret` (base32, as the enrolment page shows it), `offset` steps on. */
export function totpCode(secret: string, email: string, offset = 0): string {
  const totp = new TOTP({ secret: secret.replace(/\s+/g, ''), label: email, digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + offset * 30_000 })
}

/** Sets up a second step through /admin/two-step for a signed-in visitor; answers its secret and recovery codes. */
export async function enrolTwoStep(visitor: Visitor, email: string) {
  await visit(visitor, '/admin/two-step', { intent: 'start' })
  const page = await visit(visitor, '/admin/two-step')
  const secret = /<code[^>]*>([A-Z2-7 ]{16,})<\/code>/.exec(page.html)?.[1]
  if (!secret) throw new Error(`no secret on the enrolment page:\n${page.html.slice(0, 2000)}`)
  const confirmed = await visit(visitor, '/admin/two-step', {
    intent: 'confirm',
    code: totpCode(secret, email),
  })
  const codes = [...confirmed.html.matchAll(/<li>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})<\/li>/g)].map(
    (match) => match[1]!,
  )
  if (codes.length !== 10) throw new Error(`no recovery codes:\n${confirmed.html.slice(0, 2000)}`)
  return { secret, codes, page, confirmed }
}
