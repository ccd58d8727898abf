import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { bookingReminders } from './booking-reminders.scenario'

describe('booking reminders (SQLite)', () => bookingReminders(createSqliteDatabase))
