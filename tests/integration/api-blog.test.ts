import sharp from 'sharp'
import { expect, test } from 'vitest'
import { demoStories } from '@db/demo-stories'
import { call, pngForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// The blog and image upload endpoints: publishing, reading by title, sanitising, uploads.

interface BlogArticle {
  blog_id: number
  blog_title: string
  blog_url: string | null
  blog_img_desc: string | null
  blog_content: string
}

describeOnBothDatabases('blog API', (backend) => {
  test('a published article is listed and read back by its URL-encoded title', async () => {
    const { url, token } = backend()
    const title = 'Gorillas & Chimps: 100% wild? Ja — Ndiyo! 🦍 #1'
    const article = {
      title,
      image: 'https://images.example.com/gorilla.webp',
      description: 'A silverback resting in the shade',
      content: '<h2>Day one</h2><p>We set off at dawn.</p>',
    }
    const created = await call<{ id: number; affectedRows: number }>(url, '/api/bookings/blog', {
      json: article,
      token,
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number), affectedRows: 1 })

    const list = await call<BlogArticle[]>(url, '/api/bookings/blog')
    expect(list.status).toBe(200)
    expect(list.body[0]).toMatchObject({
      blog_id: created.body.id,
      blog_title: title,
      blog_url: article.image,
      blog_img_desc: article.description,
      blog_content: article.content,
    })

    const one = await call<BlogArticle>(url, `/api/bookings/blog/${encodeURIComponent(title)}`)
    expect(one.status).toBe(200)
    expect(Array.isArray(one.body)).toBe(false)
    expect(one.body).toMatchObject({
      blog_id: created.body.id,
      blog_title: title,
      blog_content: article.content,
    })
    expect((await call(url, `/api/bookings/blog/${encodeURIComponent('No such story')}`)).status).toBe(404)
  })

  test('a fresh site already has demo stories on its blog, with images a client on another origin can load', async () => {
    const { url } = backend()
    const list = await call<BlogArticle[]>(url, '/api/bookings/blog?limit=200')
    expect(demoStories.length).toBeGreaterThanOrEqual(4)
    // The server's PUBLIC_URL is unset in the suite, so its own address is http://localhost:<port>.
    const publicUrl = url.replace('127.0.0.1', 'localhost')
    for (const story of demoStories) {
      const shown = list.body.find((article) => article.blog_title === story.title)
      expect(shown, story.title).toBeDefined()
      expect(shown?.blog_url).toBe(`${publicUrl}${story.image}`)
      expect(shown?.blog_content).toContain('<h2>')
      const image = await fetch(new URL(new URL(shown!.blog_url!).pathname, url))
      expect(image.status, story.image).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
    }
  })

  test('titles are unique: a second article with the same title answers 409', async () => {
    const { url, token } = backend()
    const article = { title: 'Only once', content: '<p>First</p>' }
    expect((await call(url, '/api/bookings/blog', { json: article, token })).status).toBe(201)
    const again = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/blog', {
      json: { ...article, content: '<p>Second</p>' },
      token,
    })
    expect(again.status).toBe(409)
    expect(again.body.errors.title?.[0]).toMatch(/already exists/)
  })

  test('an article needs a title and content, and a safe image address', async () => {
    const { url, token } = backend()
    const empty = await call(url, '/api/bookings/blog', { json: {}, token })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({ errors: { title: ['Title is required'], content: ['Content is required'] } })
    const badImage = await call(url, '/api/bookings/blog', {
      json: { title: 'Bad image', content: '<p>x</p>', image: 'javascript:alert(1)' },
      token,
    })
    expect(badImage.status).toBe(400)
    expect(badImage.body).toEqual({
      errors: { image: ['Use an image address starting with http:// or https://'] },
    })
  })

  test('article HTML is stored sanitised: no script, event handlers or javascript: links survive', async () => {
    const { url, token } = backend()
    const content = [
      '<h2 onclick="alert(1)">Into the forest</h2>',
      '<p>Safe <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p>',
      '<script>alert("xss")</script>',
      '<img src="x" onerror="alert(2)">',
      '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://ugandawildlife.org" target="_blank">UWA</a>',
      '<a href="mailto:hello@example.com">mail</a> <a href="tel:+256700000000">call</a>',
      '<iframe src="https://evil.example.net"></iframe>',
      '<p style="background:url(javascript:alert(4))">styled</p>',
      '<svg onload="alert(5)"><circle /></svg>',
    ].join('')
    const created = await call<{ id: number }>(url, '/api/bookings/blog', {
      json: { title: 'Sanitised story', content },
      token,
    })
    expect(created.status).toBe(201)
    const stored = (
      await call<BlogArticle>(url, `/api/bookings/blog/${encodeURIComponent('Sanitised story')}`)
    ).body.blog_content
    expect(stored).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=|data:text/i)
    expect(stored).toContain('<h2>Into the forest</h2>')
    expect(stored).toContain('<strong>bold</strong>')
    expect(stored).toContain('<u>underlined</u>')
    expect(stored).toContain(
      '<a href="https://ugandawildlife.org" target="_blank" rel="noopener noreferrer nofollow">UWA</a>',
    )
    expect(stored).toContain('<a href="mailto:hello@example.com">mail</a>')
    expect(stored).toContain('<a href="tel:+256700000000">call</a>')
    expect(stored).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />')
    expect(stored).toContain('<a>bad link</a>')

    const onlyScript = await call(url, '/api/bookings/blog', {
      json: { title: 'Only a script', content: '<script>alert(1)</script>' },
      token,
    })
    expect(onlyScript.status).toBe(400)
  })

  test('upload stores an image, re-encoded, and answers its secure_url', async () => {
    const { url, token } = backend()
    const answer = await call<{ secure_url: string }>(url, '/api/bookings/upload', {
      body: await pngForm(),
      method: 'POST',
      token,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.secure_url).toMatch(
      new RegExp(`^${url.replace('127.0.0.1', 'localhost')}/uploads/[\\w-]+\\.webp$`),
    )
    const image = await fetch(answer.body.secure_url.replace('localhost', '127.0.0.1'))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP')
  })

  test('upload refuses what is not an image, whatever its name says', async () => {
    const { url, token } = backend()
    const fake = new FormData()
    fake.set('file', new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 'innocent.png')
    const refused = await call<{ errors: { file: string[] } }>(url, '/api/bookings/upload', {
      body: fake,
      method: 'POST',
      token,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.file[0]).toMatch(/not an image|JPEG, PNG/)
    const none = await call(url, '/api/bookings/upload', { body: new FormData(), method: 'POST', token })
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ errors: { file: ['Choose an image to upload'] } })
  })

  test('upload reads the multipart form as browsers write it, with a mixed-case boundary', async () => {
    const { url, token } = backend()
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7bc2' } })
      .png()
      .toBuffer()
    const boundary = '----WebKitFormBoundaryQx7RzAbCdEfGh'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lake.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
    const answer = await call(url, '/api/bookings/upload', { method: 'POST', token, headers, body })
    expect(answer.status).toBe(201)
    expect(answer.body.secure_url).toMatch(/\/uploads\/[\w-]+\.webp$/)
    // A body that does not match its declared boundary is refused as the client's mistake.
    const broken = await call(url, '/api/bookings/upload', {
      method: 'POST',
      token,
      headers,
      body: Buffer.from('--another-boundary\r\n\r\nnot a form'),
    })
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ error: 'The multipart form could not be read.' })
  })
})
