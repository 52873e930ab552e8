import { PACKING_TEXTS } from '../data/officeTexts';
import { PACKING_SECTIONS, type PackingSectionId } from '../data/packingSections';
import { formatDay } from '../lib/dates';
import { PackingListView, PackingSlipsView } from './PackingViews';
import { RunSheetView } from './RunSheetView';

const VIEWS: Record<PackingSectionId, typeof PackingListView> = { list: PackingListView, slips: PackingSlipsView, run: RunSheetView };

/** One section of the day: its heading with the day, its CSV (the API's own `&format=csv`), Print, and the view itself. */
export function PackingSection({ section, day }: { section: PackingSectionId; day: string }) {
  const spec = PACKING_SECTIONS.find((candidate) => candidate.id === section)!;
  const query = new URLSearchParams({ day });
  const View = VIEWS[section];
  return (
    <section className="office-packing" aria-labelledby="office-packing-title">
      <div className="office-packing__head">
        <h2 id="office-packing-title">
          {spec.label} <span className="office-packing__day">{formatDay(day)}</span>
        </h2>
        <div className="office-packing__tools office-no-print">
          <a className="tv-button tv-button--outline office-button" href={`${spec.api}?${query.toString()}&format=csv`} download>
            {PACKING_TEXTS.download}
            <span className="tv-visually-hidden"> ({spec.label})</span>
          </a>
          <button type="button" className="tv-button office-button" onClick={() => window.print()}>
            {PACKING_TEXTS.print}
            <span className="tv-visually-hidden"> ({spec.label})</span>
          </button>
        </div>
      </div>
      <p className="office-packing__scope">{spec.scope}</p>
      <View path={`${spec.api}?${query.toString()}`} />
    </section>
  );
}
