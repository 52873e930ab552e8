import { BRAND, SOCIAL_LINKS } from 'contract';

/** The farm's postal address (`BRAND.address`) in schema.org's parts; a test keeps the two equal. */
export const FARM_ADDRESS = {
  streetAddress: 'Estrada Geral do Rio Vermelho, 2450',
  addressLocality: 'Florianópolis',
  addressRegion: 'SC',
  postalCode: '88060-000',
  addressCountry: 'BR',
} as const;

/** `BRAND.openingHours` (Mon - Sat: 08:00 am - 05:00 pm) in schema.org's terms. */
export const FARM_OPENING_HOURS = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '08:00',
  closes: '17:00',
} as const;

/** The farm as a schema.org LocalBusiness, for the home page: where it is, how to call, when it is open. */
export function localBusinessJsonLd({ siteUrl, image }: { siteUrl: string; image: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BRAND.name,
    description: BRAND.description,
    url: `${siteUrl}/`,
    image,
    telephone: BRAND.phone.href.replace('tel:', ''),
    email: BRAND.email.label,
    address: { '@type': 'PostalAddress', ...FARM_ADDRESS },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', ...FARM_OPENING_HOURS }],
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}
