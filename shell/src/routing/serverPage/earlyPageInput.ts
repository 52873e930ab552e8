type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const TOGGLES = new Set(['checkbox', 'radio']);

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && TOGGLES.has(field.type);

/** Whether the shopper changed a field of the server's HTML: it no longer shows what the HTML said. */
function changedByShopper(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Gives the live page a value it did not see being typed: React learns of a field's value only
 * from its events, and keeps its own record of the last value it saw. The record is set to what
 * the HTML said (through the element's own `value` property, which React watches), the value put
 * back past it, and an event sent, so the page's onChange runs as if the shopper had typed it.
 */
function handOver(field: Field, value: string, checked: boolean): void {
  if (isToggle(field)) {
    field.checked = field.defaultChecked;
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  setValue?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the shopper typed, chose or ticked in the server's HTML before its live page took it over
 * (docs/architecture.md#the-browser-takes-over). Started as the page mounts: it notes the fields
 * already changed and every field changed after, up to `handOver`, since hydration may put the
 * page's own state back in a field. `handOver` gives each noted field's last value to the live page.
 */
export function keepEarlyInput(container: HTMLElement): { handOver(): void } {
  const kept = new Map<Field, { value: string; checked: boolean }>();
  const note = (field: Field) => kept.set(field, { value: field.value, checked: isToggle(field) && field.checked });
  for (const field of container.querySelectorAll<Field>(FIELDS)) if (changedByShopper(field)) note(field);
  const onChange = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) note(event.target as Field);
  };
  container.addEventListener('input', onChange, true);
  container.addEventListener('change', onChange, true);
  return {
    handOver() {
      container.removeEventListener('input', onChange, true);
      container.removeEventListener('change', onChange, true);
      // Each field handed over re-renders the live page, which puts its own (older) state back in
      // the fields it has not been given yet: every value was read before.
      for (const [field, { value, checked }] of kept) if (field.isConnected) handOver(field, value, checked);
      kept.clear();
    },
  };
}
