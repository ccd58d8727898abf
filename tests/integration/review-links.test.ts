import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { addDays } from '~/lib/booking-terms'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { acceptedBooking, operatorToday, proposalRequests } from '../../testing/proposals'
import { waitFor } from '../../testing/wait'
import { shownHtml } from '../../testing/shown-html'

// A review link that takes no review (docs/product.md, "Reviews after the trip"), over HTTP as the
// traveller's browser sends it: before the trip has ended, and once the booking is cancelled, the page
// says why instead of asking, and a review posted all the same is refused and nothing is kept. The
// review job's clock is moved by the test (TEST_CLOCK_FILE), as for running instances.

const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-review-clock-')), 'now')

describeOnBothDatabases(
  'review links that take no review',
  (backend) => {
    let handle: DatabaseHandle
    beforeAll(() => {
      handle = createDatabase(backend().database.url)
    })
    afterAll(async () => {
      await handle?.db.destroy()
      fs.rmSync(clockFile, { force: true })
    })
    const outbox = () => `${backend().server.dataDir}/outbox`
    const { post } = proposalRequests(() => backend().url, outbox)
    const clockAt = (day: string) => fs.writeFileSync(clockFile, `${day}T09:00:00.000Z`)
    const page = async (link: string) => {
      const answer = await fetch(`${backend().url}${link}`)
      return { status: answer.status, html: shownHtml(await answer.text()).replace(/<!-- -->/g, '') }
    }
    const send = async (link: string) => {
      const answer = await post(link, null, {
        rating: '5',
        text: 'Elephants crossed the road in front of us at dusk.',
        author: 'Lena V.',
      })
      return { status: answer.status, html: (await answer.text()).replace(/<!-- -->/g, '') }
    }

    test('before the trip has ended, and once it is cancelled, the link says why and keeps nothing', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Lena Vogel')
      // The operator's day (Africa/Kampala), which money is dated by: after 21:00 UTC it is tomorrow's.
      const today = operatorToday()
      const admin = `/admin/proposals/${booking.proposal}`
      const paid = await post(admin, booking.cookie, {
        intent: 'payment',
        amount: '8,401',
        paidOn: today,
        method: 'bank_transfer',
      })
      expect(paid.status).toBe(200)
      const { end_date: end } = await handle.db
        .selectFrom('proposal_versions')
        .select('end_date')
        .where('proposal_id', '=', booking.proposal)
        .executeTakeFirstOrThrow()
      // The day after the trip, the job sends the link.
      clockAt(addDays(end, 1))
      const mail = await waitFor(
        () =>
          outboxMails(outbox()).find(
            (text) => text.includes(`To: ${booking.email}`) && text.includes('How was your trip?'),
          ),
        (found) => found !== undefined,
      )
      const link = /\/review\/[A-Za-z0-9_-]{22}/.exec(mail!)![0]
      const kept = async () => ({
        reviews: (
          await handle.db.selectFrom('reviews').select('id').where('lead_id', '=', booking.id).execute()
        ).length,
        used: (
          await handle.db
            .selectFrom('review_invitations')
            .select('used_at')
            .where('proposal_id', '=', booking.proposal)
            .executeTakeFirstOrThrow()
        ).used_at,
      })

      // By the clock, the trip's last day: it has not ended yet.
      clockAt(end)
      const early = await page(link)
      expect(early.status).toBe(200)
      expect(early.html).toContain('Your trip has not ended yet')
      expect(early.html).toContain(
        'Gorillas and the Mara ends on Tue, 13 Jul 2027. This link takes your review from the day after, Wed, 14 Jul 2027.',
      )
      expect(early.html).not.toContain('Send my review')
      const tooEarly = await send(link)
      expect(tooEarly.status).toBe(409)
      expect(tooEarly.html).toContain('This link takes your review from the day after, Wed, 14 Jul 2027.')
      expect(tooEarly.html).toContain('Nothing you sent through this link was kept.')
      expect(await kept()).toEqual({ reviews: 0, used: null })

      // The day after it ended, the link asks for the review; then the booking is cancelled.
      clockAt(addDays(end, 1))
      expect((await page(link)).html).toContain('Send my review')
      const cancelled = await post(admin, booking.cookie, {
        intent: 'cancel',
        noticeOn: today,
        askedBy: 'traveller',
        note: 'The flights were cancelled',
        method: 'bank_transfer',
      })
      expect(cancelled.status).toBe(200)
      const gone = await page(link)
      expect(gone.status).toBe(200)
      expect(gone.html).toContain('This trip was cancelled')
      expect(gone.html).toContain(
        'Your booking of Gorillas and the Mara was cancelled, so this link takes no review.',
      )
      expect(gone.html).not.toContain('Send my review')
      const refused = await send(link)
      expect(refused.status).toBe(409)
      expect(refused.html).toContain('so this link takes no review.')
      expect(await kept()).toEqual({ reviews: 0, used: null })
    })
  },
  { TEST_CLOCK_FILE: clockFile, LEAD_CLOCK_INTERVAL_MS: '250' },
)
