import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { revenueScenario } from './revenue-figures.scenario'

describe('revenue figures (SQLite)', () => revenueScenario(createSqliteDatabase))
