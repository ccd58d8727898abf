import { expect, test } from 'vitest'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { call, signIn, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { addStaff, runStaffCli } from '../../testing/staff'
import { adminPages } from '../../testing/admin-pages'

// The back-office over HTTP: the gate in front of every /admin page, sign-in and sign-out through the
// page with its cookie, search, article edits, and cross-site changes. (Throttled sign-in: sign-in-throttle.test.ts.)

describeOnBothDatabases('back-office', (backend) => {
  test('every /admin page sends a signed-out visitor to /login and back afterwards, data requests too', async () => {
    const { url } = backend()
    for (const path of adminPages) {
      const back = `/login?redirectTo=${encodeURIComponent(path)}`
      const answer = await fetch(`${url}${path}`, { redirect: 'manual' })
      expect(answer.status, path).toBe(302)
      expect(answer.headers.get('location'), path).toBe(back)
      // The browser's own data requests (client navigation) get the same redirect, and no data.
      const data = await fetch(`${url}${path}.data`, { redirect: 'manual' })
      const body = await data.text()
      expect(body, `${path}.data`).toContain('SingleFetchRedirect')
      expect(body, `${path}.data`).toContain(JSON.stringify(back))
      expect(body).not.toMatch(/@example|Administrator/)
    }
  })

  test('signing in by the page opens the back-office; Sign Out ends the session everywhere', async () => {
    const { url } = backend()
    const cookie = await signInByForm(url, '/admin/messages_bookings')
    const page = await fetch(`${url}/admin`, { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toMatch(/Welcome, (<!-- -->)?Administrator/)
    // The same session works for the API, as the article editor uses it.
    expect((await call(url, '/api/bookings/messages', { headers: { cookie } })).status).toBe(200)

    const out = await fetch(`${url}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: url },
    })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/login')
    expect(out.headers.get('set-cookie')).toMatch(/^tembo_session=; .*Max-Age=0/)
    expect((await call(url, '/api/bookings/messages', { headers: { cookie } })).status).toBe(401)
    const after = await fetch(`${url}/admin`, { headers: { cookie }, redirect: 'manual' })
    expect(after.status).toBe(302)
  })

  test('a back-office address that names nothing answers 404 inside the back-office, sidebar and all', async () => {
    const { url } = backend()
    const cookie = await signInByForm(url)
    for (const path of ['/admin/message/999999', '/admin/no-such-screen']) {
      const answer = await fetch(`${url}${path}`, { headers: { cookie } })
      expect(answer.status, path).toBe(404)
      const html = await answer.text()
      expect(html, path).toContain('There is nothing at this address.')
      expect(html, path).toContain('aria-label="Back-office"')
      expect(html, path).toContain('Sign Out')
    }
  })

  test('lists search name and e-mail, ignoring case, with LIKE wildcards taken literally', async () => {
    const { url, token } = backend()
    const marker = `Zq${Date.now()}`
    await call(url, '/api/bookings/message', { json: contactMessageInput({ name: `Ada ${marker}` }) })
    await call(url, '/api/bookings/message', {
      json: contactMessageInput({ email: `${marker.toLowerCase()}_x@example.com` }),
    })
    await call(url, '/api/bookings/country_book', { json: countryInquiryInput({ name: `Ada ${marker}` }) })
    const found = await call<{ name: string; email: string }[]>(
      url,
      `/api/bookings/messages?q=${marker.toUpperCase()}`,
      { token },
    )
    expect(found.body).toHaveLength(2)
    expect(found.headers.get('x-total-count')).toBe('2')
    const underscore = await call(url, `/api/bookings/messages?q=${marker.toLowerCase()}_x`, { token })
    expect(underscore.body).toHaveLength(1)
    const wildcard = await call(url, `/api/bookings/messages?q=${marker.toLowerCase()}%25`, { token })
    expect(wildcard.body).toHaveLength(0)
  })

  test('an article is edited, unpublished and deleted; the public blog follows at once', async () => {
    const { url, token } = backend()
    const created = await call<{ id: number }>(url, '/api/bookings/blog', {
      token,
      json: { title: 'Dawn in Kidepo', content: '<p>Buffalo at the waterhole.</p>' },
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    const edited = await call(url, `/api/bookings/articles/${id}`, {
      method: 'PUT',
      token,
      json: {
        title: 'Dawn in Kidepo Valley',
        description: 'Uganda’s far north',
        content: '<p>Lions on the rocks.</p><script>alert(1)</script>',
      },
    })
    expect(edited.status).toBe(200)
    const article = await call(url, `/api/bookings/blog/${encodeURIComponent('Dawn in Kidepo Valley')}`)
    expect(article.body).toMatchObject({
      blog_img_desc: 'Uganda’s far north',
      blog_content: '<p>Lions on the rocks.</p>',
    })
    expect((await call(url, `/api/bookings/blog/${encodeURIComponent('Dawn in Kidepo')}`)).status).toBe(404)

    const taken = await call(url, `/api/bookings/articles/${id}`, {
      method: 'PUT',
      token,
      json: { title: 'Meeting the Mountain Gorillas of Bwindi', content: '<p>x</p>' },
    })
    expect(taken.status).toBe(409)
    expect(
      (
        await call(url, '/api/bookings/articles/999999', {
          method: 'PUT',
          token,
          json: { title: 'x', content: 'y' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(url, `/api/bookings/articles/${id}`, { method: 'PUT', json: { title: 'x', content: 'y' } }))
        .status,
    ).toBe(401)

    const cookie = `tembo_session=${token}`
    const unpublish = await fetch(`${url}/admin/articles`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: String(id), title: 'Dawn in Kidepo Valley', intent: 'unpublish' }),
    })
    expect(unpublish.status).toBe(200)
    expect((await fetch(`${url}/article/${encodeURIComponent('Dawn in Kidepo Valley')}`)).status).toBe(404)
    const blog = await (await fetch(`${url}/blogs`)).text()
    expect(blog).not.toContain('Dawn in Kidepo Valley')
  })

  test('a change carried by the cookie from another site is refused; from our own pages it is made', async () => {
    const { url, token } = backend()
    const cookie = `tembo_session=${token}`
    const post = (origin: string) =>
      fetch(`${url}/api/bookings/blog`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Cross-site ${new URL(origin).host} ${Date.now()}`,
          content: '<p>x</p>',
        }),
      })
    expect((await post('https://evil.example')).status).toBe(403)
    expect((await post(url)).status).toBe(201)
    const sent = await call<{ id: number }>(url, '/api/bookings/message', { json: contactMessageInput() })
    const markRead = await fetch(`${url}/admin/message/${sent.body.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'intent=read',
    })
    // React Router refuses a cross-site form post to a page action before our own check does.
    expect([400, 403]).toContain(markRead.status)
    const message = await call(url, `/api/bookings/message/${sent.body.id}`, { token })
    expect(message.body[0].read).toBe(false)
  })

  test('npm run staff -- add makes an account that can sign in with the password it shows once', async () => {
    const { url, database } = backend()
    const run = (...args: string[]) => runStaffCli(database.url, ...args)
    const email = `guide-${Date.now()}@example.com`
    const added = await run('add', email, '--name', 'Joseph Okello')
    expect(added.stdout).toContain(`Staff account created for Joseph Okello <${email}> (agent).`)
    const password = added.stdout.match(/Password: (\S+)/)?.[1]
    expect(password).toHaveLength(20)
    const answer = await call(url, '/api/bookings/login', { json: { email, password } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ name: 'Joseph Okello', role: 'agent' })
    await expect(run('add', email)).rejects.toMatchObject({
      stderr: expect.stringContaining('already has a staff account'),
    })
    expect((await run('list')).stdout).toContain(email)
  })

  test('staff change their own password: the old one stops working and their other sessions end', async () => {
    const { url, database } = backend()
    const { email, password: oldPassword } = await addStaff(database.url, 'ranger')
    const otherDevice = await signIn(url, email, oldPassword)
    const session = await signIn(url, email, oldPassword)
    const change = (fields: Record<string, string>, origin = url) =>
      fetch(`${url}/admin/password`, {
        method: 'POST',
        headers: {
          cookie: `tembo_session=${session}`,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields),
      })
    const wrong = await change({
      current_password: 'not-it-at-all',
      new_password: 'kidepo-valley-42',
      confirm_password: 'kidepo-valley-42',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('This is not your current password')
    const mismatch = await change({
      current_password: oldPassword,
      new_password: 'kidepo-valley-42',
      confirm_password: 'kidepo-valley-43',
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('The two new passwords are not the same')

    const done = await change({
      current_password: oldPassword,
      new_password: 'kidepo-valley-42',
      confirm_password: 'kidepo-valley-42',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Your password is changed')
    expect((await call(url, '/api/bookings/login', { json: { email, password: oldPassword } })).status).toBe(
      401,
    )
    await expect(signIn(url, email, 'kidepo-valley-42')).resolves.toMatch(/^eyJ/)
    // This session goes on; the other device is signed out.
    expect((await call(url, '/api/bookings/messages', { token: session })).status).toBe(200)
    expect((await call(url, '/api/bookings/messages', { token: otherDevice })).status).toBe(401)
  })
})
