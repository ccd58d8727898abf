import sharp from 'sharp'
import { expect } from 'vitest'
import { ADMIN } from './server'

// Small HTTP helpers for the integration suite.

export interface Answer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export async function call<T = any>(
  base: string,
  path: string,
  init: {
    method?: string
    json?: unknown
    form?: Record<string, string | number>
    token?: string
    headers?: Record<string, string>
    body?: BodyInit
    /** Gives up waiting, as a client with a timeout would */
    signal?: AbortSignal
  } = {},
): Promise<Answer<T>> {
  const headers = new Headers(init.headers)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  } else if (init.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(
      Object.entries(init.form).map(([name, value]) => [name, String(value)]),
    ).toString()
  }
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: init.signal,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T }
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, '/api/bookings/login', { json: { email, password } })
  const token = answer.headers.get('x-login')
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return token
}

/** Signs in through the /login page as a browser would (the admin, unless `member`); answers the session cookie. */
export async function signInByForm(
  url: string,
  redirectTo = '/admin',
  member: { email: string; password: string } = ADMIN,
) {
  const answer = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email: member.email, password: member.password, redirectTo }),
  })
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe(redirectTo)
  const cookie = answer.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/^tembo_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/)
  return cookie.split(';')[0]!
}

/** A multipart form holding a small real PNG in the `file` field, as the article editor sends it. */
export async function pngForm(width = 64, height = 48): Promise<FormData> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#c2783a' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sunset.png')
  form.set('upload_preset', 'ignored')
  return form
}
