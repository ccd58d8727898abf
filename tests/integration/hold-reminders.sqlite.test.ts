import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { holdReminders } from './hold-reminders.scenario'

describe('hold reminders (SQLite)', () => holdReminders(createSqliteDatabase))
