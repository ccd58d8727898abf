import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { tripReviews } from './trip-reviews.scenario'

describe('reviews after the trip (PostgreSQL)', () => tripReviews(createPostgresDatabase))
