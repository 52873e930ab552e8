// The Swiper modules the site's carousels use; sharing 'swiper/modules' whole sent every module
// (virtual, zoom, cube effects ...) to every page with a carousel. See react-router-dom.js.
export { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'facade-source/swiper-modules';
