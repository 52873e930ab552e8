import { Inbox } from '../components/Inbox';
import { OfficePage } from '../components/OfficePage';
import { INBOX_TEXTS } from '../data/inboxTexts';

/** /office/inbox: the contact form's messages, new first. */
export default function InboxPage() {
  return (
    <OfficePage title={INBOX_TEXTS.title} description={INBOX_TEXTS.description}>
      <Inbox />
    </OfficePage>
  );
}
