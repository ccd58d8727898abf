import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { DatabaseHandle } from './client'
import * as initial from './migrations/0001-initial'
import * as mailOutbox from './migrations/0002-mail-outbox'
import * as rateLimits from './migrations/0003-rate-limits'
import * as inquirySource from './migrations/0004-inquiry-source'
import * as backOffice from './migrations/0005-back-office'
import * as searchIndexes from './migrations/0006-search-indexes'
import * as deliveryAndHealth from './migrations/0007-delivery-and-health'
import * as hardening from './migrations/0008-hardening'
import * as leads from './migrations/0009-leads'
import * as leadMail from './migrations/0010-lead-mail'
import * as leadClock from './migrations/0011-lead-clock'
import * as leadDeskAtSize from './migrations/0012-lead-desk-at-size'
import * as mailInbox from './migrations/0013-mail-inbox'
import * as team from './migrations/0014-team'
import * as erasure from './migrations/0015-erasure'
import * as uploadStore from './migrations/0016-upload-store'
import * as mailFilesShared from './migrations/0017-mail-files-shared'
import * as catalogue from './migrations/0018-catalogue'
import * as contentAccuracy from './migrations/0019-content-accuracy'
import * as travellingParty from './migrations/0020-travelling-party'
import * as transferTimes from './migrations/0021-transfer-times'
import * as trust from './migrations/0022-trust'
import * as staffAuth from './migrations/0023-staff-auth'
import * as mailToSort from './migrations/0024-mail-to-sort'
import * as idempotencyKeys from './migrations/0025-idempotency-keys'
import * as instances from './migrations/0026-instances'
import * as contentScripts from './migrations/0027-content-scripts'
import * as sentHeaders from './migrations/0028-sent-headers'
import * as proposals from './migrations/0029-proposals'
import * as payments from './migrations/0030-payments'
import * as travellerReviews from './migrations/0031-traveller-reviews'
import * as rateCards from './migrations/0032-rate-cards'
import * as proposalPricing from './migrations/0033-proposal-pricing'
import * as bookingFacts from './migrations/0034-booking-facts'
import * as packagePricing from './migrations/0035-package-pricing'
import * as permitsAndMargins from './migrations/0036-permits-and-margins'
import * as lodgePictures from './migrations/0037-lodge-pictures'
import * as proposalFigureIndexes from './migrations/0038-proposal-figure-indexes'
import * as ledgerGuards from './migrations/0039-ledger-guards'
import * as senderChecks from './migrations/0040-sender-checks'
import * as travellerPayments from './migrations/0041-traveller-payments'
import * as proposalLinks from './migrations/0042-proposal-links'
import * as cardRefunds from './migrations/0043-card-refunds'
import * as travellerWording from './migrations/0044-traveller-wording'
import * as pricingRules from './migrations/0045-pricing-rules'
import * as lineCosts from './migrations/0046-line-costs'
import * as roomTypes from './migrations/0047-room-types'
import * as travellerLanguage from './migrations/0048-traveller-language'
import * as contentTranslations from './migrations/0049-content-translations'
import * as templateLanguage from './migrations/0050-template-language'
import * as articleLanguage from './migrations/0051-article-language'
import * as reservations from './migrations/0052-reservations'
import * as tripDetails from './migrations/0053-trip-details'
import * as crewAndDocuments from './migrations/0054-crew-and-documents'

