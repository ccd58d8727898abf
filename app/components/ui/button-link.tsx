import type { ReactNode } from 'react'
import { Link } from 'react-router'

const styles = {
  primary: 'bg-savanna-700 text-white hover:bg-savanna-800',
  outline: 'border-2 border-current hover:bg-black/5',
  light: 'bg-white text-forest-900 hover:bg-savanna-100',
}

/** A link that looks like a button: Plan my safari, Book Now, Get package. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  className = '',
  'aria-label': ariaLabel,
}: {
  to: string
  children: ReactNode
  variant?: keyof typeof styles
  className?: string
  /** A fuller name for screen readers, starting with the words shown ("Book Now: Zanzibar..."). */
  'aria-label'?: string
}) {
  return (
    <Link
      to={to}
      aria-label={ariaLabel}
      className={`inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600 ${styles[variant]} ${className}`}
    >
      {children}
    </Link>
  )
}
