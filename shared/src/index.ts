/**
 * The public entry of `shared`: everything the shell, the remotes and the checkout-service
 * may use. Federated as a singleton, so the page has one cart bus and one toast setup.
 */
import './styles/base.css';
import './styles/utilities.css';

export { BRAND, SOCIAL_LINKS } from './brand';
export { DELIVERY_PROMISE } from './delivery';
export { parsePrice, formatCents, formatDollars } from './money';

export { MAX_LINE_QUANTITY, type CartBus, type CartItem } from './cart/types';
export { createCartBus, cartCount, CART_STORAGE_KEY } from './cart/cartBus';
export { lineTotalCents } from './cart/catalogueLines';
export { parseStoredCart } from './cart/validate';
export { cart } from './cart/browserCart';
export { useCart } from './cart/useCart';

export type { Product } from './catalogue/types';
export { products } from './catalogue/products';
export { findProductById, findProductBySlug, productImageUrl, productPriceCents, toCartItem } from './catalogue/lookup';

export {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  defineRemoteRoutes,
  type RemoteName,
  type RemoteRoutesModule,
} from './contract';
export type { RemoteExposedModules, RemoteModuleId } from './contract';
export { REMOTES } from './topology';
export { areaOf } from './routeAreas';
export { SERVER_PAGE_CLASS, SERVER_PAGE_READY_ATTRIBUTE, SERVER_PAGE_STATE_ID, type ServerPageState } from './pages/serverPage';
export { RemotePages, type LoadedRoute } from './pages/RemotePages';

export { TOAST_CONTAINER_PROPS, notify } from './toast';
export { usePageMeta } from './seo/usePageMeta';
export { useSiteOrigin } from './seo/prerender';

export { FarmScene } from './art/FarmScene';
export { PageBanner, PageBannerArt } from './ui/PageBanner';
export { SectionTitle } from './ui/SectionTitle';
export { StarRating } from './ui/StarRating';
export { Paginator } from './ui/Paginator';
export { OrderTotals } from './ui/OrderTotals';
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
export { rules, validate, type Rule, type FormRules } from './ui/forms';
export { useForm } from './ui/useForm';
export {
  BILLING_COUNTRIES,
  BILLING_FIELDS,
  BILLING_MAX_LENGTH,
  BILLING_RULES,
  DEFAULT_BILLING_COUNTRY,
  billingCountryName,
  type BillingDetails,
  type BillingField,
} from './checkout/billing';
export { Field } from './ui/Field';
export { StandaloneFrame } from './ui/StandaloneFrame';
export {
  FARM_PICKUP,
  FULFILMENT_CHOICES,
  PICKUP_DAYS_AHEAD,
  PICKUP_FIELDS,
  PICKUP_RULES,
  formatPickupDay,
  isCalendarDay,
  isOpeningDay,
  pickupDaysAfter,
} from './checkout/pickup';
export { DEFAULT_MAX_PER_CHECKOUT, DETAILS_FOR_COUNTED_STOCK, MAX_HELD_PER_ADDRESS, OVER_ADDRESS_HOLD, overCheckoutLimit, stockLabel, stockShortfall, stockState } from './stock/availability';
export { AVAILABILITY_SNAPSHOT_ID, STOCK_GATE_ATTRIBUTE, STOCK_LABEL_ATTRIBUTE } from './stock/availabilityMarkup';
