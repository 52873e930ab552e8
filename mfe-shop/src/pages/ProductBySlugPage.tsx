import { useParams } from 'react-router-dom';
import { findProductBySlug } from 'contract';
import { ProductDetail } from '../components/ProductDetail';

/** /product/:slug */
export default function ProductBySlugPage() {
  const { slug = '' } = useParams();
  return <ProductDetail product={findProductBySlug(slug)} />;
}
