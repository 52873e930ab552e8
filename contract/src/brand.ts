/** Brand and contact values (docs/product.md#brand), used by the shell and every remote. */
export const BRAND = {
  name: 'Terra Verde',
  tagline: 'Fresh Organic Farm Produce',
  description:
    'Terra Verde grows fresh, locally sourced vegetables, fruits and grains without synthetic pesticides, and delivers them quickly to homes, chefs, schools and market vendors.',
  phone: { label: '+55 (48) 3025-0147', href: 'tel:+554830250147' },
  email: { label: 'hello@terraverde.farm', href: 'mailto:hello@terraverde.farm' },
  address: 'Estrada Geral do Rio Vermelho, 2450, Florianópolis, SC 88060-000, Brazil',
  openingHours: 'Mon - Sat: 08:00 am - 05:00 pm',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/terraverdefarm' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/terraverdefarm' },
  { network: 'x', label: 'X', href: 'https://x.com/terraverdefarm' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@terraverdefarm' },
];
