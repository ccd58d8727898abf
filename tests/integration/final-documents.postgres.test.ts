import { describe } from 'vitest'
import { createPostgresDatabase } from '../../testing/databases'
import { finalDocuments } from './final-documents.scenario'

describe('the final documents (PostgreSQL)', () => finalDocuments(createPostgresDatabase))
