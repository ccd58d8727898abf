import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { tripDetails } from './trip-details.scenario'

describe('the traveller’s details (PostgreSQL)', () => tripDetails(createPostgresDatabase))
