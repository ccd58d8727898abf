import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { retentionScenario } from './retention.scenario'

describe('the retention rule (PostgreSQL)', () => retentionScenario(createPostgresDatabase))
