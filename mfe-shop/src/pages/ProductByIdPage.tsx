import { useParams } from 'react-router-dom';
import { findProductById } from 'contract';
import { ProductDetail } from '../components/ProductDetail';

/** /shop-single/:id */
export default function ProductByIdPage() {
  const { id = '' } = useParams();
  return <ProductDetail product={findProductById(id)} />;
}
