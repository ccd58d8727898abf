import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { tripDetails } from './trip-details.scenario'

describe('the traveller’s details (SQLite)', () => tripDetails(createSqliteDatabase))
