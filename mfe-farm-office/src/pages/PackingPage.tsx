import { OfficePage } from '../components/OfficePage';
import { PackingDayView } from '../components/PackingDayView';
import { PACKING_TEXTS } from '../data/officeTexts';

/** /office/packing?day=…&section=…: the day's work, printable. */
export default function PackingPage() {
  return (
    <OfficePage title={PACKING_TEXTS.title} description={PACKING_TEXTS.description}>
      <PackingDayView />
    </OfficePage>
  );
}
