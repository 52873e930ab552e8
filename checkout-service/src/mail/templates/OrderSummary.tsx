import { FARM_PICKUP, formatPickupDay } from 'contract';
import type { StoredOrder } from '../../domain';
import { formatMoney } from '../money';
import { styles } from './Layout';

/** Each line (title, quantity, unit price, line total) and the order's total. */
export function OrderLines({ order }: { order: StoredOrder }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
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

/** Where the order goes: "Delivery to" and the address as the shopper gave it, or the pickup's day, hours and the farm's address. */
export function fulfilmentLines(order: StoredOrder): { heading: string; lines: string[] } {
  const { pickupDay } = order.fulfilment;
  if (pickupDay)
    return { heading: 'Pickup at the farm', lines: [`${formatPickupDay(pickupDay)}, ${FARM_PICKUP.hours}`, FARM_PICKUP.address] };
  return { heading: 'Delivery to', lines: addressLines(order) };
}

/** That heading and its lines, one per line. */
export function WhereItGoes({ order }: { order: StoredOrder }) {
  const { heading, lines } = fulfilmentLines(order);
  return (
    <>
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
