/**
 * What must hold after the chaos, read from PostgreSQL (pg) and the run's own records: each key
 * answered 2xx has exactly one order and the same session every time, no key has two orders; each
 * counted product's units add up to what was set (for sale + held + sold), nothing sold twice.
 * Each check returns `{ name, ok, detail }` for the report.
 */
import { borrow } from './deps.mjs';

const { Client } = borrow('pg');

export async function withDatabase(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every key answered 2xx: one order, whose session every 2xx answer for the key named. */
export async function checkIdempotency(db, creations) {
  const answered = new Map();
  for (const record of creations.filter((r) => r.status >= 200 && r.status < 300)) {
    const ids = answered.get(record.key) ?? new Set();
    ids.add(record.json?.id);
    answered.set(record.key, ids);
  }
  const { rows } = await db.query(
    'select idempotency_key as key, count(*)::int as orders, min(provider_session_id) as session from orders where idempotency_key = any($1) group by idempotency_key',
    [[...answered.keys()]],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const problems = [];
  for (const [key, ids] of answered) {
    const row = byKey.get(key);
    if (!row || row.orders !== 1) problems.push(`${key}: ${row?.orders ?? 0} orders`);
    else if (ids.size !== 1 || !ids.has(row.session))
      problems.push(`${key}: answered sessions ${[...ids].join(', ')}, order's ${row.session}`);
  }
  const { rows: doubled } = await db.query(
    'select idempotency_key from orders where idempotency_key is not null group by idempotency_key having count(*) > 1',
  );
  problems.push(...doubled.map((row) => `${row.idempotency_key}: more than one order`));
  const repeated = creations.filter((r) => r.repeat && r.status >= 200 && r.status < 300).length;
  return {
    name: 'idempotency',
    ok: problems.length === 0,
    detail: `${answered.size} keys answered 2xx (${repeated} of them repeated), each with one order and one session${problems.length ? `; PROBLEMS: ${problems.slice(0, 10).join('; ')}` : ''}`,
  };
}

/** Each counted product: on hand − held (for sale) + held + sold = what was set; held = what pending lines hold. */
export async function checkStock(db, counted, initial) {
  const problems = [];
  const lines = [];
  for (const productId of counted) {
    const {
      rows: [stock],
    } = await db.query('select on_hand, held from product_stock where product_id = $1', [productId]);
    const {
      rows: [sold],
    } = await db.query(
      `select coalesce(sum(l.quantity), 0)::int as units, count(distinct o.id)::int as orders from order_lines l
       join orders o on o.id = l.order_id where l.product_id = $1 and o.paid_at is not null`,
      [productId],
    );
    const {
      rows: [reserved],
    } = await db.query(
      `select coalesce(sum(l.reserved_quantity), 0)::int as units from order_lines l join orders o on o.id = l.order_id
       where l.product_id = $1 and o.status = 'pending'`,
      [productId],
    );
    const forSale = stock.on_hand - stock.held;
    const total = forSale + stock.held + sold.units;
    lines.push(`product ${productId}: ${forSale} for sale + ${stock.held} held + ${sold.units} sold = ${total} (set ${initial})`);
    if (total !== initial) problems.push(`product ${productId} adds up to ${total}, not ${initial}`);
    if (forSale < 0) problems.push(`product ${productId} is oversold: ${forSale} for sale`);
    if (reserved.units !== stock.held) problems.push(`product ${productId}: held ${stock.held}, pending lines hold ${reserved.units}`);
  }
  // Sold twice: an order settled by more than one paid payment of the same purpose, or a line reserved while paid.
  const { rows: twice } = await db.query(
    `select order_id from local_payments where state in ('paid', 'held', 'captured') group by order_id, purpose having count(*) > 1`,
  );
  problems.push(...twice.map((row) => `order ${row.order_id} paid twice`));
  const { rows: stillHeld } = await db.query(
    `select count(*)::int as n from order_lines l join orders o on o.id = l.order_id where o.paid_at is not null and l.reserved_quantity > 0`,
  );
  if (stillHeld[0].n > 0) problems.push(`${stillHeld[0].n} lines of paid orders still hold stock`);
  return {
    name: 'stock',
    ok: problems.length === 0,
    detail: `${lines.join('; ')}${problems.length ? `; PROBLEMS: ${problems.join('; ')}` : ''}`,
  };
}
