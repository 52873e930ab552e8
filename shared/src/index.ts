/**
 * The public entry of `shared`: the federated UI, the cart bus and the page tools the shell and
 * the remotes use (the domain is in `contract`). Federated as a singleton, so the page has one
 * cart bus and one toast setup.
 */
import './styles/base.css';
import './styles/utilities.css';

export { type CartBus } from './cart/types';
export { createCartBus, cartCount, cartTotalCents } from './cart/cartBus';
export { lineTotalCents } from './cart/catalogueLines';
export { parseStoredCart } from './cart/validate';
export { cart } from './cart/browserCart';
export { useCart } from './cart/useCart';

export { requestJson, type ApiFailure, type Schema } from './api/requestJson';
export { useResource, type Resource } from './api/useResource';
export { useAvailability, type AvailabilityMap, type WeighingTerms } from './stock/useAvailability';
export { useDeliveryOffer, shippingWording, minimumSentence } from './delivery/deliveryOffer';

export { CONTRACT_VERSION, defineRemoteRoutes, type RemoteRoutesModule } from './remoteRoutes';
export { areaOf, frameKindOf, type FrameKind } from './routeAreas';
export { SERVER_PAGE_CLASS, SERVER_PAGE_READY_ATTRIBUTE, SERVER_PAGE_STATE_ID, type ServerPageState } from './pages/serverPage';
export { RemotePages, type LoadedRoute } from './pages/RemotePages';

export { notify } from './toast';
export { ToastOutlet } from './ui/ToastOutlet';
export { whenIdle } from './whenIdle';
export { usePageMeta } from './seo/usePageMeta';
export { useSiteOrigin } from './seo/prerender';

export { FarmScene } from './art/FarmScene';
export { PageBanner, PageBannerArt } from './ui/PageBanner';
export { SectionTitle } from './ui/SectionTitle';
export { StarRating } from './ui/StarRating';
export { Paginator } from './ui/Paginator';
export { OrderTotals, type ShippingRow } from './ui/OrderTotals';
export { OrderLinesTable } from './ui/OrderLinesTable';
export { pageCount, pageSlice, resolvePage, type PageSlice } from './ui/paging';
export { usePageQuery } from './ui/usePageQuery';
export { SocialIcon } from './ui/SocialIcon';
export { ErrorBoundary, SomethingWentWrong } from './ui/ErrorBoundary';
export { InertHiddenSlides } from './ui/inertHiddenSlides';
export { DeferredCarousel, type LiveCarouselProps } from './ui/DeferredCarousel';
export { swiperLayout, type CarouselLayout } from './ui/carouselLayout';
export { BelowTheFold } from './ui/BelowTheFold';
export { ImageLightbox, type LightboxImage } from './ui/ImageLightbox';
export { useForm } from './ui/useForm';
export { Field } from './ui/Field';
export { useFormPost } from './ui/useFormPost';
export { HoneypotField } from './ui/HoneypotField';
export { startStandalone } from './ui/startStandalone';
