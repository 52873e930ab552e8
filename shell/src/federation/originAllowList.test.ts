import { isOriginAllowed, isValidOriginPattern, originMatches } from './originAllowList';

describe('origin allow-list for QA overrides', () => {
  it('matches any port when the pattern says *', () => {
    expect(originMatches('http://localhost:3101/mf-manifest.json', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost/mf-manifest.json', 'http://localhost:*')).toBe(true);
  });

  it('matches an exact port, or the default port when none is given', () => {
    expect(originMatches('https://qa.example.com:8443/x.json', 'https://qa.example.com:8443')).toBe(true);
    expect(originMatches('https://qa.example.com:8444/x.json', 'https://qa.example.com:8443')).toBe(false);
    expect(originMatches('https://qa.example.com/x.json', 'https://qa.example.com')).toBe(true);
    expect(originMatches('https://qa.example.com:8443/x.json', 'https://qa.example.com')).toBe(false);
  });

  it('matches subdomains only for a leading *.', () => {
    expect(originMatches('https://pr-42.qa.example.com/x.json', 'https://*.qa.example.com')).toBe(true);
    expect(originMatches('https://qa.example.com/x.json', 'https://*.qa.example.com')).toBe(false);
    expect(originMatches('https://evilqa.example.com/x.json', 'https://*.qa.example.com')).toBe(false);
    expect(originMatches('https://qa.example.com.evil.net/x.json', 'https://qa.example.com')).toBe(false);
  });

  it('requires the same scheme', () => {
    expect(originMatches('http://qa.example.com/x.json', 'https://qa.example.com')).toBe(false);
  });

  it('is not fooled by credentials in the URL', () => {
    expect(originMatches('http://localhost:3000@evil.net/x.json', 'http://localhost:*')).toBe(false);
  });

  it('treats a bare * or a malformed pattern as matching nothing', () => {
    expect(isValidOriginPattern('*')).toBe(false);
    expect(isValidOriginPattern('localhost:*')).toBe(false);
    expect(isValidOriginPattern('https://qa.example.com/path')).toBe(false);
    expect(originMatches('https://evil.net/x.json', '*')).toBe(false);
    expect(originMatches('https://evil.net/x.json', 'https://*')).toBe(false);
  });

  it('accepts an origin when any pattern of the list matches, and none for an empty list', () => {
    const list = ['https://qa.example.com', 'http://localhost:*'];
    expect(isOriginAllowed('http://localhost:3101/mf-manifest.json', list)).toBe(true);
    expect(isOriginAllowed('https://cdn.evil.net/mf-manifest.json', list)).toBe(false);
    expect(isOriginAllowed('http://localhost:3101/mf-manifest.json', [])).toBe(false);
  });
});
