import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'

// The review after a trip, with the clock set by the test (sendReviewInvitations takes `now`): the day
// after a paid trip ends its traveller gets one link, once even when two instances look at the same
// moment, and the lead is Completed; the link takes one review, which waits until an admin approves it;
// approved, the trust block shows it and counts it with the reviews copied in; erased with the traveller.
// A link takes no review before its trip has ended, nor once its booking is cancelled.
// Run on each database by trip-reviews.*.test.ts, in this process (settings are read once per process).

export function tripReviews(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create)
  test('one link the day after the trip, one review through it, shown once approved, gone with an erasure', async () => {
    const { handle } = app()
    const { recordPayment } = await import('~/services/payments.server')
    const { sendReviewInvitations, openReviewLink, writeReview } =
      await import('~/services/trip-reviews.server')
    const { getTrust, addReview } = await import('~/models/trust.server')
    const { decideReview, listTravellerReviews } = await import('~/models/traveller-reviews.server')
    const { eraseAddress } = await import('~/models/erasure.server')

    const email = `jonas.${Date.now()}@traveller.example`
    const trip = await bookAcceptedTrip(handle, {
      name: 'Jonas Becker',
      email,
      startInDays: 40,
      days: 6,
      total: 800_000,
      title: 'Gorillas of Bwindi',
    })
    // A second booking whose traveller never paid: no review is asked of a trip that may not have run.
    const unpaid = await bookAcceptedTrip(handle, {
      name: 'Nadia Roux',
      email: `nadia.${Date.now()}@traveller.example`,
      startInDays: 40,
      days: 6,
      total: 500_000,
      title: 'Unpaid trip',
    })
    await recordPayment(
      trip.proposalId,
      trip.staff,
      { amount: 800_000, method: 'bank_transfer', reference: null, note: null, paidOn: trip.today },
      'test',
    )
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`)
    const both = async (now: Date) =>
      (await Promise.all([sendReviewInvitations(now), sendReviewInvitations(now)])).reduce((a, b) => a + b, 0)
    const requests = () =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'body', 'lead_id'])
        .where('purpose', '=', 'review-request')
        .execute()

    // On the last day of the trip: nothing. The day after: one mail, whichever instance sends it.
    expect(await both(at(trip.end))).toBe(0)
    expect(await both(at(addDays(trip.end, 1)))).toBe(1)
    expect(await both(at(addDays(trip.end, 2)))).toBe(0)
    const sent = await requests()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to_address: email, lead_id: trip.leadId })
    expect(sent[0]!.subject).toMatch(/^How was your trip\? Gorillas of Bwindi \[TS-/)
    expect(sent[0]!.body).toContain('Dear Jonas,')
    const link = /\/review\/([A-Za-z0-9_-]{22})\b/.exec(sent[0]!.body)
    expect(link).not.toBeNull()
    const secret = link![1]!
    const lead = await handle.db
      .selectFrom('leads')
      .select(['status', 'closed_at'])
      .where('id', '=', trip.leadId)
      .executeTakeFirstOrThrow()
    expect(lead.status).toBe('completed')
    expect(lead.closed_at).not.toBeNull()
    expect(
      await handle.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', unpaid.leadId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'accepted' })

    // The link shows the trip and offers a short name; a wrong one shows nothing. (The trip ended
    // the day before `after`, by the test's clock; by the real one it is still to come.)
    const after = at(addDays(trip.end, 1))
    expect(await openReviewLink(secret, after)).toMatchObject({
      title: 'Gorillas of Bwindi',
      suggestedName: 'Jonas B.',
      used: false,
      closed: null,
    })
    expect(await openReviewLink('A'.repeat(22))).toBeUndefined()

    // Two presses at once write one review; the link then says it has done its work.
    const review = {
      rating: 5,
      text: 'Our guide Moses found the Rushegura group in two hours.',
      author: 'Jonas B.',
    }
    const outcomes = await Promise.all([
      writeReview(secret, review, after),
      writeReview(secret, review, after),
    ])
    expect(outcomes.sort()).toEqual(['saved', 'used'])
    expect(await openReviewLink(secret, after)).toMatchObject({ used: true })
    const [written] = await listTravellerReviews()
    expect(written).toMatchObject({ author: 'Jonas B.', rating: 5, state: 'waiting', tripEnd: trip.end })

    // Waiting: not on the site. Approved: shown, counted with a review copied in from elsewhere.
    await addReview({
      author: 'Claire M.',
      home: 'Lyon',
      source: 'tripadvisor',
      rating: 4,
      reviewedOn: trip.today,
      text: 'Very well organised.',
      url: null,
    })
    expect((await getTrust()).reviews.map((shown) => shown.author)).toEqual(['Claire M.'])
    expect((await getTrust()).rating).toEqual({ value: 4, count: 1 })
    const audit: string[] = []
    await decideReview(written!.id, 'approved', trip.staff.id, async (_trx, reference) => {
      audit.push(reference)
    })
    expect(audit[0]).toMatch(/^TS-/)
    const trust = await getTrust()
    expect(trust.rating).toEqual({ value: 4.5, count: 2 })
    expect(trust.reviews.find((shown) => shown.source === 'traveller')).toMatchObject({
      author: 'Jonas B.',
      tripEnd: trip.end,
    })
    await decideReview(written!.id, 'hidden', trip.staff.id, async () => {})
    expect((await getTrust()).rating).toEqual({ value: 4, count: 1 })
    await decideReview(written!.id, 'approved', trip.staff.id, async () => {})

    // Erased: the review goes from the site and the link opens nothing.
    const erased = await eraseAddress(email)
    expect(erased.reviews).toBe(1)
    expect((await getTrust()).rating).toEqual({ value: 4, count: 1 })
    expect(await listTravellerReviews()).toEqual([])
    expect(await openReviewLink(secret, after)).toBeUndefined()
  })

  test('a link takes no review before its trip has ended, nor once its booking is cancelled: nothing is kept', async () => {
    const { handle } = app()
    const { recordPayment, cancelBooking } = await import('~/services/payments.server')
    const { sendReviewInvitations, openReviewLink, writeReview } =
      await import('~/services/trip-reviews.server')
    const { findReviewInvitation, saveTravellerReview } = await import('~/models/review-invitations.server')

    const email = `ines.${Date.now()}@traveller.example`
    const trip = await bookAcceptedTrip(handle, {
      name: 'Ines Duarte',
      email,
      startInDays: 50,
      days: 5,
      total: 600_000,
      title: 'Chimpanzees of Kibale',
    })
    await recordPayment(
      trip.proposalId,
      trip.staff,
      { amount: 600_000, method: 'bank_transfer', reference: null, note: null, paidOn: trip.today },
      'test',
    )
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`)
    expect(await sendReviewInvitations(at(addDays(trip.end, 1)))).toBe(1)
    const [mail] = await handle.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('purpose', '=', 'review-request')
      .where('to_address', '=', email)
      .execute()
    const secret = /\/review\/([A-Za-z0-9_-]{22})\b/.exec(mail!.body)![1]!
    const review = { rating: 5, text: 'The chimpanzees were everywhere at dawn.', author: 'Ines D.' }
    const stored = async () => ({
      reviews: await handle.db
        .selectFrom('reviews')
        .select('id')
        .where('lead_id', '=', trip.leadId)
        .execute(),
      used: (await findReviewInvitation(secret))?.used_at ?? null,
    })

    // On the trip's last day it has not ended: the link says until when, and takes nothing.
    expect(await openReviewLink(secret, at(trip.end))).toMatchObject({
      used: false,
      closed: { why: 'not-ended', endsOn: trip.end },
    })
    expect(await writeReview(secret, review, at(trip.end))).toBe('not-ended')
    expect(await stored()).toEqual({ reviews: [], used: null })

    // Cancelled afterwards (the traveller never went): no review, even by the statement that saves one.
    const cancelled = await cancelBooking(
      trip.proposalId,
      trip.staff,
      { noticeOn: trip.today, askedBy: 'traveller', note: 'A broken ankle', method: 'bank_transfer' },
      'test',
    )
    expect(cancelled).toMatchObject({ cancelled: true })
    const later = at(addDays(trip.end, 2))
    expect(await openReviewLink(secret, later)).toMatchObject({ used: false, closed: { why: 'cancelled' } })
    expect(await writeReview(secret, review, later)).toBe('cancelled')
    const invitation = await findReviewInvitation(secret)
    expect(
      await saveTravellerReview(
        Number(invitation!.id),
        { ...review, writtenOn: addDays(trip.end, 2) },
        later,
      ),
    ).toBe(false)
    expect(await stored()).toEqual({ reviews: [], used: null })
  })
}
