import { packages } from '~/content/packages'
import type { PackageDetail } from '~/content/types'
import { sceneUrl } from '~/content/scene-variants'
import type { SiteData } from './operator'

// schema.org descriptions for search engines (TravelAgency, TouristTrip, BlogPosting).

export function organizationJsonLd({ operator, publicUrl }: SiteData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: operator.brand,
    url: publicUrl,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}${sceneUrl('welcome-savanna', 'wide', 1600, 'webp')}`,
    email: operator.email,
    telephone: operator.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: operator.address.slice(0, -1).join(', '),
      addressLocality: operator.address.at(-1),
      addressCountry: 'UG',
    },
    areaServed: ['Uganda', 'Kenya', 'Rwanda', 'Tanzania'].map((name) => ({ '@type': 'Country', name })),
    sameAs: Object.values(operator.social),
  }
}

export function tourJsonLd(site: SiteData, detail: PackageDetail, path: string) {
  const item = packages.find((entry) => entry.no === detail.no)!
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: item.title,
    description: detail.seoDescription,
    url: `${site.publicUrl}${path}`,
    image: `${site.publicUrl}${sceneUrl(detail.cardImage.scene, 'wide', 1600, 'webp')}`,
    touristType: 'Safari',
    provider: { '@type': 'TravelAgency', name: site.operator.brand, url: site.publicUrl },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: detail.days.length,
      itemListElement: detail.days.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristAttraction', name: `${day.label}: ${day.title}`, description: day.text },
      })),
    },
  }
}

export function articleJsonLd(
  site: SiteData,
  article: {
    title: string
    description: string | null
    image: string | null
    published: string | null
    updated: string
  },
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description ?? undefined,
    image: article.image
      ? article.image.startsWith('http')
        ? article.image
        : `${site.publicUrl}${article.image}`
      : undefined,
    datePublished: article.published ?? undefined,
    dateModified: article.updated,
    url: `${site.publicUrl}${path}`,
    mainEntityOfPage: `${site.publicUrl}${path}`,
    author: { '@type': 'Organization', name: site.operator.brand },
    publisher: {
      '@type': 'Organization',
      name: site.operator.brand,
      logo: { '@type': 'ImageObject', url: `${site.publicUrl}/favicon.svg` },
    },
  }
}
