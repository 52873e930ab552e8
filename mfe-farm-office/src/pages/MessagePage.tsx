import { useParams } from 'react-router-dom';
import { MessageView } from '../components/MessageView';
import { OfficePage } from '../components/OfficePage';
import { MESSAGE_TEXTS } from '../data/inboxTexts';

/** /office/inbox/:id: one contact message, whole, with Reply and its marks. */
export default function MessagePage() {
  const id = useParams().id ?? '';
  return (
    <OfficePage title={MESSAGE_TEXTS.title} description={MESSAGE_TEXTS.description}>
      <MessageView key={id} id={id} />
    </OfficePage>
  );
}