/** Migrations are listed here in order, so that they are bundled with the server (no directory scan). */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-initial': { up: (db) => initial.up(db, handle.kind), down: initial.down },
    '0002-mail-outbox': { up: (db) => mailOutbox.up(db, handle.kind), down: mailOutbox.down },
    '0003-rate-limits': { up: rateLimits.up, down: rateLimits.down },
    '0004-inquiry-source': { up: inquirySource.up, down: inquirySource.down },
    '0005-back-office': { up: backOffice.up, down: backOffice.down },
    '0006-search-indexes': { up: (db) => searchIndexes.up(db, handle.kind), down: searchIndexes.down },
    '0007-delivery-and-health': { up: deliveryAndHealth.up, down: deliveryAndHealth.down },
    '0008-hardening': { up: hardening.up, down: hardening.down },
    '0009-leads': { up: (db) => leads.up(db, handle.kind), down: leads.down },
    '0010-lead-mail': { up: (db) => leadMail.up(db, handle.kind), down: leadMail.down },
    '0011-lead-clock': { up: leadClock.up, down: leadClock.down },
    '0012-lead-desk-at-size': { up: (db) => leadDeskAtSize.up(db, handle.kind), down: leadDeskAtSize.down },
    '0013-mail-inbox': { up: (db) => mailInbox.up(db, handle.kind), down: mailInbox.down },
    '0014-team': { up: (db) => team.up(db, handle.kind), down: team.down },
    '0015-erasure': { up: erasure.up, down: erasure.down },
    '0016-upload-store': { up: (db) => uploadStore.up(db, handle.kind), down: uploadStore.down },
    '0017-mail-files-shared': { up: (db) => mailFilesShared.up(db, handle.kind), down: mailFilesShared.down },
    '0018-catalogue': { up: (db) => catalogue.up(db, handle.kind), down: catalogue.down },
    '0019-content-accuracy': {
      up: (db) => contentAccuracy.up(db, handle.kind),
      down: (db) => contentAccuracy.down(db, handle.kind),
    },
    '0020-travelling-party': { up: travellingParty.up, down: travellingParty.down },
    '0021-transfer-times': { up: (db) => transferTimes.up(db, handle.kind), down: transferTimes.down },
    '0022-trust': { up: (db) => trust.up(db, handle.kind), down: trust.down },
    '0023-staff-auth': { up: (db) => staffAuth.up(db, handle.kind), down: staffAuth.down },
    '0024-mail-to-sort': { up: (db) => mailToSort.up(db, handle.kind), down: mailToSort.down },
    '0025-idempotency-keys': { up: idempotencyKeys.up, down: idempotencyKeys.down },
    '0026-instances': { up: instances.up, down: instances.down },
    '0027-content-scripts': { up: contentScripts.up, down: contentScripts.down },
    '0028-sent-headers': { up: sentHeaders.up, down: sentHeaders.down },
    '0029-proposals': { up: (db) => proposals.up(db, handle.kind), down: proposals.down },
    '0030-payments': { up: (db) => payments.up(db, handle.kind), down: payments.down },
    '0031-traveller-reviews': {
      up: (db) => travellerReviews.up(db, handle.kind),
      down: travellerReviews.down,
    },
    '0032-rate-cards': { up: (db) => rateCards.up(db, handle.kind), down: rateCards.down },
    '0033-proposal-pricing': { up: proposalPricing.up, down: proposalPricing.down },
    '0034-booking-facts': { up: bookingFacts.up, down: bookingFacts.down },
    '0035-package-pricing': { up: packagePricing.up, down: packagePricing.down },
    '0036-permits-and-margins': {
      up: (db) => permitsAndMargins.up(db, handle.kind),
      down: permitsAndMargins.down,
    },
    '0037-lodge-pictures': { up: lodgePictures.up, down: lodgePictures.down },
    '0038-proposal-figure-indexes': { up: proposalFigureIndexes.up, down: proposalFigureIndexes.down },
    '0039-ledger-guards': {
      up: (db) => ledgerGuards.up(db, handle.kind),
      down: (db) => ledgerGuards.down(db, handle.kind),
    },
    '0040-sender-checks': { up: senderChecks.up, down: senderChecks.down },
    '0041-traveller-payments': {
      up: (db) => travellerPayments.up(db, handle.kind),
      down: travellerPayments.down,
    },
    '0042-proposal-links': { up: (db) => proposalLinks.up(db, handle.kind), down: proposalLinks.down },
    '0043-card-refunds': { up: (db) => cardRefunds.up(db, handle.kind), down: cardRefunds.down },
    '0044-traveller-wording': { up: travellerWording.up, down: travellerWording.down },
    '0045-pricing-rules': { up: pricingRules.up, down: pricingRules.down },
    '0046-line-costs': { up: lineCosts.up, down: lineCosts.down },
    '0047-room-types': { up: roomTypes.up, down: roomTypes.down },
    '0048-traveller-language': { up: travellerLanguage.up, down: travellerLanguage.down },
    '0049-content-translations': { up: contentTranslations.up, down: contentTranslations.down },
    '0050-template-language': { up: templateLanguage.up, down: templateLanguage.down },
    '0051-article-language': { up: articleLanguage.up, down: articleLanguage.down },
    '0052-reservations': { up: (db) => reservations.up(db, handle.kind), down: reservations.down },
    '0053-trip-details': { up: (db) => tripDetails.up(db, handle.kind), down: tripDetails.down },
    '0054-crew-and-documents': { up: (db) => crewAndDocuments.up(db, handle.kind), down: crewAndDocuments.down },
  }
}

/** Brings the database up to the latest migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) }
  const migrator = new Migrator({ db: handle.db, provider })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** Brings the database to the migration `name` (up or down): for tests of a migration on older data. */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) }
  const { error } = await new Migrator({ db: handle.db, provider }).migrateTo(name)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
