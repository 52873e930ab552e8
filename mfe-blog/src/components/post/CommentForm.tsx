import { useState } from 'react';
import { API_PATHS, COMMENT_RULES, FormReceiptSchema, type CommentField } from 'contract';
import { Field, HoneypotField, useFormPost } from 'shared';

const EMPTY: Record<CommentField, string> = { name: '', email: '', comment: '' };

/** Comments wait for the farm's approval (docs/product.md#visitors-forms): said once one is sent, and kept. */
export const AWAITING_APPROVAL = 'Your comment will appear here once the farm has read it.';

/** Leave a comment (docs/product.md#form-rules-by-form): stored for the farm to approve before it shows on the post. */
export function CommentForm({ postId }: { postId: number }) {
  const [sent, setSent] = useState(false);
  const { field, onSubmit, formRef, honeypot, submitProps } = useFormPost({
    path: API_PATHS.comments,
    initial: EMPTY,
    rules: COMMENT_RULES,
    schema: FormReceiptSchema,
    success: 'Thanks For Your Message',
    body: (values) => ({ postId, ...values }),
    onSent: () => setSent(true),
  });
  return (
    <section className="blog-comment-form" aria-labelledby="blog-comment-form-title">
      <h2 id="blog-comment-form-title" className="blog-section-heading">
        Leave a Comment
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <div className="blog-comment-form__row">
          <Field label="Name" required autoComplete="name" {...field('name')} />
          <Field label="E-mail" type="email" required autoComplete="email" {...field('email')} />
        </div>
        <Field as="textarea" label="Comment" required rows={6} {...field('comment')} />
        <HoneypotField {...honeypot} />
        <button type="submit" className="tv-button" {...submitProps}>
          Post Comment
        </button>
        {/* Present from the first paint, so filling it is announced. */}
        <p className="blog-comment-form__note" role="status">
          {sent ? AWAITING_APPROVAL : ''}
        </p>
      </form>
    </section>
  );
}
