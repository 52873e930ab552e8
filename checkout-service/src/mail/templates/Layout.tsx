import type { ReactNode } from 'react';
import { BRAND } from 'contract';

/**
 * The site's look in an e-mail: inline styles only (clients drop style sheets), no images (many
 * clients block them), so a message reads the same with everything blocked.
 */
const COLORS = { leaf: '#1f5e3b', accentText: '#2b7a28', cream: '#f8f7f0', ink: '#1f1e17', muted: '#55534a', line: '#e3e1d6' };

export const styles = {
  heading: { color: COLORS.leaf, fontSize: '22px', margin: '0 0 12px' },
  paragraph: { margin: '0 0 12px', lineHeight: '1.5' },
  link: { color: COLORS.accentText, fontWeight: 'bold' },
  cell: { padding: '6px 8px', borderBottom: `1px solid ${COLORS.line}`, textAlign: 'left' as const },
  number: { padding: '6px 8px', borderBottom: `1px solid ${COLORS.line}`, textAlign: 'right' as const },
  muted: { color: COLORS.muted },
  /** What a shopper wrote, set off as their words, as a mail client sets off a quoted reply. */
  quote: { margin: '0 0 12px', padding: '4px 12px', borderLeft: `3px solid ${COLORS.line}`, color: COLORS.muted, lineHeight: '1.5' },
};

export function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: COLORS.cream, color: COLORS.ink, fontFamily: 'Georgia, serif' }}>
        <div style={{ maxWidth: '600px', margin: '0 auto', padding: '24px', background: '#ffffff' }}>
          <p style={{ margin: '0 0 20px', fontSize: '20px', fontWeight: 'bold', color: COLORS.leaf }}>{BRAND.name}</p>
          {children}
          <p
            style={{
              ...styles.paragraph,
              ...styles.muted,
              fontSize: '13px',
              borderTop: `1px solid ${COLORS.line}`,
              paddingTop: '12px',
              marginTop: '24px',
            }}
          >
            {BRAND.name} · {BRAND.phone.label} ·{' '}
            <a href={BRAND.email.href} style={styles.link}>
              {BRAND.email.label}
            </a>
          </p>
        </div>
      </body>
    </html>
  );
}
