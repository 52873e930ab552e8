import { DeliveryScreen } from '../components/DeliveryScreen';
import { OfficePage } from '../components/OfficePage';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';

/** /office/delivery: the next two weeks' bookings against capacity, the days to close, and the rules. */
export default function DeliveryPage() {
  return (
    <OfficePage title={DELIVERY_TEXTS.title} description={DELIVERY_TEXTS.description}>
      <DeliveryScreen />
    </OfficePage>
  );
}
