import { initials } from '~/lib/trust'

/** A team member's photo, or until one is uploaded a drawn portrait in the site's style, with initials. */
export function Portrait({ name, photo }: { name: string; photo: string | null }) {
  if (photo)
    return (
      <img
        src={photo}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="h-24 w-24 rounded-full object-cover"
      />
    )
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" className="h-24 w-24 rounded-full">
      <rect width="96" height="96" fill="#f2e8d3" />
      <circle cx="48" cy="96" r="34" fill="#27472f" />
      <circle cx="48" cy="44" r="17" fill="#8a5a2b" />
      <path d="M30 40c2-14 34-14 36 0-6-6-30-6-36 0z" fill="#3b2a1a" />
      <text x="48" y="90" textAnchor="middle" fontSize="14" fontWeight="700" fill="#f2e8d3" letterSpacing="1">
        {initials(name)}
      </text>
    </svg>
  )
}
