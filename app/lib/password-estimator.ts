import { passwordProblem, type PasswordEstimator, type PasswordOwner } from './password-rule'

// zxcvbn with its common and English dictionaries, loaded on first use and kept: about a megabyte of
// word lists, which only the pages that set a password fetch (a dynamic import, so the bundler puts
// them in chunks of their own), and which the server loads once.

let loading: Promise<PasswordEstimator> | undefined

/** The module itself, or what Node makes of a CommonJS package imported from an ES module. */
function exportsOf<T>(module: T | { default: T }): T {
  return (module as { default?: T }).default ?? (module as T)
}

export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const { ZxcvbnFactory } = exportsOf(core)
    const shared = exportsOf(common)
    const english = exportsOf(en)
    return new ZxcvbnFactory({
      dictionary: { ...shared.dictionary, ...english.dictionary },
      graphs: shared.adjacencyGraphs,
      translations: english.translations,
    })
  })
  loading.catch(() => (loading = undefined))
  return loading
}

/** For the server and the command line: what is wrong with a new password, or null. */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<string | null> {
  return passwordProblem(password, await loadPasswordEstimator(), owner)
}
