/** The contact form (home and /contact pages). Built by the farm-content part 2 work. */
export function ContactForm() {
  return null;
}
