import { useParams } from 'react-router-dom';
import { findProductById } from 'shared';
import { ProductDetail } from '../components/ProductDetail';

/** /shop-single/:id */
export default function ProductByIdPage() {
  const { id = '' } = useParams();
  return <ProductDetail product={findProductById(id)} />;
}
