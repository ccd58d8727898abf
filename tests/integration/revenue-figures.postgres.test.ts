import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { revenueScenario } from './revenue-figures.scenario'

describe('revenue figures (PostgreSQL)', () => revenueScenario(createPostgresDatabase))
