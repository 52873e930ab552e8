import type Router from '@koa/router';
import type { ComposerSettings } from '../mail/compose';
import type { Logger } from '../logger';
import type { RateCounts } from '../http/rateCounts';
import type { OfficeGuards } from '../office/officeRoutes';
import type { VisitorStores } from './visitorStores';
import { publicForm } from './publicForm';
import { newsletterRoutes } from './newsletter/newsletterRoutes';
import { privacyRoutes } from './privacy/privacyRoutes';
import { contactRoutes } from './contact/contactRoutes';
import { boxRequestRoutes } from './boxRequests/boxRequestRoutes';
import { commentRoutes } from './comments/commentRoutes';
import { officeCountsRoutes } from './officeCountsRoutes';

export interface VisitorRouteOptions {
  stores: VisitorStores;
  /** Guards the office's routes, as the orders' (src/office/officeRoutes.ts). */
  guards: OfficeGuards;
  /** Links and the farm's inbox for the forms' e-mails. */
  mail: ComposerSettings;
  formsPerMinute: number;
  trustedProxies: readonly string[];
  rateCounts: RateCounts;
  log: Logger;
  now: () => number;
  /** FARM_TIME_ZONE: a box request's first day is checked against the farm's today. */
  timeZone: string;
}

/** The visitors' forms' public routes, and the office's routes that work what they send. */
export function visitorRoutes({
  stores,
  guards,
  mail,
  formsPerMinute,
  trustedProxies,
  rateCounts,
  log,
  now,
  timeZone,
}: VisitorRouteOptions): Router[] {
  const form = publicForm({ perMinute: formsPerMinute, trustedProxies, rateCounts, log });
  return [
    contactRoutes({ contact: stores.contact, form, guards, mail }),
    boxRequestRoutes({ boxRequests: stores.boxRequests, form, guards, mail, timeZone, now }),
    commentRoutes({ comments: stores.comments, form, guards }),
    officeCountsRoutes(stores, guards),
    newsletterRoutes({
      newsletter: stores.newsletter,
      form,
      guards,
      site: mail.site,
      perMinute: formsPerMinute,
      trustedProxies,
      rateCounts,
      now,
      timeZone,
    }),
    privacyRoutes(stores.privacy, guards),
  ];
}
