// The direction of imports (docs/architecture.md, "The layers"), checked by `npm run lint`. Layers,
// from the bottom:
//   db/ (schema, migrations, client)  <-  app/models  <-  app/services  <-  app/routes, app/components
// app/lib holds rules shared by browser and server; app/content the site's copy; app/inquiries the
// kinds of inquiry, read by models, services and loaders. The HTTP layer
// (server/) sits on top of app/; scripts/ and tests/ sit beside it. tests/lint/fixtures breaks each rule
// once, and tests/lint/dependency-rules.test.ts checks that every rule catches it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one: neither can be understood, changed or tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'models-stay-below',
      comment: 'app/models reads and writes data; it never calls services, routes or components.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?app/models/' },
      to: { path: '^(tests/lint/fixtures/)?app/(services|routes|components)/' },
    },
    {
      name: 'jobs-on-top',
      comment:
        'app/jobs are the background loops: only the HTTP layer starts and stops them; the code they run lives in services and models, which never call a job.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?app/(models|services|routes|components|lib|inquiries)/' },
      to: { path: '^(tests/lint/fixtures/)?app/jobs/' },
    },
    {
      name: 'app-stands-alone',
      comment: 'Nothing in app/ reaches into the HTTP layer, the scripts or the tests.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?app/' },
      to: {
        path: '^(server|scripts|testing)/|^tests/(?!lint/fixtures/)|^tests/lint/fixtures/(server|scripts|tests|testing)/',
      },
    },
    {
      name: 'kinds-stay-below',
      comment:
        'app/inquiries defines the kinds of inquiry from content and rules; it reads no data and calls nothing above it.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?app/inquiries/' },
      to: { path: '^(tests/lint/fixtures/)?app/(models|services|routes|components|lib)/' },
    },
    {
      name: 'kinds-reach-pages-through-loaders',
      comment:
        "The kinds' definitions hold the forms' Zod schemas, which no page may load up front (docs/decisions/011): components and lib take their types only; loaders hand pages the rest. The browser's form rules load them on demand.",
      severity: 'error',
      from: {
        path: '^(tests/lint/fixtures/)?app/(components|lib)/',
        pathNot: '^app/components/form-validation\\.ts$',
      },
      to: { path: '^(tests/lint/fixtures/)?app/inquiries/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-below-app',
      comment: 'db/ (schema, migrations, client) is the bottom layer: it imports nothing from app/.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?db/' },
      to: { path: '^(tests/lint/fixtures/)?app/' },
    },
    {
      name: 'scripts-not-tests',
      comment: 'Scripts share helpers with the tests through testing/, never by importing tests/.',
      severity: 'error',
      from: { path: '^(tests/lint/fixtures/)?scripts/' },
      to: { path: '^tests/(?!lint/fixtures/)|^tests/lint/fixtures/tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
}
