import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { leadClockKinds } from './lead-clock-kinds.scenario'

describe('the reply clock and every kind of lead (PostgreSQL)', () => leadClockKinds(createPostgresDatabase))
