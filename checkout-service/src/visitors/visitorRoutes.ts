import type Router from '@koa/router';
import type { ComposerSettings } from '../mail/compose';
import type { Logger } from '../logger';
import type { OfficeGuards } from '../office/officeRoutes';
import type { VisitorStores } from './visitorStores';
import { publicForm } from './publicForm';
import { newsletterRoutes } from './newsletter/newsletterRoutes';
import { privacyRoutes } from './privacy/privacyRoutes';

export interface VisitorRouteOptions {
  stores: VisitorStores;
  /** Guards the office's routes, as the orders' (src/office/officeRoutes.ts). */
  guards: OfficeGuards;
  /** Links and the farm's inbox for the forms' e-mails. */
  mail: ComposerSettings;
  formsPerMinute: number;
  trustedProxies: readonly string[];
  log: Logger;
  now: () => number;
}

/** The visitors' forms' public routes, and the office's routes that work what they send. */
export function visitorRoutes({ stores, guards, mail, formsPerMinute, trustedProxies, log, now }: VisitorRouteOptions): Router[] {
  const form = publicForm({ perMinute: formsPerMinute, trustedProxies, log });
  return [
    newsletterRoutes({ newsletter: stores.newsletter, form, guards, site: mail.site, perMinute: formsPerMinute, trustedProxies, now }),
    privacyRoutes(stores.privacy, guards),
  ];
}
