import { useRouteLoaderData } from 'react-router'
import type { Operator } from '~/content/operator'

export interface OperatorData {
  operator: Operator
  publicUrl: string
}

/** The operator's details and public URL, loaded once by the root route. */
export function useOperator(): OperatorData {
  const data = useRouteLoaderData('root') as OperatorData | undefined
  if (!data) throw new Error('useOperator() needs the root loader data')
  return data
}

export function phoneDisplay(phone: string): string {
  // +256700000000 → +256 700 000 000
  const match = phone.match(/^\+(\d{3})(\d{3})(\d{3})(\d+)$/)
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone
}

export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}
