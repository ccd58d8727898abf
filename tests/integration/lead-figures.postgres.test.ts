import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { figuresScenario } from './lead-figures.scenario'

describe('lead figures (PostgreSQL)', () => figuresScenario(createPostgresDatabase))
