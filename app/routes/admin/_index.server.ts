import { getConfig } from '~/config.server'
import { packageTitle } from '~/lib/lead-interests'
import { getCatalogue } from '~/models/catalogue.server'
import { lostReasonLabel } from '~/lib/lead-status'
import {
  conversionFigures,
  firstResponseFigures,
  leadsPerWeek,
  waitingFigures,
} from '~/models/lead-figures.server'
import { operatorTime } from '~/lib/lead-clock'
import { proposalFigures } from '~/models/proposal-figures.server'
import { foldMargins } from '~/lib/margins'
import { DEFAULT_REVENUE_DAYS, foldRevenue, revenueWindow } from '~/lib/revenue'
import { revenueRows } from '~/models/revenue-figures.server'
import { FIRST_ADMIN_NAME, readinessChecklist } from '~/lib/readiness'
import { readBookingTerms } from '~/models/booking-terms.server'
import { findActiveStaffNamed } from '~/models/staff.server'
import { waysToPay } from '~/services/ways-to-pay.server'
import { addDays } from '~/lib/booking-terms'
import { cashByMonth } from '~/models/supplier-payments.server'

// The dashboard's server side (routes/admin/_index.tsx): what is left to set before the first proposal,
// and its lead, proposal and revenue figures, labelled for people.

/**
 * What an admin still has to set before travellers can be sent a proposal and pay for it
 * (docs/product.md, "Ready to take money"), or null once it is all set. Agents cannot set any of it.
 */
export async function readinessFor(viewer: { id: number; role: string }) {
  if (viewer.role !== 'admin') return null
  const { operator, smtpUrl, imapUrl } = getConfig()
  const [terms, unnamed] = await Promise.all([readBookingTerms(), findActiveStaffNamed(FIRST_ADMIN_NAME)])
  return readinessChecklist({
    ways: waysToPay(terms),
    operator,
    unnamed: unnamed ? { you: unnamed.id === viewer.id } : null,
    mailOut: Boolean(smtpUrl),
    mailIn: Boolean(imapUrl),
  })
}

/** The dashboard's figures at `now`, labelled for people; the revenue over the last `revenueDays` days. */
export async function dashboardFigures(now = new Date(), revenueDays: number = DEFAULT_REVENUE_DAYS) {
  const { replyTargetHours, operatorTimezone } = getConfig()
  const { day } = operatorTime(now, operatorTimezone)
  const revenue = revenueWindow(now, revenueDays, operatorTimezone)
  // Cash in and out over the last twelve months, this one included.
  const cashSince = `${addDays(`${day.slice(0, 7)}-01`, -335).slice(0, 7)}-01`
  const [waiting, firstResponse, weeks, conversion, catalogue, proposals, revenueGrouped, cash] =
    await Promise.all([
      waitingFigures(now, replyTargetHours, day),
      firstResponseFigures(now),
      leadsPerWeek(now, operatorTimezone),
      conversionFigures(),
      getCatalogue(),
      proposalFigures(now, [30, 90]),
      revenueRows(revenue, operatorTimezone),
      cashByMonth(cashSince),
    ])
  return {
    now: now.toISOString(),
    waiting,
    firstResponse,
    weeks,
    proposals,
    revenue: {
      window: revenue,
      ...foldRevenue(revenueGrouped, (no) => packageTitle(catalogue.packages, no)),
    },
    margins: foldMargins(revenueGrouped.margins, (no) => packageTitle(catalogue.packages, no)),
    cash,
    conversion: {
      ...conversion,
      byPackage: conversion.byPackage.map((item) => ({
        ...item,
        label: packageTitle(catalogue.packages, item.label),
      })),
      lostReasons: conversion.lostReasons.map((item) => ({ ...item, reason: lostReasonLabel(item.reason) })),
    },
  }
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>
