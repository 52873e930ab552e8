import { renderToStaticMarkup } from 'react-dom/server';
import { FarmScene } from './FarmScene';
import { PAGE_BANNER_ART_URL, PAGE_BANNER_SVG } from './pageBannerArt';

describe('the page banner art', () => {
  it('is the golden FarmScene, so the banner looks like every other farm scene', () => {
    const scene = renderToStaticMarkup(<FarmScene tone="golden" />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
    expect(PAGE_BANNER_SVG).toBe(scene);
  });

  it('is an image URL that needs no request', () => {
    expect(decodeURIComponent(PAGE_BANNER_ART_URL.replace('data:image/svg+xml,', ''))).toBe(PAGE_BANNER_SVG);
  });
});
