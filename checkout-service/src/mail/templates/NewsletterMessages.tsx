import { Layout, styles } from './Layout';

/** A link on a line of its own, its address shown: some clients hide where a worded link goes. */
function LinkLine({ lead, link }: { lead: string; link: string }) {
  return (
    <p style={styles.paragraph}>
      {lead}{' '}
      <a href={link} style={styles.link}>
        {link}
      </a>
    </p>
  );
}

/**
 * The double opt-in's e-mail (src/mail/newsletterMessages.ts writes its text part from the same
 * sentences): the link that confirms the sign-up, and, as on every newsletter e-mail, the
 * unsubscribe link (whose page asks before it acts: mail scanners open links).
 */
export function NewsletterConfirmation({
  title,
  sentences,
  confirmLink,
  unsubscribeLink,
}: {
  title: string;
  sentences: { lead: string; confirm: string; ignore: string; unsubscribe: string };
  confirmLink: string;
  unsubscribeLink: string;
}) {
  return (
    <Layout title={title}>
      <h1 style={styles.heading}>{title}</h1>
      <p style={styles.paragraph}>{sentences.lead}</p>
      <LinkLine lead={sentences.confirm} link={confirmLink} />
      <p style={styles.paragraph}>{sentences.ignore}</p>
      <p style={{ ...styles.paragraph, ...styles.muted, fontSize: '13px' }}>
        {sentences.unsubscribe}{' '}
        <a href={unsubscribeLink} style={styles.link}>
          {unsubscribeLink}
        </a>
      </p>
    </Layout>
  );
}
