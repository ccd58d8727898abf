import fc from 'fast-check'
import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { endpoints, RUNS } from './fuzz.shared'

// Fuzzing the requests themselves rather than an inquiry's values: NUL characters, reserved field names,
// numbers out of range in addresses, bodies that are not what they claim. Never a 5xx.

describeOnBothDatabases('fuzzing the public endpoints', (backend) => {
  test('a NUL character in an address or a search is answered, never a 5xx', async () => {
    const { url, token } = backend()
    expect((await fetch(`${url}/article/Bwindi%00`)).status).toBe(404)
    expect((await call(url, '/api/bookings/blog/Bwindi%00')).status).toBe(404)
    const search = await call(url, '/api/bookings/messages?q=%00ada', { token })
    expect(search.status).toBe(200)
    const page = await fetch(`${url}/admin/messages_bookings?q=%00ada`, {
      headers: { cookie: `tembo_session=${token}` },
    })
    expect(page.status).toBe(200)
  })

  // Names a form library gives a meaning to (Conform's intent and state, paths into objects and
  // arrays, the prototype): a body holding one is refused before any parser reads it.
  const oddNames = fc.constantFrom(
    '__state__',
    '__intent__',
    '__proto__',
    'constructor[prototype][polluted]',
    'name[0]',
    'email[99999999]',
    'a.b',
    'message.__proto__',
    '_hidden',
    '',
  )
  const oddValues = fc.constantFrom('{', 'garbage', '{"type":"update","payload":{}}', '[]', 'null', 'x')

  test('reserved and structured field names are refused on every form and API, never a 5xx', async () => {
    const { url } = backend()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        oddNames,
        oddValues,
        fc.constantFrom('json', 'form', 'page'),
        async (endpoint, name, odd, how) => {
          const fields = { ...endpoint.valid(), [name]: odd }
          const answer =
            how === 'page'
              ? await fetch(`${url}${endpoint.form}`, {
                  method: 'POST',
                  redirect: 'manual',
                  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
                })
              : await fetch(`${url}/api/bookings/${endpoint.api}`, {
                  method: 'POST',
                  headers: {
                    'content-type': how === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                  },
                  body:
                    how === 'json'
                      ? JSON.stringify(fields)
                      : new URLSearchParams(
                          Object.entries(fields).map(([k, v]) => [k, String(v)]),
                        ).toString(),
                })
          const label = `${how} ${endpoint.api} ${name}=${odd}`
          // An empty name is no field at all in a form (and a form post stays valid without it).
          if (name === '' && how !== 'json') expect(answer.status, label).toBeLessThan(500)
          else expect(answer.status, label).toBe(400)
          await answer.arrayBuffer()
        },
      ),
      { numRuns: RUNS * 2 },
    )
    // The staff sign-in, both ways.
    for (const name of ['__state__', '__intent__']) {
      const fields = new URLSearchParams({ email: 'a@b.co', password: 'whatever1', [name]: '{' })
      expect((await fetch(`${url}/login`, { method: 'POST', body: fields })).status).toBe(400)
      expect((await fetch(`${url}/api/bookings/login`, { method: 'POST', body: fields })).status).toBe(400)
    }
  })

  test('numbers out of range in addresses are answered 4xx or read as the first page, never a 5xx', async () => {
    const { url, token } = backend()
    const numbers = ['1e300', '-1e300', '9007199254740993', '1e21', 'Infinity', 'NaN', '-1', '1.5', 'x']
    for (const number of numbers) {
      for (const path of [`/api/bookings/blog?offset=${number}`, `/api/bookings/blog?limit=${number}`]) {
        expect((await call(url, path)).status, path).toBe(400)
      }
      const staffList = await call(url, `/api/bookings/messages?offset=${number}`, { token })
      expect(staffList.status, number).toBeLessThan(500)
      const page = await fetch(`${url}/admin/messages_bookings?page=${number}`, {
        headers: { cookie: `tembo_session=${token}` },
      })
      expect(page.status, number).toBe(200)
      const one = await call(url, `/api/bookings/message/${number}`, { token })
      expect(one.status, number).toBe(404)
    }
    expect((await call(url, '/api/bookings/blog?offset=1000000000')).status).toBe(200)
    expect((await call(url, '/api/bookings/blog?offset=1000000001')).status).toBe(400)
  })

  test('bodies that are not what they claim to be are refused, never a 5xx', async () => {
    const { url } = backend()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'text/plain',
          '',
        ),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        ),
        fc.constantFrom(
          ...endpoints.map((endpoint) => `/api/bookings/${endpoint.api}`),
          ...endpoints.map((endpoint) => endpoint.form),
        ),
        async (type, text, path) => {
          const answer = await fetch(`${url}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: type ? { 'content-type': type } : {},
            body: text,
          })
          expect(answer.status, `${path} ${type} ${JSON.stringify(text).slice(0, 200)}`).toBeLessThan(500)
          await answer.arrayBuffer()
        },
      ),
      { numRuns: 120 },
    )
  })
})
