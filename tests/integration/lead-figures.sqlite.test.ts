import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { figuresScenario } from './lead-figures.scenario'

describe('lead figures (SQLite)', () => figuresScenario(createSqliteDatabase))
