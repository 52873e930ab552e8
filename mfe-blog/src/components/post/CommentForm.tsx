import { Field, notify, useForm } from 'shared';
import { rules } from 'contract';

const EMPTY = { name: '', email: '', comment: '' };

const COMMENT_RULES = {
  name: [rules.required('Name')],
  email: [rules.required('E-mail'), rules.email()],
  comment: [rules.required('Comment')],
};

/** Leave a comment: name, e-mail and comment, all required (docs/product.md#form-rules-by-form). Nothing is sent. */
export function CommentForm() {
  const { field, onSubmit, formRef } = useForm(EMPTY, COMMENT_RULES, () => notify.success('Thanks For Your Message'));
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
        <button type="submit" className="tv-button">
          Post Comment
        </button>
      </form>
    </section>
  );
}
