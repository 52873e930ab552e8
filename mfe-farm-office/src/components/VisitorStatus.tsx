/**
 * A visitor's record's state as a pill: filled while it waits for the staff (a new message or
 * request, a comment to moderate), outlined once worked (visitors.css).
 */
export function VisitorStatus({ status, label, waiting }: { status: string; label: string; waiting: boolean }) {
  return <span className={`office-status office-visitor-status office-visitor-status--${waiting ? 'waiting' : status}`}>{label}</span>;
}
