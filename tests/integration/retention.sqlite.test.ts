import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { retentionScenario } from './retention.scenario'

describe('the retention rule (SQLite)', () => retentionScenario(createSqliteDatabase))
