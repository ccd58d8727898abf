import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import sharp from 'sharp'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { addSupplier } from '../../testing/rate-cards'
import { addStaff } from '../../testing/staff'

// A lodge's own photographs on its rate card (docs/product.md, "Rate cards"; decision 054): uploaded by
// an admin with the words travellers who cannot see it are given, shown with them, and served in sizes
// as AVIF and WebP; refused with its reason beside its field, storing nothing, when the words or the
// image are missing or wrong, when the lodge shows six already, or when an agent sends it.

describeOnBothDatabases('a lodge’s photographs', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  const cookieOf = (token: string) => `tembo_session=${token}`
  /** A form of the page sent as the browser sends it, without JavaScript; answers status and page. */
  async function send(token: string, pathname: string, body: FormData | Record<string, string>) {
    const { url } = backend()
    const answer = await fetch(`${url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieOf(token), origin: url },
      body: body instanceof FormData ? body : new URLSearchParams(body),
    })
    return { status: answer.status, html: (await answer.text()).replace(/<!-- -->/g, '') }
  }
  const open = async (token: string, pathname: string) =>
    (
      await (await fetch(`${backend().url}${pathname}`, { headers: { cookie: cookieOf(token) } })).text()
    ).replace(/<!-- -->/g, '')
  const photoForm = (fields: { alt?: string; file?: Blob; filename?: string }) => {
    const form = new FormData()
    form.set('intent', 'photo')
    if (fields.alt !== undefined) form.set('alt', fields.alt)
    form.set('photo', fields.file ?? new Blob([]), fields.filename ?? 'tents.png')
    return form
  }
  const uploadCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const storedPictures = async (id: number) =>
    (
      await handle.db
        .selectFrom('suppliers')
        .select('pictures')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).pictures

  test('an admin uploads a photograph with its words; it is shown with them and served in sizes', async () => {
    const { token: admin } = backend()
    const lodge = await addSupplier((pathname, fields) => send(admin, pathname, fields), handle, {
      kind: 'lodge',
      name: 'Kichwa Tembo Camp',
      area: 'Maasai Mara',
      country: 'kenya',
    })
    const card = `/admin/rates/${lodge}`
    // 1200 pixels wide: kept at 480 and 960, and at its own width, never enlarged to 1600.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6a3c' } })
      .png()
      .toBuffer()
    const words = 'Two canvas tents under acacia trees at dusk'
    const added = await send(
      admin,
      card,
      photoForm({ alt: words, file: new Blob([new Uint8Array(png)], { type: 'image/png' }) }),
    )
    expect(added.status).toBe(200)
    expect(added.html).toContain('Photograph added: proposals sent from now on show it.')

    const page = await open(admin, card)
    expect(page).toContain(`alt="${words}"`)
    const avif = /<source type="image\/avif" srcSet="([^"]+)"/i.exec(page)?.[1]
    expect(avif).toMatch(
      /^\/uploads\/[0-9a-f-]{36}-480\.avif 480w, \S+-960\.avif 960w, \S+-1200\.avif 1200w$/,
    )
    const uuid = /\/uploads\/([0-9a-f-]{36})-480\.avif/.exec(avif!)![1]!
    expect(page).toContain(`/uploads/${uuid}-960.webp 960w`)
    // Each size is served as what it is, at its width, for a year.
    for (const [name, type, width] of [
      [`${uuid}-480.avif`, 'image/avif', 480],
      [`${uuid}-960.webp`, 'image/webp', 960],
      [`${uuid}-1200.avif`, 'image/avif', 1200],
      [`${uuid}.webp`, 'image/webp', 1200],
    ] as const) {
      const image = await fetch(`${backend().url}/uploads/${name}`)
      expect(image.status, name).toBe(200)
      expect(image.headers.get('content-type'), name).toBe(type)
      expect(image.headers.get('cache-control'), name).toContain('immutable')
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`, name).toBe(type)
      expect(meta.width, name).toBe(width)
    }
    expect((await fetch(`${backend().url}/uploads/${uuid}-1600.avif`)).status).toBe(404)
    // An instance without its copy (another took the upload) serves it from the shared store, as AVIF.
    await fs.rm(path.join(backend().server.dataDir, 'uploads', `${uuid}-960.avif`))
    const fromStore = await fetch(`${backend().url}/uploads/${uuid}-960.avif`)
    expect(fromStore.status).toBe(200)
    expect(fromStore.headers.get('content-type')).toBe('image/avif')
    expect((await sharp(Buffer.from(await fromStore.arrayBuffer())).metadata()).width).toBe(960)
    // The editors' image lists offer the photograph itself, never one of its sizes.
    const choices = await open(admin, card)
    expect(choices).toContain(`<option value="/uploads/${uuid}.webp">`)
    expect(choices).not.toContain(`<option value="/uploads/${uuid}-480`)

    const trail = await handle.db
      .selectFrom('audit_log')
      .select(['subject', 'detail'])
      .where('action', '=', 'supplier-photo-uploaded')
      .execute()
    expect(trail.map((entry) => entry.subject)).toEqual(['Kichwa Tembo Camp'])
    expect(String(trail[0]!.detail)).toContain(words)

    // New words for it, said to screen readers from then on.
    const described = await send(admin, card, {
      intent: 'describe-picture',
      key: `/uploads/${uuid}.webp`,
      alt: 'The mess tent at dusk, lanterns lit',
    })
    expect(described.status).toBe(200)
    expect(await open(admin, card)).toContain('alt="The mess tent at dusk, lanterns lit"')
  })

  test('without its words, or with a file that is not an image, nothing is stored and the reason is given', async () => {
    const { token: admin } = backend()
    const lodge = await addSupplier((pathname, fields) => send(admin, pathname, fields), handle, {
      kind: 'lodge',
      name: 'Sayari Camp',
      area: 'Northern Serengeti',
      country: 'tanzania',
    })
    const card = `/admin/rates/${lodge}`
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7bc2' } })
      .png()
      .toBuffer()
    const before = await uploadCount()

    const wordless = await send(
      admin,
      card,
      photoForm({ alt: '  ', file: new Blob([new Uint8Array(png)], { type: 'image/png' }) }),
    )
    expect(wordless.status).toBe(400)
    expect(wordless.html).toContain('Describe the photograph for travellers who cannot see it')
    expect(wordless.html).toMatch(/id="photo-alt"[^>]*aria-invalid="true"/)

    const notAnImage = await send(
      admin,
      card,
      photoForm({
        alt: 'The pool above the river',
        file: new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }),
        filename: 'pool.png',
      }),
    )
    expect(notAnImage.status).toBe(400)
    expect(notAnImage.html).toContain(
      'This file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF image.',
    )
    expect(notAnImage.html).toMatch(/id="photo-photo"[^>]*aria-invalid="true"/)
    // What was typed is given back.
    expect(notAnImage.html).toContain('value="The pool above the river"')

    // No file chosen: the browser sends the field with no name and no bytes.
    const none = await send(admin, card, photoForm({ alt: 'The pool', filename: '' }))
    expect(none.status).toBe(400)
    expect(none.html).toContain('Choose a photograph to upload')
    const empty = await send(admin, card, photoForm({ alt: 'The pool', filename: 'pool.png' }))
    expect(empty.status).toBe(400)
    expect(empty.html).toContain('The file is empty.')

    expect(await uploadCount()).toBe(before)
    expect(await storedPictures(lodge)).toBe('[]')
  })

  test('a seventh picture is refused, and an agent may not add one', async () => {
    const { token: admin, url, database } = backend()
    const lodge = await addSupplier((pathname, fields) => send(admin, pathname, fields), handle, {
      kind: 'lodge',
      name: 'Lemala Ngorongoro',
      area: 'Ngorongoro',
      country: 'tanzania',
    })
    const card = `/admin/rates/${lodge}`
    const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#2f6b3a' } })
      .png()
      .toBuffer()
    const photo = (alt: string) =>
      photoForm({ alt, file: new Blob([new Uint8Array(png)], { type: 'image/png' }) })

    const agentAccount = await addStaff(database.url, 'agent')
    const agent = await signIn(url, agentAccount.email, agentAccount.password)
    const before = await uploadCount()
    expect((await send(agent, card, photo('A tent by the crater rim'))).status).toBe(403)
    expect(await uploadCount()).toBe(before)
    // An agent sees the pictures' words, and no form to change them.
    const scenes = [
      'tented-camp',
      'mara-giraffes',
      'kenya-amboseli',
      'bwindi-gorilla',
      'lake-bunyonyi',
      'diani-beach',
    ]
    for (const [index, scene] of scenes.entries()) {
      const chosen = await send(admin, card, {
        intent: 'choose-picture',
        picture: `scene:${scene}`,
        alt: `Drawn scene ${index + 1}`,
      })
      expect(chosen.status, scene).toBe(200)
    }
    const agentsView = await open(agent, card)
    expect(agentsView).toContain('Drawn scene 6')
    expect(agentsView).not.toContain('Upload the photograph')

    const seventh = await send(admin, card, photo('A seventh'))
    expect(seventh.status).toBe(400)
    expect(seventh.html).toContain('A lodge shows at most 6 pictures: remove one before adding another.')
    expect(await uploadCount()).toBe(before)

    // One removed, the photograph takes its place.
    const removed = await send(admin, card, { intent: 'remove-picture', key: 'scene:diani-beach' })
    expect(removed.html).toContain('Picture removed: proposals sent from now on do not show it.')
    expect((await send(admin, card, photo('A tent by the crater rim'))).status).toBe(200)
    const shown = JSON.parse(await storedPictures(lodge)) as { key: string; alt: string }[]
    expect(shown.map((picture) => picture.alt)).toEqual([
      'Drawn scene 1',
      'Drawn scene 2',
      'Drawn scene 3',
      'Drawn scene 4',
      'Drawn scene 5',
      'A tent by the crater rim',
    ])
  })
})
