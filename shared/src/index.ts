/**
 * The public entry of `shared`: everything the shell, the remotes and the checkout-service
 * may use. Federated as a singleton, so the page has one cart bus and one toast setup.
 */
import './styles/fonts';
import './styles/base.css';

export { BRAND, SOCIAL_LINKS, type SocialLink, type SocialNetwork } from './brand';
export { DELIVERY_PROMISE } from './delivery';
export { parsePrice, parsePriceToCents, dollarsToCents, formatCents, formatDollars } from './money';

export { MAX_LINE_QUANTITY, type CartBus, type CartItem, type NewCartItem } from './cart/types';
export { createCartBus, cartCount, cartTotalCents, CART_STORAGE_KEY, type CartBusOptions } from './cart/cartBus';
export { lineTotalCents } from './cart/catalogueLines';
export { parseStoredCart } from './cart/validate';
export { cart } from './cart/browserCart';
export { useCart, type CartView } from './cart/useCart';

export type { Product, ProductSpec } from './catalogue/types';
export { products } from './catalogue/products';
export { findProductById, findProductBySlug, productImageUrl, productPriceCents, toCartItem } from './catalogue/lookup';

export {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  defineRemoteRoutes,
  type RemoteName,
  type RemoteRoute,
  type RemoteRoutesModule,
} from './contract';
export type { RemoteExposedModules, RemoteModuleId, ShellServices } from './contract';

export { TOAST_CONTAINER_PROPS, notify } from './toast';
export { usePageMeta, documentTitle, type PageMeta } from './seo/usePageMeta';
export { useSiteOrigin } from './seo/prerender';

export { FarmScene, type FarmSceneProps } from './art/FarmScene';
export { PageBanner, PageBannerArt, type PageBannerProps } from './ui/PageBanner';
export { SectionTitle, type SectionTitleProps } from './ui/SectionTitle';
export { StarRating, starKinds, type StarRatingProps } from './ui/StarRating';
export { Paginator, type PaginatorProps } from './ui/Paginator';
export { OrderTotals, type OrderTotalsProps } from './ui/OrderTotals';
export { pageCount, pageSlice, resolvePage, type PageSlice } from './ui/paging';
export { usePageQuery, PAGING_SCROLL_DELAY_MS } from './ui/usePageQuery';
export { SocialIcon } from './ui/SocialIcon';
export { ErrorBoundary, SomethingWentWrong, type ErrorBoundaryProps } from './ui/ErrorBoundary';
export { LIGHTBOX_SETTINGS } from './ui/lightboxSettings';
export { InertHiddenSlides, markHiddenSlidesInert } from './ui/inertHiddenSlides';
export { DeferredCarousel, type DeferredCarouselProps, type LiveCarouselProps, type CarouselInstance } from './ui/DeferredCarousel';
export { BelowTheFold } from './ui/BelowTheFold';
export { ImageLightbox, type ImageLightboxProps, type LightboxImage } from './ui/ImageLightbox';
export { rules, validate, isValid, type Rule, type FormRules, type FormErrors } from './ui/forms';
export { useForm } from './ui/useForm';
export {
  BILLING_COUNTRIES,
  BILLING_FIELDS,
  BILLING_MAX_LENGTH,
  BILLING_RULES,
  DEFAULT_BILLING_COUNTRY,
  billingCountryName,
  type BillingCountry,
  type BillingDetails,
  type BillingField,
} from './checkout/billing';
export { Field, type FieldProps } from './ui/Field';
export { StandaloneFrame, type StandaloneFrameProps } from './ui/StandaloneFrame';
