import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { isLocale, linkIn, localeOfPath, type ContentLanguages, type Locale } from '~/lib/locales'

/**
 * The language of the page being shown: the one its loader declares (`pageLanguage`: a proposal is in
 * the language it was written in, whatever its address), else its address's (lib/locales.ts).
 */
export function useLocale(): Locale {
  const { pathname } = useLocation()
  const declared = useMatches()
    .map((match) => (match.loaderData as { pageLanguage?: unknown } | undefined)?.pageLanguage)
    .findLast(isLocale)
  return declared ?? localeOfPath(pathname)
}

/** The public layout's route, whose loader says which content pages exist in which languages. */
export const PUBLIC_LAYOUT = 'routes/public/_layout'

/** The languages of the pages made from content (a country page), from the public layout's loader. */
export function useContentLanguages(): ContentLanguages {
  const data = useRouteLoaderData(PUBLIC_LAYOUT) as { contentLanguages?: ContentLanguages } | undefined
  return data?.contentLanguages ?? {}
}

/** Where this page's links lead: each page in this page's language where it exists, else in English. */
export function useLinkIn(): (path: string) => string {
  const locale = useLocale()
  const content = useContentLanguages()
  return (path) => linkIn(locale, path, content)
}
