import { OfficePage } from '../components/OfficePage';
import { ProductList } from '../components/ProductList';
import { PRODUCT_TEXTS } from '../data/productTexts';

/** /office/products: what is left of each product, and the switch that stops its sales. */
export default function ProductsPage() {
  return (
    <OfficePage title={PRODUCT_TEXTS.title} description={PRODUCT_TEXTS.description}>
      <ProductList />
    </OfficePage>
  );
}
