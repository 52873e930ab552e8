import { useParams } from 'react-router-dom';
import { OfficePage } from '../components/OfficePage';
import { OrderView } from '../components/OrderView';
import { ORDER_TEXTS } from '../data/officeTexts';

/** /office/orders/:number: one order, its history, and what can be done with it next. */
export default function OrderPage() {
  const number = useParams().number ?? '';
  return (
    <OfficePage title={ORDER_TEXTS.title(number)} description={ORDER_TEXTS.description}>
      <OrderView key={number} number={number} />
    </OfficePage>
  );
}
