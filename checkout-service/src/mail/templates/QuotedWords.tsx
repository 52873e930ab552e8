import { Fragment } from 'react';
import { styles } from './Layout';

/**
 * What someone wrote (a shopper's notes, a visitor's message) under its heading, as their quoted
 * words, one line each (src/mail/shopperWords.ts); nothing when there are none.
 */
export function QuotedWords({ heading, lines }: { heading: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p style={styles.paragraph}>
        <strong>{heading}</strong>
      </p>
      <blockquote style={styles.quote}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </blockquote>
    </>
  );
}
