import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../testing/proposals'
import { notVisits, phoneVisits, sendAsIs } from '../../testing/visit-headers'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'

// "The traveller opened the proposal" (docs/decisions/047-a-visit-that-counts.md): a mailed link is
// fetched by Outlook itself, by link scanners and by link checkers' HEAD before, or instead of, the
// traveller. Each gets the page, and none of them counts; the traveller's phone does, and staff are
// told once.

describeOnBothDatabases('a proposal’s visits', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    await letTravellersPayByBank(handle)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  const { post, links, start } = proposalRequests(() => backend().url, outbox)
  const visits = async (id: number) => {
    const row = await handle.db
      .selectFrom('proposals')
      .select(['open_count', 'first_opened_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { open_count: Number(row.open_count), first_opened_at: row.first_opened_at }
  }
  const told = (leadId: number) =>
    handle.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('lead_id', '=', leadId)
      .where('purpose', '=', 'proposal-notice')
      .execute()
  const opened = (leadId: number) =>
    handle.db
      .selectFrom('lead_events')
      .select('id')
      .where('lead_id', '=', leadId)
      .where('type', '=', 'proposal-opened')
      .execute()

  test('Outlook, scanners, a prefetch and HEAD get the page without counting; the phone’s visit counts and tells staff once', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Wanjiru Kamau')
    const id = await start(lead.cookie, lead.id, 'blank')
    expect(
      (await post(`/admin/proposals/${id}`, lead.cookie, proposalFields(typedProposal(), 'send'))).status,
    ).toBe(200)
    const [secret] = await waitFor(
      () => links(lead.email),
      (found) => found.length === 1,
    )
    const fetchLink = (method: 'GET' | 'HEAD', headers: Record<string, string>) =>
      sendAsIs(`${backend().url}/proposal/${secret}`, { method, headers })

    for (const { who, method, headers } of notVisits) {
      const answer = await fetchLink(method, headers)
      expect(answer.status, who).toBe(200)
      expect(answer.headers['cache-control'], who).toBe('private, no-store')
      if (method === 'GET') expect(answer.text, who).toContain('Gorillas and the Mara')
      expect(await visits(id), who).toEqual({ open_count: 0, first_opened_at: null })
    }
    expect(await told(lead.id)).toEqual([])
    expect(await opened(lead.id)).toEqual([])

    for (const { who, method, headers } of phoneVisits) {
      const answer = await fetchLink(method, headers)
      expect(answer.status, who).toBe(200)
      expect(answer.text, who).toContain('Gorillas and the Mara')
    }
    const counted = await visits(id)
    expect(counted.open_count).toBe(phoneVisits.length)
    expect(counted.first_opened_at).not.toBeNull()
    expect(await told(lead.id)).toEqual([
      { subject: expect.stringMatching(/^Proposal opened: Wanjiru Kamau/) },
    ])
    expect(await opened(lead.id)).toHaveLength(1)
  })
})
