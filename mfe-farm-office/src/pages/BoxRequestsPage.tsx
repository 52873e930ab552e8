import { BoxRequestList } from '../components/BoxRequestList';
import { OfficePage } from '../components/OfficePage';
import { BOX_REQUEST_TEXTS } from '../data/boxRequestTexts';

/** /office/box-requests: the Seasonal Produce Box requests, new first, each moved on with a note. */
export default function BoxRequestsPage() {
  return (
    <OfficePage title={BOX_REQUEST_TEXTS.title} description={BOX_REQUEST_TEXTS.description}>
      <BoxRequestList />
    </OfficePage>
  );
}
