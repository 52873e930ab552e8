import { Link } from 'react-router-dom';
import seedlingUrl from '../assets/seedling.svg';

/** What /cart shows with nothing in it: a clear word and the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="shop-cart-empty">
      <img src={seedlingUrl} alt="" width={120} height={120} />
      <h2>Your cart is empty.</h2>
      <p>Fresh vegetables, fruits and grains are waiting in the shop.</p>
      <Link to="/shop" className="tv-button">
        Return to Shop
      </Link>
    </div>
  );
}
