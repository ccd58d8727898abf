import { describe, expect, it } from 'vitest'
import {
  BALANCE_REMINDER_DAYS,
  DEPOSIT_REMINDER_DAYS,
  remindersDue,
  type BookingMoney,
} from './booking-reminder-rules'

// US$10,300.00 accepted on Tue, 1 Sep 2026: a deposit of US$3,090 and a balance of US$7,210 due on
// Fri, 2 Oct 2026, 30 days before the trip starts on Sun, 1 Nov 2026.
const booking: BookingMoney = {
  today: '2026-09-01',
  acceptedOn: '2026-09-01',
  total: 1_030_000,
  deposit: 309_000,
  balanceDueOn: '2026-10-02',
  balanceAtOnce: false,
  startDate: '2026-11-01',
  paid: 0,
  cancelled: false,
}

// Booked late: sent on 20 Sep for a trip starting 15 Oct, so the balance was due with the deposit.
const late: Partial<BookingMoney> = {
  acceptedOn: '2026-09-25',
  balanceDueOn: '2026-09-20',
  balanceAtOnce: true,
  startDate: '2026-10-15',
}
// Sent on 20 Sep for 1 Nov, the balance due on 2 Oct, but accepted only on 5 Oct, after that day.
const acceptedAfterBalanceDay: Partial<BookingMoney> = { acceptedOn: '2026-10-05' }

type Expected = [kind: string, on: string, deposit: number, balance: number]
const staffLate: Expected = ['deposit-late', '2026-09-01', 309_000, 0]

describe('booking reminders', () => {
  it('names its days', () => {
    expect(DEPOSIT_REMINDER_DAYS).toBe(3)
    expect(BALANCE_REMINDER_DAYS).toBe(7)
  })

  it.each<[string, Partial<BookingMoney>, Expected[]]>([
    ['the day of the acceptance, nothing paid', {}, []],
    ['2 days after, nothing paid', { today: '2026-09-03' }, []],
    [
      '3 days after, nothing paid: staff and the traveller, of the deposit only',
      { today: '2026-09-04' },
      [staffLate, ['deposit', '2026-09-01', 309_000, 0]],
    ],
    [
      '3 days after, part of the deposit paid: what of it is still owed',
      { today: '2026-09-04', paid: 100_000 },
      [
        ['deposit-late', '2026-09-01', 209_000, 0],
        ['deposit', '2026-09-01', 209_000, 0],
      ],
    ],
    ['3 days after, the deposit paid', { today: '2026-09-04', paid: 309_000 }, []],
    [
      'a month after, the deposit still unpaid: the same reminders (sent once by their day)',
      { today: '2026-09-24' },
      [staffLate, ['deposit', '2026-09-01', 309_000, 0]],
    ],
    ['8 days before the balance, the deposit paid', { today: '2026-09-24', paid: 309_000 }, []],
    [
      '7 days before the balance, the deposit paid: the balance',
      { today: '2026-09-25', paid: 309_000 },
      [['balance-soon', '2026-10-02', 0, 721_000]],
    ],
    [
      '7 days before, more than the deposit paid: what is left',
      { today: '2026-09-25', paid: 400_000 },
      [['balance-soon', '2026-10-02', 0, 630_000]],
    ],
    [
      '7 days before, the deposit unpaid: no balance reminder before its day',
      { today: '2026-09-25' },
      [staffLate, ['deposit', '2026-09-01', 309_000, 0]],
    ],
    [
      'on the balance day, the deposit paid',
      { today: '2026-10-02', paid: 309_000 },
      [['balance-due', '2026-10-02', 0, 721_000]],
    ],
    [
      'the first look after the balance day',
      { today: '2026-10-09', paid: 309_000 },
      [['balance-due', '2026-10-02', 0, 721_000]],
    ],
    [
      'on the balance day, nothing paid: one reminder of the deposit and the balance',
      { today: '2026-10-02' },
      [staffLate, ['balance-due', '2026-10-02', 309_000, 721_000]],
    ],
    ['paid in full', { today: '2026-10-02', paid: 1_030_000 }, []],
    ['paid beyond the total', { today: '2026-10-02', paid: 1_100_000 }, []],
    ['cancelled', { today: '2026-10-02', cancelled: true }, []],
    ['the trip starts today', { today: '2026-11-01', paid: 309_000 }, []],
    ['the trip has ended', { today: '2026-11-20' }, []],
    ['booked late, the day of the acceptance: no "balance" mail', { ...late, today: '2026-09-25' }, []],
    [
      'booked late, 3 days after, nothing paid: one reminder of everything owed',
      { ...late, today: '2026-09-28' },
      [
        ['deposit-late', '2026-09-25', 309_000, 0],
        ['balance-due', '2026-09-20', 309_000, 721_000],
      ],
    ],
    [
      'booked late, 3 days after, the deposit paid: the balance',
      { ...late, today: '2026-09-28', paid: 309_000 },
      [['balance-due', '2026-09-20', 0, 721_000]],
    ],
    [
      'accepted after the balance day, at once: nothing',
      { ...acceptedAfterBalanceDay, today: '2026-10-05' },
      [],
    ],
    [
      'accepted after the balance day, 3 days after: one reminder of everything owed',
      { ...acceptedAfterBalanceDay, today: '2026-10-08' },
      [
        ['deposit-late', '2026-10-05', 309_000, 0],
        ['balance-due', '2026-10-02', 309_000, 721_000],
      ],
    ],
    [
      'accepted 5 days before the balance day, the deposit paid at once: nothing the day after',
      { acceptedOn: '2026-09-27', today: '2026-09-28', paid: 309_000 },
      [],
    ],
    [
      'accepted 5 days before the balance day, the deposit paid: the balance 3 days after',
      { acceptedOn: '2026-09-27', today: '2026-09-30', paid: 309_000 },
      [['balance-soon', '2026-10-02', 0, 721_000]],
    ],
    [
      'a deposit of the whole total, unpaid on the balance day: the deposit',
      { deposit: 1_030_000, today: '2026-10-02' },
      [
        ['deposit-late', '2026-09-01', 1_030_000, 0],
        ['deposit', '2026-09-01', 1_030_000, 0],
      ],
    ],
    [
      'no deposit asked, 7 days before the balance',
      { deposit: 0, today: '2026-09-25' },
      [['balance-soon', '2026-10-02', 0, 1_030_000]],
    ],
  ])('%s', (_, change, expected) => {
    const due = remindersDue({ ...booking, ...change })
    expect(due.map((reminder) => [reminder.kind, reminder.on, reminder.deposit, reminder.balance])).toEqual(
      expected,
    )
    for (const reminder of due)
      expect(reminder.to).toBe(reminder.kind === 'deposit-late' ? 'staff' : 'traveller')
  })

  it('says when a balance was due with the deposit', () => {
    const dueWith = (change: Partial<BookingMoney>) =>
      remindersDue({ ...booking, ...change }).find((reminder) => reminder.kind === 'balance-due')?.withDeposit
    expect(dueWith({ ...late, today: '2026-09-28' })).toBe(true)
    expect(dueWith({ ...acceptedAfterBalanceDay, today: '2026-10-08' })).toBe(true)
    expect(dueWith({ today: '2026-10-02', paid: 309_000 })).toBe(false)
  })
})
