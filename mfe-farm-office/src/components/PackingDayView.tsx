import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from 'shared';
import { API_PATHS, PackingDaySchema } from 'contract';
import { PACKING_TEXTS } from '../data/officeTexts';
import { PACKING_SECTIONS, type PackingSectionId } from '../data/packingSections';
import { validDay } from '../lib/dates';
import { useStaffData } from '../lib/staffApi';
import { PackingSection } from './PackingSection';
import './packing.css';

/**
 * The day picker (today unless `?day=` says otherwise) and the day's three sections, one shown at
 * a time: each is its own address (`?section=`), so a bookmark opens the run sheet directly.
 * "Today" is the farm's (FARM_TIME_ZONE, docs/architecture.md#the-farms-office), which the service
 * answers when asked without a day: the browser's clock may be in another zone.
 */
export function PackingDayView() {
  const [params] = useSearchParams();
  const day = validDay(params.get('day'));
  return day ? <PackingDay day={day} /> : <FarmToday />;
}

/** No day in the address: the service says which day is the farm's today, and the address gets it. */
function FarmToday() {
  const [params, setParams] = useSearchParams();
  const today = useStaffData(API_PATHS.staffPacking, PackingDaySchema);
  const answered = today.data?.day;
  useEffect(() => {
    if (!answered) return;
    const next = new URLSearchParams(params);
    next.set('day', answered);
    setParams(next, { replace: true });
  }, [answered, params, setParams]);
  if (today.problem) {
    return (
      <div className="office-alert" role="alert">
        <p>{today.problem.error}</p>
      </div>
    );
  }
  return <p role="status">{PACKING_TEXTS.loading}</p>;
}

function PackingDay({ day }: { day: string }) {
  const [params, setParams] = useSearchParams();
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
        <nav aria-label={PACKING_TEXTS.sections} className="office-pills office-packing__tabs">
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
