import { expect, test } from 'vitest'
import { call } from './support/api'
import { describeOnBothDatabases } from './support/backends'

// Returning visitors' public pages come from memory: each answer has its own nonce, pages with articles
// follow every change at once, and first visits, queries and staff pages are rendered as before.

const visitor = {
  cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
}

async function view(url: string, headers: Record<string, string> = visitor) {
  const answer = await fetch(url, { headers })
  const html = await answer.text()
  const nonce = answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  return { answer, html, nonce, cache: answer.headers.get('x-page-cache') }
}

describeOnBothDatabases('page cache', (backend) => {
  test('a returning visitor gets the same page from memory, with a nonce of its own each time', async () => {
    const { url } = backend()
    await view(`${url}/tour/kenya-uganda`)
    const first = await view(`${url}/tour/kenya-uganda`)
    const second = await view(`${url}/tour/kenya-uganda`)
    expect(first.cache).toBe('hit')
    expect(second.cache).toBe('hit')
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
    expect(first.nonce).not.toBe(second.nonce)
    // Every script carries this answer's nonce, and nothing else differs.
    expect(first.html.split(`nonce="${first.nonce}"`).length).toBeGreaterThan(3)
    expect(first.html).not.toContain(second.nonce!)
    expect(first.html.replaceAll(first.nonce!, 'N')).toBe(second.html.replaceAll(second.nonce!, 'N'))
    expect(first.answer.headers.get('set-cookie')).toBeNull()
    expect(first.html).toContain('Gorillas and the Big Five')
  })

  test('first visits, queries and other methods are rendered by React as before', async () => {
    const { url } = backend()
    const firstVisit = await view(`${url}/about`, {})
    expect(firstVisit.cache).toBeNull()
    expect(firstVisit.answer.headers.get('set-cookie')).toMatch(/^tembo_visit=/)
    const campaign = await view(`${url}/about?utm_source=newsletter`)
    expect(campaign.cache).toBeNull()
    expect(campaign.answer.headers.get('set-cookie')).toContain('newsletter')
    expect((await view(`${url}/no-such-page`)).answer.status).toBe(404)
    expect((await view(`${url}/no-such-page`)).cache).toBeNull()
  })

  test('the blog and its articles follow every change at once', async () => {
    const { url, token } = backend()
    await view(`${url}/blogs`)
    expect((await view(`${url}/blogs`)).cache).toBe('hit')
    const title = `Cached story ${Date.now()}`
    const created = await call<{ id: number }>(url, '/api/bookings/blog', {
      token,
      json: { title, content: '<p>First words.</p>' },
    })
    expect(created.status).toBe(201)
    const blogs = await view(`${url}/blogs`)
    expect(blogs.html).toContain(title)
    const article = `${url}/article/${encodeURIComponent(title)}`
    expect((await view(article)).html).toContain('First words.')
    await call(url, `/api/bookings/articles/${created.body.id}`, {
      method: 'PUT',
      token,
      json: { title, content: '<p>Second words.</p>' },
    })
    const edited = await view(article)
    expect(edited.html).toContain('Second words.')
    expect(edited.html).not.toContain('First words.')
  })
})
