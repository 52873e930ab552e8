import { API_PATHS, DeliveryScreenSchema, type DeliveryRules, type DeliveryScreen } from 'contract';
import { callStaffApi, type StaffResult } from './staffApi';

/** Saves the whole rule set (`PUT /api/staff/delivery`); the service answers the screen as it now stands. */
export const saveDeliveryRules = (rules: DeliveryRules): Promise<StaffResult<DeliveryScreen>> =>
  callStaffApi(API_PATHS.staffDelivery, DeliveryScreenSchema, { method: 'PUT', body: rules });

/** The rules with `day` closed (or open again): everything else as saved, the list kept in order. */
export function withDayClosed(rules: DeliveryRules, day: string, closed: boolean): DeliveryRules {
  const others = rules.closedDays.filter((candidate) => candidate !== day);
  return { ...rules, closedDays: closed ? [...others, day].sort() : others };
}

/** The orders booked for a day (`GET /api/staff/delivery/bookings?day=`). */
export const bookingsPath = (day: string) => `${API_PATHS.staffDeliveryBookings}?${new URLSearchParams({ day }).toString()}`;
