import { useId } from 'react'
import { nightsText } from '~/lib/country-names'
import type { RouteMap as RouteMapData } from '~/lib/route-map/drawing'
import { useLocale } from './use-locale'

/** Where text of `size` sits to look centred on `y`: SVG places text by its baseline. */
const baseline = (y: number, size: number) => Math.round((y + size * 0.35) * 10) / 10

/**
 * A tour's route as drawn on the server (drawRouteMap): the countries, the overnight stops numbered in
 * travel order and joined by a dashed line, and the same stops as a list under it, for those who do not
 * see the map and for the nights, which the map leaves out.
 */
export function RouteMap({ map, title }: { map: RouteMapData; title: string }) {
  const id = useId()
  const locale = useLocale()
  const { sizes } = map
  const stopsText = map.stops
    .map((stop) => `${stop.n}. ${stop.name}, ${nightsText(stop.nights, locale)}`)
    .join('; ')
  return (
    <div>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={map.viewBox}
        className="h-auto w-full rounded-xl border border-forest-700/10 bg-forest-700/10"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{stopsText}</desc>
        <g strokeLinejoin="round">
          {map.countries.map((country) => (
            <path
              key={country.id + country.name}
              d={country.d}
              strokeWidth={country.visited ? 1.2 : 0.8}
              className={
                country.visited
                  ? 'fill-savanna-100 stroke-savanna-700/60'
                  : 'fill-savanna-50 stroke-forest-700/25'
              }
            />
          ))}
        </g>
        <g
          fontSize={sizes.country}
          fontWeight={600}
          letterSpacing="0.12em"
          textAnchor="middle"
          className="fill-savanna-800/70"
        >
          {map.labels.map((label) => (
            <text key={label.name} x={label.x} y={baseline(label.y, sizes.country)}>
              {label.name.toUpperCase()}
            </text>
          ))}
        </g>
        {map.route ? (
          <path
            d={map.route}
            fill="none"
            strokeWidth={3}
            strokeDasharray="9 7"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-savanna-700"
          />
        ) : null}
        {map.markers.map((marker) =>
          marker.leader ? (
            <g key={`${marker.place}-leader`}>
              <line
                x1={marker.x}
                y1={marker.y}
                x2={marker.leader.x}
                y2={marker.leader.y}
                strokeWidth={1.5}
                className="stroke-forest-900"
              />
              <circle
                cx={marker.x}
                cy={marker.y}
                r={sizes.dot}
                strokeWidth={2}
                className="fill-savanna-700 stroke-white"
              />
            </g>
          ) : null,
        )}
        {map.markers.map((marker) => (
          <g key={marker.place}>
            {marker.badges.map((badge) => (
              <g key={badge.n}>
                <circle
                  cx={badge.x}
                  cy={badge.y}
                  r={sizes.badge}
                  strokeWidth={2}
                  className="fill-forest-800 stroke-white"
                />
                <text
                  x={badge.x}
                  y={baseline(badge.y, sizes.number)}
                  fontSize={sizes.number}
                  fontWeight={700}
                  textAnchor="middle"
                  className="fill-white"
                >
                  {badge.n}
                </text>
              </g>
            ))}
            <text
              x={marker.text.x}
              y={marker.text.y}
              fontSize={sizes.name}
              fontWeight={600}
              textAnchor={marker.text.anchor}
              strokeWidth={5}
              strokeLinejoin="round"
              paintOrder="stroke"
              className="fill-forest-900 stroke-white/90"
            >
              {marker.place}
            </text>
          </g>
        ))}
      </svg>
      <ol className="mt-4 grid gap-x-6 gap-y-1 text-forest-800 sm:grid-cols-2">
        {map.stops.map((stop) => (
          <li key={stop.n} className="flex gap-2">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-forest-800 text-sm font-bold text-white">
              {stop.n}
            </span>
            <span>
              {stop.name}, <span className="text-forest-700">{nightsText(stop.nights, locale)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
