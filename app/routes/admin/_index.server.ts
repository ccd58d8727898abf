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

// The dashboard's server side (routes/admin/_index.tsx): its lead, proposal and revenue figures,
// labelled for people.

/** The dashboard's figures at `now`, labelled for people; the revenue over the last `revenueDays` days. */
export async function dashboardFigures(now = new Date(), revenueDays: number = DEFAULT_REVENUE_DAYS) {
  const { replyTargetHours, operatorTimezone } = getConfig()
  const { day } = operatorTime(now, operatorTimezone)
  const revenue = revenueWindow(now, revenueDays, operatorTimezone)
  const [waiting, firstResponse, weeks, conversion, catalogue, proposals, revenueGrouped] = await Promise.all(
    [
      waitingFigures(now, replyTargetHours, day),
      firstResponseFigures(now),
      leadsPerWeek(now, operatorTimezone),
      conversionFigures(),
      getCatalogue(),
      proposalFigures(now, [30, 90]),
      revenueRows(revenue, operatorTimezone),
    ],
  )
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
