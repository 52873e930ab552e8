/**
 * The approved blog comments, as the checkout-service lists them at `GET /api/comments` (every
 * post's, oldest first), for the post pages the shell's server fills
 * (docs/decisions/comments-in-composed-pages.md): read as liveServiceAnswer reads any of the
 * service's answers (kept at most 5 s, one request shared by every post page, a short timeout). A
 * service that cannot answer gives null: post pages then show their sample comments only.
 */
import { API_PATHS, type PublicComment, PublicCommentsSchema } from 'contract';
import { type LiveAnswer, type LiveAnswerOptions, liveServiceAnswer } from '../liveServiceAnswer';

export type LiveCommentsOptions = LiveAnswerOptions;

/** Every post's approved comments now, or null when the service cannot say; never rejects. */
export type CommentsReader = LiveAnswer<readonly PublicComment[]>;

/** @param service the checkout-service's origin, as the /api proxy reaches it (shellServer.ts's apiTarget). */
export function liveComments(service: string, options: LiveCommentsOptions = {}): CommentsReader {
  return liveServiceAnswer(
    {
      url: new URL(API_PATHS.comments, service).href,
      read(body) {
        const parsed = PublicCommentsSchema.safeParse(body);
        return parsed.success ? parsed.data.comments : undefined;
      },
      what: 'comments',
      meanwhile: 'post pages show their sample comments until it answers',
    },
    options,
  );
}
