import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { tripReviews } from './trip-reviews.scenario'

describe('reviews after the trip (SQLite)', () => tripReviews(createSqliteDatabase))
