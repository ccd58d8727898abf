import { decodeJwt, SignJWT } from 'jose'
import { expect, test } from 'vitest'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../testing/inquiries'
import { call, pngForm, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { ADMIN } from '../../testing/server'

// Staff sign-in and sign-out, and that every staff endpoint refuses anyone without a live session.

describeOnBothDatabases('staff API', (backend) => {
  test('login answers the user in the body and a JWT of the same user in x-login', async () => {
    const answer = await call<Record<string, unknown>>(backend().url, '/api/bookings/login', { json: ADMIN })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      name: 'Administrator',
      email: ADMIN.email,
      role: 'admin',
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/argon|hash|password/i)
    const claims = decodeJwt(answer.headers.get('x-login')!)
    expect(claims).toMatchObject(answer.body)
  })

  test('login refuses wrong credentials with a message, and checks its fields', async () => {
    const { url } = backend()
    const wrong = await call(url, '/api/bookings/login', {
      json: { email: ADMIN.email, password: 'not the password' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ error: 'Invalid email or password' })
    expect(wrong.headers.get('x-login')).toBeNull()
    const unknown = await call(url, '/api/bookings/login', {
      json: { email: 'nobody@example.com', password: 'whatever1' },
    })
    expect(unknown.status).toBe(401)
    const invalid = await call(url, '/api/bookings/login', { json: { email: 'nope', password: '123' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toEqual({
      errors: { email: ['Invalid email'], password: ['Password should be more than six characters'] },
    })
    const empty = await call(url, '/api/bookings/login', { json: {} })
    expect(empty.body).toEqual({ errors: { email: ['Email is required'], password: ['Required'] } })
    // Up to 256 characters, so that a long passphrase fits.
    const long = await call(url, '/api/bookings/login', {
      json: { email: ADMIN.email, password: 'x'.repeat(257) },
    })
    expect(long.body).toEqual({ errors: { password: ['Too Long!'] } })
  })

  test('every staff endpoint: 401 without a token, with a forged or signed-out one; 200 with a valid one', async () => {
    const { url } = backend()
    const ids = {
      book_country: (
        await call<{ id: number }>(url, '/api/bookings/country_book', { json: countryInquiryInput() })
      ).body.id,
      book_package: (
        await call<{ id: number }>(url, '/api/bookings/book_package', { json: packageBookingInput() })
      ).body.id,
      accomodation: (
        await call<{ id: number }>(url, '/api/bookings/accomodation', { json: accommodationInput() })
      ).body.id,
      airport: (await call<{ id: number }>(url, '/api/bookings/airport', { json: airportTransferInput() }))
        .body.id,
      message: (await call<{ id: number }>(url, '/api/bookings/message', { json: contactMessageInput() }))
        .body.id,
    }
    const reads = [
      '/api/bookings/book_package',
      `/api/bookings/book_package/${ids.book_package}`,
      '/api/bookings/book_country',
      `/api/bookings/book_country/${ids.book_country}`,
      '/api/bookings/accomodation',
      `/api/bookings/accomodation/${ids.accomodation}`,
      '/api/bookings/airport',
      `/api/bookings/airport/${ids.airport}`,
      '/api/bookings/messages',
      `/api/bookings/message/${ids.message}`,
    ]
    let article = 0
    const writes: { path: string; init: () => Promise<Parameters<typeof call>[2]> }[] = [
      {
        path: '/api/bookings/blog',
        init: async () => ({ json: { title: `Access check ${++article}`, content: '<p>Hello</p>' } }),
      },
      { path: '/api/bookings/upload', init: async () => ({ body: await pngForm(), method: 'POST' }) },
    ]

    const forged = await new SignJWT({
      sid: 'x',
      id: 1,
      name: 'Administrator',
      email: ADMIN.email,
      role: 'admin',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-than-the-servers'))
    const signedOut = await signIn(url, ADMIN.email, ADMIN.password)
    expect((await call(url, '/api/bookings/logout', { method: 'POST', token: signedOut })).status).toBe(200)
    const valid = await signIn(url, ADMIN.email, ADMIN.password)

    const refused: { label: string; headers: Record<string, string> }[] = [
      { label: 'no token', headers: {} },
      { label: 'forged token', headers: { authorization: `Bearer ${forged}` } },
      { label: 'signed-out token', headers: { 'x-login': signedOut } },
      { label: 'garbage token', headers: { cookie: 'tembo_session=garbage' } },
    ]
    for (const path of reads) {
      for (const attempt of refused) {
        const answer = await call(url, path, { headers: attempt.headers })
        expect(answer.status, `${path} with ${attempt.label}`).toBe(401)
      }
      // The token is accepted in each of the three places a client may put it.
      expect((await call(url, path, { headers: { authorization: `Bearer ${valid}` } })).status, path).toBe(
        200,
      )
      expect((await call(url, path, { headers: { 'x-login': valid } })).status, path).toBe(200)
      expect((await call(url, path, { headers: { cookie: `tembo_session=${valid}` } })).status, path).toBe(
        200,
      )
    }
    for (const write of writes) {
      for (const attempt of refused) {
        const answer = await call(url, write.path, { ...(await write.init()), headers: attempt.headers })
        expect(answer.status, `${write.path} with ${attempt.label}`).toBe(401)
      }
      expect(
        (await call(url, write.path, { ...(await write.init()), token: valid })).status,
        write.path,
      ).toBe(201)
    }
    expect((await call(url, '/api/bookings/logout', { method: 'POST' })).status).toBe(401)
  })

  test('signing out ends the session: the same token is refused afterwards', async () => {
    const { url } = backend()
    const token = await signIn(url, ADMIN.email, ADMIN.password)
    expect((await call(url, '/api/bookings/messages', { token })).status).toBe(200)
    expect((await call(url, '/api/bookings/logout', { method: 'POST', token })).status).toBe(200)
    expect((await call(url, '/api/bookings/messages', { token })).status).toBe(401)
    expect((await call(url, '/api/bookings/logout', { method: 'POST', token })).status).toBe(401)
  })

  test('CORS: a listed origin may call the API and read x-login; others get no CORS headers', async () => {
    const { url } = backend()
    const preflight = await fetch(`${url}/api/bookings/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://admin.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://admin.example.com')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
    // A client that retries an inquiry may send its Idempotency-Key from another origin.
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/i)
    const login = await call(url, '/api/bookings/login', {
      json: ADMIN,
      headers: { origin: 'https://admin.example.com' },
    })
    expect(login.headers.get('access-control-allow-origin')).toBe('https://admin.example.com')
    expect(login.headers.get('access-control-expose-headers')).toMatch(/x-login/i)
    const stranger = await fetch(`${url}/api/bookings/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('health check answers 200 once the database takes writes; liveness answers 200', async () => {
    const answer = await call(backend().url, '/healthz')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok', checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const live = await call(backend().url, '/livez')
    expect(live.status).toBe(200)
    expect(live.body).toEqual({ status: 'alive' })
  })
})
