import { OfficePage } from '../components/OfficePage';
import { VitalsTables } from '../components/VitalsTables';
import { VITALS_TEXTS } from '../data/vitalsTexts';

/** /office/vitals: how fast the site is for real shoppers, by page and by remote build. */
export default function VitalsPage() {
  return (
    <OfficePage title={VITALS_TEXTS.title} description={VITALS_TEXTS.description}>
      <VitalsTables />
    </OfficePage>
  );
}
