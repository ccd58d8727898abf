import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { leadClockKinds } from './lead-clock-kinds.scenario'

describe('the reply clock and every kind of lead (SQLite)', () => leadClockKinds(createSqliteDatabase))
