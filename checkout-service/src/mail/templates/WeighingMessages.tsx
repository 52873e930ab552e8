import type { StoredOrder } from '../../domain';
import { Layout, styles } from './Layout';
import { Contact, greeting, LinkLine } from './Messages';

/** One weighed line as the shopper reads it: what was estimated (weight and price) and what the scale said. */
export interface WeighedRow {
  title: string;
  estimatedWeight: string;
  estimatedPrice: string;
  weighedWeight: string;
  price: string;
}

/** The weighed lines' table, then the amounts that close it ("Charged", "Released"…), each a label and an amount. */
function WeighedLines({ rows, amounts }: { rows: readonly WeighedRow[]; amounts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <thead>
        <tr>
          <th style={styles.cell}>Item</th>
          <th style={styles.number}>Estimated</th>
          <th style={styles.number}>Weighed</th>
          <th style={styles.number}>Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td style={styles.cell}>{row.title}</td>
            <td style={styles.number}>
              {row.estimatedWeight}, {row.estimatedPrice}
            </td>
            <td style={styles.number}>{row.weighedWeight}</td>
            <td style={styles.number}>{row.price}</td>
          </tr>
        ))}
        {amounts.map(([label, amount]) => (
          <tr key={label}>
            <td style={{ ...styles.cell, fontWeight: 'bold' }} colSpan={3}>
              {label}
            </td>
            <td style={{ ...styles.number, fontWeight: 'bold' }}>{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface WeighingNewsProps {
  order: StoredOrder;
  title: string;
  sentence: string;
  rows: readonly WeighedRow[];
  amounts: ReadonlyArray<readonly [string, string]>;
  /** What the shopper is asked to open, if anything (the pay link), before the way back to the order. */
  action: { lead: string; link: string } | null;
  /** The shopper's own order page. */
  link: string | null;
}

/** The shopper's news once the order is weighed: one sentence, each weighed line's estimate and weight, and the money. */
export function WeighingNews({ order, title, sentence, rows, amounts, action, link }: WeighingNewsProps) {
  return (
    <Layout title={title}>
      <h1 style={styles.heading}>{title}</h1>
      <p style={styles.paragraph}>
        {greeting(order)} {sentence}
      </p>
      <WeighedLines rows={rows} amounts={amounts} />
      {action ? <LinkLine lead={action.lead} link={action.link} /> : null}
      <LinkLine lead="See your order any time:" link={link} />
      <Contact />
    </Layout>
  );
}
