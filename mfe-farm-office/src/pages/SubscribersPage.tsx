import { OfficePage } from '../components/OfficePage';
import { SubscriberList } from '../components/SubscriberList';
import { SUBSCRIBER_TEXTS } from '../data/subscriberTexts';

/** /office/subscribers: the newsletter's confirmed addresses and their CSV. */
export default function SubscribersPage() {
  return (
    <OfficePage title={SUBSCRIBER_TEXTS.title} description={SUBSCRIBER_TEXTS.description}>
      <SubscriberList />
    </OfficePage>
  );
}
