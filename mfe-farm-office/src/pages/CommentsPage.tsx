import { CommentQueue } from '../components/CommentQueue';
import { OfficePage } from '../components/OfficePage';
import { COMMENT_TEXTS } from '../data/commentTexts';

/** /office/comments?status=…: the moderation queue, oldest first, and the comments already decided. */
export default function CommentsPage() {
  return (
    <OfficePage title={COMMENT_TEXTS.title} description={COMMENT_TEXTS.description}>
      <CommentQueue />
    </OfficePage>
  );
}
