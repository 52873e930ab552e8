import { OfficePage } from '../components/OfficePage';
import { OrderList } from '../components/OrderList';
import { LIST_TEXTS } from '../data/officeTexts';

/** /office: the order list, today's first, filtered and paged in the address. */
export default function OrdersPage() {
  return (
    <OfficePage title={LIST_TEXTS.title} description={LIST_TEXTS.description}>
      <OrderList />
    </OfficePage>
  );
}
