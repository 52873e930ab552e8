import { Link, useSearchParams } from 'react-router-dom';
import { Field } from 'shared';
import { PACKING_TEXTS } from '../data/officeTexts';
import { PACKING_SECTIONS, type PackingSectionId } from '../data/packingSections';
import { dayOrToday } from '../lib/dates';
import { PackingSection } from './PackingSection';
import './packing.css';

/**
 * The day picker (today unless `?day=` says otherwise) and the day's three sections, one shown at
 * a time: each is its own address (`?section=`), so a bookmark opens the run sheet directly.
 */
export function PackingDayView() {
  const [params, setParams] = useSearchParams();
  const day = dayOrToday(params.get('day'));
  const requested = params.get('section');
  const section: PackingSectionId = PACKING_SECTIONS.find((candidate) => candidate.id === requested)?.id ?? PACKING_SECTIONS[0].id;
  const addressOf = (next: { day?: string; section?: PackingSectionId }) => {
    const query = new URLSearchParams({ day: next.day ?? day, section: next.section ?? section });
    return `?${query.toString()}`;
  };

  return (
    <>
      <div className="office-packing__controls office-no-print">
        <Field
          label={PACKING_TEXTS.day}
          name="day"
          type="date"
          value={day}
          onChange={(event) => {
            if (event.target.value) setParams(new URLSearchParams(addressOf({ day: event.target.value }).slice(1)));
          }}
        />
        <nav aria-label={PACKING_TEXTS.sections} className="office-packing__tabs">
          {PACKING_SECTIONS.map(({ id, label }) => (
            <Link key={id} to={addressOf({ section: id })} aria-current={id === section ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <PackingSection key={`${section}-${day}`} section={section} day={day} />
    </>
  );
}
