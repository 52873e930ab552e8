import path from 'node:path';
import { loadConfig } from '../src/config/config';
import { problemsOf } from './support/configProblems';

const LOCAL = { PAYMENT_PROVIDER: 'local' };

describe('the mail settings', () => {
  it('take SMTP_URL, MAIL_FROM, FARM_EMAIL and SITE_URL', () => {
    const { mail } = loadConfig({
      ...LOCAL,
      SMTP_URL: 'smtps://farm:s3cret@mail.example.com:465',
      MAIL_FROM: 'Terra Verde Orders <orders@terraverde.farm>',
      FARM_EMAIL: 'office@terraverde.farm',
      SITE_URL: 'https://terraverde.farm/',
      DATA_DIR: 'tmp/orders',
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://farm:s3cret@mail.example.com:465',
      from: 'Terra Verde Orders <orders@terraverde.farm>',
      farmEmail: 'office@terraverde.farm',
      siteUrl: 'https://terraverde.farm',
      fileDir: path.resolve('tmp/orders', 'mail'),
    });
  });

  it('link to the first site origin without SITE_URL, and keep .eml files next to PostgreSQL orders in .data/mail', () => {
    const { mail } = loadConfig({
      ...LOCAL,
      SITE_ORIGINS: 'http://127.0.0.1:3100,http://localhost:3100',
      DATABASE_URL: 'postgres://u:p@db/terra',
    });
    expect(mail?.siteUrl).toBe('http://127.0.0.1:3100');
    expect(mail?.fileDir).toBe(path.resolve(__dirname, '..', '.data', 'mail'));
  });

  it('refuse an SMTP_URL that is not one without ever showing it', () => {
    for (const url of [
      'http://farm:s3cret@mail.example.com',
      'smtp://farm:s3cret@',
      'smtp://farm:s3cret@mail.example.com/path',
      'not a url s3cret',
    ]) {
      const problems = problemsOf({ ...LOCAL, SMTP_URL: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^SMTP_URL must be an SMTP server address/);
      expect(problems.join(' ')).not.toContain('s3cret');
    }
  });

  it('refuse a From or farm address that is not one, and a From with a line break', () => {
    expect(
      problemsOf({
        ...LOCAL,
        MAIL_FROM: 'Terra Verde <hello@terraverde.farm>\r\nBcc: x@example.com',
        FARM_EMAIL: 'the farm',
        SITE_URL: 'ftp://farm',
      }),
    ).toEqual([
      'MAIL_FROM must be an address such as Terra Verde <hello@terraverde.farm> or hello@terraverde.farm (got "Terra Verde <hello@terraverde.farm>\r\nBcc: x@example.com").',
      'FARM_EMAIL must be one e-mail address such as hello@terraverde.farm (got "the farm").',
      'SITE_URL must be the site\'s public origin such as https://terraverde.farm (got "ftp://farm").',
    ]);
  });
});
