import { canonicalOriginPattern, isOriginAllowed, originMatches } from './originAllowList';

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
    expect(canonicalOriginPattern('*')).toBeNull();
    expect(canonicalOriginPattern('localhost:*')).toBeNull();
    expect(canonicalOriginPattern('https://qa.example.com/path')).toBeNull();
    expect(originMatches('https://evil.net/x.json', '*')).toBe(false);
    expect(originMatches('https://evil.net/x.json', 'https://*')).toBe(false);
  });

  it('takes *. only before a domain of two labels or more: never a whole top-level domain', () => {
    expect(canonicalOriginPattern('https://*.example.com')).toBe('https://*.example.com');
    expect(canonicalOriginPattern('https://*.qa.example')).toBe('https://*.qa.example');
    for (const pattern of ['https://*.com', 'http://*.localhost', 'https://*.co.', 'http://*.0.0.1', 'http://*.[::1]']) {
      expect([pattern, canonicalOriginPattern(pattern)]).toEqual([pattern, null]);
    }
    expect(originMatches('https://cdn.evil.com/x.json', 'https://*.com')).toBe(false);
  });

  it('takes any port (:*) on this machine only: localhost, 127.0.0.1 or [::1]', () => {
    for (const pattern of ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'])
      expect(canonicalOriginPattern(pattern)).toBe(pattern);
    for (const pattern of [
      'https://qa.example.com:*',
      'http://*.example.com:*',
      'http://192.168.1.5:*',
      'http://localhost.evil.net:*',
      'http://127.0.0.2:*',
    ]) {
      expect([pattern, canonicalOriginPattern(pattern)]).toEqual([pattern, null]);
    }
    expect(originMatches('https://qa.example.com:8443/x.json', 'https://qa.example.com:*')).toBe(false);
    expect(originMatches('http://[::1]:3101/mf-manifest.json', 'http://[::1]:*')).toBe(true);
  });

  it('gives each pattern it takes in one spelling: lower case, no trailing slash, a port only where written', () => {
    expect(canonicalOriginPattern(' HTTPS://QA.Example.com:8443/ ')).toBe('https://qa.example.com:8443');
    expect(canonicalOriginPattern('https://qa.example.com:443')).toBe('https://qa.example.com:443');
    expect(canonicalOriginPattern('https://qa.example.com:70000')).toBeNull();
    expect(canonicalOriginPattern('https://qa.example.com:0')).toBeNull();
  });

  it('accepts an origin when any pattern of the list matches, and none for an empty list', () => {
    const list = ['https://qa.example.com', 'http://localhost:*'];
    expect(isOriginAllowed('http://localhost:3101/mf-manifest.json', list)).toBe(true);
    expect(isOriginAllowed('https://cdn.evil.net/mf-manifest.json', list)).toBe(false);
    expect(isOriginAllowed('http://localhost:3101/mf-manifest.json', [])).toBe(false);
  });
});
