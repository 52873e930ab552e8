import { NEWSLETTER_PAGES } from 'contract';
import { defineRemoteRoutes } from 'shared';

/** Shell contract versions this build works with, compiled into the build (shared/src/remoteRoutes.ts). */
const SUPPORTED_SHELL_CONTRACTS = [1];

/** The farm pages, exposed to the shell as `farm_content/routes`. Each page is its own chunk. */
export default defineRemoteRoutes(
  [
    { path: '/', load: () => import('./pages/HomePage') },
    { path: '/about-us', load: () => import('./pages/AboutUsPage') },
    { path: '/services', load: () => import('./pages/ServicesPage') },
    { path: '/services-2', load: () => import('./pages/Services2Page') },
    { path: '/service-details/:id', load: () => import('./pages/ServiceDetailsPage') },
    { path: '/farmers', load: () => import('./pages/FarmersPage') },
    { path: '/farmer-details/:id', load: () => import('./pages/FarmerDetailsPage') },
    { path: '/project', load: () => import('./pages/ProjectPage') },
    { path: '/project-details/:id', load: () => import('./pages/ProjectDetailsPage') },
    { path: '/farm-story', load: () => import('./pages/FarmStoryPage') },
    { path: '/farm-to-table', load: () => import('./pages/FarmToTablePage') },
    { path: '/subscription', load: () => import('./pages/SubscriptionPage') },
    { path: '/contact', load: () => import('./pages/ContactPage') },
    { path: '/contact-us.html', load: () => import('./pages/ContactUsRedirect') },
    { path: '/register', load: () => import('./pages/RegisterPage') },
    { path: '/login', load: () => import('./pages/LoginPage') },
    { path: NEWSLETTER_PAGES.confirm, load: () => import('./pages/NewsletterConfirmPage') },
    { path: NEWSLETTER_PAGES.unsubscribe, load: () => import('./pages/NewsletterUnsubscribePage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
