import type { ContentScript } from './content-script'
import { countryTextsScript } from './country-texts.server'
import { demoStoriesScript } from './demo-stories.server'
import { packageTextsScript } from './package-texts.server'
import { replyTemplatesScript } from './reply-templates.server'

// Site copy that must reach every database arrives as a content script, never as a migration
// (docs/decisions/030-content-not-in-migrations.md): each runs once per database, in order, recorded by
// its name in the transaction of its changes. A script changes a field only while it still holds the
// words it replaces, so what staff wrote stays. New scripts go at the end; a script that has run is
// never edited.

export const CONTENT_SCRIPTS: readonly ContentScript[] = [
  demoStoriesScript,
  countryTextsScript,
  packageTextsScript,
  replyTemplatesScript,
]
