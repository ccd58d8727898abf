import { useLocation } from 'react-router'
import { localeOfPath } from '~/lib/locales'

/** The language of the page being shown: its address's (lib/locales.ts). */
export const useLocale = () => localeOfPath(useLocation().pathname)
