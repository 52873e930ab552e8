import { HoldsList } from '../components/HoldsList';
import { OfficePage } from '../components/OfficePage';
import { HOLDS_TEXTS } from '../data/weighingTexts';

/** /office/holds: the card holds to weigh before they end, and those that ended unpaid. */
export default function HoldsPage() {
  return (
    <OfficePage title={HOLDS_TEXTS.title} description={HOLDS_TEXTS.description}>
      <HoldsList />
    </OfficePage>
  );
}
