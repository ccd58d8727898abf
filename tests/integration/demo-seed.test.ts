import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { runScript } from '../../testing/cli'
import { waitFor } from '../../testing/wait'

// `npm run db:seed` fills a site for trying it out: demo inquiries, on a site with no trust facts a
// trust block whose every value says it is a demo, and where the booking terms give no bank details
// demo ones, so a proposal can be sent. A fresh site shows no trust block and no traveller's words, and
// facts staff entered are never joined or replaced by demo ones.

describeOnBothDatabases('the demo seed', (backend) => {
  const seed = () => runScript('db-cli.ts', { DATABASE_URL: backend().database.url }, 'seed', '1')
  const home = async () => (await fetch(`${backend().url}/`)).text()
  /** The booking terms' bank details, as an admin saved them (none: empty). */
  const bankDetails = async () => {
    const handle = createDatabase(backend().database.url)
    try {
      const row = await handle.db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', 'booking_terms')
        .executeTakeFirst()
      return String((JSON.parse(row?.value ?? '{}') as { bankDetails?: string }).bankDetails ?? '')
    } finally {
      await handle.db.destroy()
    }
  }
  const counts = async () => {
    const handle = createDatabase(backend().database.url)
    try {
      const count = async (table: 'team_members' | 'reviews') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      return { team: await count('team_members'), reviews: await count('reviews') }
    } finally {
      await handle.db.destroy()
    }
  }

  test('a fresh site has no trust block; the seed adds one marked as a demo, once', async () => {
    expect(await home()).not.toContain('id="trust-heading"')
    // Nor any traveller's words: they come only from reviews an admin entered or approved.
    const about = await (await fetch(`${backend().url}/about`)).text()
    for (const page of [await home(), about]) {
      expect(page).not.toContain('What our travellers say')
      expect(page).not.toContain('<blockquote')
    }

    expect(await bankDetails()).toBe('')
    const first = await seed()
    expect(first.stdout).toContain('Added demo trust facts')
    expect(first.stdout).toContain('Added demo bank details')
    // A way for travellers to pay, each line saying it is a demo.
    const bank = (await bankDetails()).split('\n')
    expect(bank).toContain('Bank: Example Bank, Kampala (a demo value)')
    for (const line of bank) expect(line).toMatch(/\(a demo value\)$/)
    // The running server's cached home page follows the change.
    const page = await waitFor(home, (html) => html.includes('UTB/DEMO/0000'))
    for (const words of [
      '(a demo value)',
      'Demo Planner',
      '(a demo entry)',
      'Demo Traveller',
      'A demo review',
    ])
      expect(page).toContain(words)
    expect(await counts()).toEqual({ team: 2, reviews: 1 })
    // And in German and French, where its words are written for the demo too.
    const german = await (await fetch(`${backend().url}/de`)).text()
    expect(german).toContain('id="trust-heading"')
    expect(german).toContain('(Demowert)')
    expect(german).toContain('Safariplanung (Demoeintrag)')
    expect(german).not.toContain('(a demo entry)')
    expect(await (await fetch(`${backend().url}/fr/about`)).text()).toContain(
      'Chauffeur-guide (exemple de démonstration)',
    )

    // Run again: more demo inquiries, but the trust facts are left as they are.
    const second = await seed()
    expect(second.stdout).toContain('demo inquiries of each kind')
    expect(second.stdout).not.toContain('Added demo trust facts')
    expect(second.stdout).not.toContain('Added demo bank details')
    expect(await counts()).toEqual({ team: 2, reviews: 1 })
  })
})
