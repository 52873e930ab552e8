import { DELIVERY_SENTENCES, FARM_PICKUP, formatPickupDay } from 'contract';
import type { StoredOrder } from '../../domain';
import { formatMoney } from '../money';
import { styles } from './Layout';

/**
 * A zone's delivery as a line before the total (docs/product.md#delivery-rules): "Delivery (Island)"
 * and its fee, part of the total, or "Free delivery" with no amount. None for a pickup or a delivery
 * with no zones set, so those e-mails read as before the rules.
 */
export function deliveryCharge(order: StoredOrder): { label: string; cents: number | null } | null {
  const { method, zone, feeCents } = order.fulfilment;
  if (method !== 'delivery') return null;
  if (feeCents > 0) return { label: zone === null ? 'Delivery' : DELIVERY_SENTENCES.feeLine(zone), cents: feeCents };
  return zone === null ? null : { label: DELIVERY_SENTENCES.free, cents: null };
}

/** Each line (title, quantity, unit price, line total), the delivery's charge if any, and the order's total. */
export function OrderLines({ order }: { order: StoredOrder }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const charge = deliveryCharge(order);
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <thead>
        <tr>
          <th style={styles.cell}>Item</th>
          <th style={styles.number}>Qty</th>
          <th style={styles.number}>Price</th>
          <th style={styles.number}>Total</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <td style={styles.cell}>{line.title}</td>
            <td style={styles.number}>{line.quantity}</td>
            <td style={styles.number}>{money(line.unitPriceCents)}</td>
            <td style={styles.number}>{money(line.lineTotalCents)}</td>
          </tr>
        ))}
        {charge ? (
          <tr>
            <td style={styles.cell} colSpan={3}>
              {charge.label}
            </td>
            <td style={styles.number}>{charge.cents === null ? '' : money(charge.cents)}</td>
          </tr>
        ) : null}
        <tr>
          <td style={{ ...styles.cell, fontWeight: 'bold' }} colSpan={3}>
            Total
          </td>
          <td style={{ ...styles.number, fontWeight: 'bold' }}>{money(order.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Where the order goes: "Delivery to" and the address as the shopper gave it, or the pickup's day,
 * hours and the farm's address. `when` is a booked delivery's day, "Delivery on Tuesday, 22 December
 * 2026"; null for a pickup (its day is in its lines) and for a delivery with no zones set.
 */
export function fulfilmentLines(order: StoredOrder): { when: string | null; heading: string; lines: string[] } {
  const { pickupDay, deliveryDay } = order.fulfilment;
  if (pickupDay)
    return {
      when: null,
      heading: 'Pickup at the farm',
      lines: [`${formatPickupDay(pickupDay)}, ${FARM_PICKUP.hours}`, FARM_PICKUP.address],
    };
  return { when: deliveryDay ? `Delivery on ${formatPickupDay(deliveryDay)}` : null, heading: 'Delivery to', lines: addressLines(order) };
}

/** The delivery's day if booked, then that heading and its lines, one per line. */
export function WhereItGoes({ order }: { order: StoredOrder }) {
  const { when, heading, lines } = fulfilmentLines(order);
  return (
    <>
      {when ? <p style={{ ...styles.paragraph, fontWeight: 'bold' }}>{when}</p> : null}
      <p style={{ ...styles.paragraph, fontWeight: 'bold', margin: '0 0 4px' }}>{heading}</p>
      <p style={styles.paragraph}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            {index < lines.length - 1 ? <br /> : null}
          </span>
        ))}
      </p>
    </>
  );
}

function addressLines(order: StoredOrder): string[] {
  const c = order.customer;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const town = [c.city, c.state, c.postcode].filter(Boolean).join(', ');
  return [name, c.address1, c.address2, town, c.country].filter((line): line is string => Boolean(line));
}
