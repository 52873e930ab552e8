import { youtubeEmbedUrl } from './youtube';

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host with a start time', () => {
    const url = new URL(youtubeEmbedUrl('abc123', { startSeconds: 10, autoplay: true }));
    expect(url.host).toBe('www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/abc123');
    expect(url.searchParams.get('start')).toBe('10');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBeNull();
  });

  it('makes a muted looping background video', () => {
    const url = new URL(youtubeEmbedUrl('abc123', { startSeconds: 10, background: true }));
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('loop')).toBe('1');
    expect(url.searchParams.get('playlist')).toBe('abc123');
    expect(url.searchParams.get('start')).toBe('10');
  });

  it("turns on the player's message API for the page's origin", () => {
    const url = new URL(youtubeEmbedUrl('abc123', { apiOrigin: 'https://terraverde.farm' }));
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://terraverde.farm');
    expect(new URL(youtubeEmbedUrl('abc123')).searchParams.get('enablejsapi')).toBeNull();
  });
});
