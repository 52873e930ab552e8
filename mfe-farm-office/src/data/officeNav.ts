import type { OfficeCounts } from 'contract';
import { OFFICE_PATHS } from './officePaths';
import { OFFICE_TEXTS } from './officeTexts';

const { nav } = OFFICE_TEXTS;

interface OfficeSection {
  path: string;
  label: string;
  /** Only this very address, not the ones under it (the orders' `/office` is under every section). */
  end?: boolean;
  /** The figure of the bar's counts its badge shows, and how a screen reader hears it after the name. */
  badge?: { count: keyof OfficeCounts; says: (count: number) => string };
  /** Seldom used: shown quieter than the daily sections. */
  quiet?: boolean;
}

/** The office's sections in its bar, in the order of the day's work. */
export const OFFICE_SECTIONS: readonly OfficeSection[] = [
  { path: OFFICE_PATHS.orders, label: nav.orders, end: true },
  { path: OFFICE_PATHS.packing, label: nav.packing },
  { path: OFFICE_PATHS.holds, label: nav.holds },
  { path: OFFICE_PATHS.products, label: nav.products },
  { path: OFFICE_PATHS.delivery, label: nav.delivery },
  { path: OFFICE_PATHS.inbox, label: nav.inbox, badge: { count: 'newMessages', says: nav.newCount } },
  { path: OFFICE_PATHS.boxRequests, label: nav.boxRequests, badge: { count: 'newBoxRequests', says: nav.newCount } },
  { path: OFFICE_PATHS.subscribers, label: nav.subscribers },
  { path: OFFICE_PATHS.comments, label: nav.comments, badge: { count: 'pendingComments', says: nav.waitingCount } },
  { path: OFFICE_PATHS.vitals, label: nav.vitals, quiet: true },
  { path: OFFICE_PATHS.privacy, label: nav.privacy, quiet: true },
];
