/** The progress rings' pure maths (step 5 every 50 ms up to the target: docs/product.md#counters-and-progress). */
export const RING_STEP = 5;
export const RING_STEP_INTERVAL_MS = 50;
/** Share of a ring that must be visible for it to count up. */
export const RING_VISIBILITY_THRESHOLD = 0.5;

/** The ring's next value: one step closer to the target, never past it. */
export function nextRingValue(current: number, target: number, step: number = RING_STEP): number {
  if (current >= target) return target;
  return Math.min(target, current + step);
}

/** Every value a ring shows on its way from 0 to the target (83 → 5, 10, … 80, 83). */
export function ringSteps(target: number, step: number = RING_STEP): number[] {
  const values: number[] = [];
  for (let value = 0; value < target;) {
    value = nextRingValue(value, target, step);
    values.push(value);
  }
  return values;
}

/** stroke-dashoffset that leaves `percent` of a circle of `circumference` drawn. */
export function ringDashOffset(percent: number, circumference: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return circumference * (1 - clamped / 100);
}
