import type { FarmClock } from 'contract';
import { dayOf, hourOf } from '../orders/farmDay';

/**
 * Where the farm is at an instant, on its own clocks (FARM_TIME_ZONE): the calendar day and the
 * hour that a day's cut-off is compared with (docs/product.md#delivery-rules). The checkout and the
 * delivery routes read the same clock, so a day offered is a day the checkout accepts.
 */
export const farmClock = (now: Date, timeZone: string): FarmClock => ({ today: dayOf(now, timeZone), hour: hourOf(now, timeZone) });
