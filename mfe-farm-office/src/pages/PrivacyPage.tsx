import { OfficePage } from '../components/OfficePage';
import { PrivacyLookup } from '../components/PrivacyLookup';
import { PRIVACY_TEXTS } from '../data/privacyTexts';

/** /office/privacy: everything stored about an e-mail address, and deleting it (LGPD). */
export default function PrivacyPage() {
  return (
    <OfficePage title={PRIVACY_TEXTS.title} description={PRIVACY_TEXTS.description}>
      <PrivacyLookup />
    </OfficePage>
  );
}
