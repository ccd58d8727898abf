import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { bookingReminders } from './booking-reminders.scenario'

describe('booking reminders (PostgreSQL)', () => bookingReminders(createPostgresDatabase))
