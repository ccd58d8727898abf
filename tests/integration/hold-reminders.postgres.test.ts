import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { holdReminders } from './hold-reminders.scenario'

describe('hold reminders (PostgreSQL)', () => holdReminders(createPostgresDatabase))
