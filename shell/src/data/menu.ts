/** The main menu (docs/product.md#header-and-main-menu): the About dropdown and the other top-level links. */
export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    children: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Farm Story', to: '/farm-story' },
      { label: 'Farm to Table', to: '/farm-to-table' },
    ],
  },
  { label: 'Subscription', to: '/subscription' },
  { label: 'Shop', to: '/shop' },
  { label: 'Contact', to: '/contact' },
  { label: 'Login', to: '/login' },
];

export const FOOTER_LINKS: readonly MenuLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Services', to: '/services' },
  { label: 'Farmers', to: '/farmers' },
  { label: 'Projects', to: '/project' },
  { label: 'Blog', to: '/blog-standard' },
  { label: 'Shop', to: '/shop' },
];
