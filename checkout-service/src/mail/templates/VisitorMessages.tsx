import { BRAND } from 'contract';
import { Layout, styles } from './Layout';
import { QuotedWords } from './QuotedWords';

/**
 * What a visitor's form sends, as one e-mail shows it (src/mail/visitorMessages.ts builds the text
 * part from the same): a few labelled facts and the visitor's own words, quoted. Everything the
 * visitor typed is a React text child, so the server renderer escapes it.
 */
export interface VisitorMailContent {
  title: string;
  heading: string;
  /** The opening sentence, after "Hello <name>," on the visitor's acknowledgement. */
  lead: string;
  /** Label and value, one a line: the box, the phone, … */
  facts: readonly (readonly [string, string])[];
  /** What the visitor wrote, line by line (noteLines), under `wordsHeading`; none for a box request. */
  words: readonly string[];
  wordsHeading: string;
}

function Facts({ facts }: { facts: VisitorMailContent['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <table style={{ borderCollapse: 'collapse', margin: '0 0 12px' }}>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th style={{ ...styles.cell, ...styles.muted, fontWeight: 'normal' }}>{label}</th>
            <td style={styles.cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ content }: { content: VisitorMailContent }) {
  return (
    <>
      <Facts facts={content.facts} />
      <QuotedWords heading={content.wordsHeading} lines={content.words} />
    </>
  );
}

/** The farm's notice of a form sent: a Reply goes to the visitor (the message's Reply-To); `link` opens it in the office. */
export function FarmNotice({ content, link }: { content: VisitorMailContent; link: string }) {
  return (
    <Layout title={content.title}>
      <h1 style={styles.heading}>{content.heading}</h1>
      <p style={styles.paragraph}>{content.lead}</p>
      <Body content={content} />
      <p style={styles.paragraph}>
        Open it in the office:{' '}
        <a href={link} style={styles.link}>
          {link}
        </a>
      </p>
    </Layout>
  );
}

/** The visitor's acknowledgement: what the farm received, in their words, and how to reach the farm meanwhile. */
export function Acknowledgement({ content, greeting }: { content: VisitorMailContent; greeting: string }) {
  return (
    <Layout title={content.title}>
      <h1 style={styles.heading}>{content.heading}</h1>
      <p style={styles.paragraph}>
        {greeting} {content.lead}
      </p>
      <Body content={content} />
      <p style={styles.paragraph}>
        Anything to add? Call us on {BRAND.phone.label} or write to{' '}
        <a href={BRAND.email.href} style={styles.link}>
          {BRAND.email.label}
        </a>
        .
      </p>
    </Layout>
  );
}
