import { API_PATHS, DeliveryScreenSchema } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import { useStaffData } from '../lib/staffApi';
import { DeliveryDays } from './DeliveryDays';
import { DeliveryRulesForm } from './DeliveryRulesForm';
import { RuleChanges } from './RuleChanges';
import './delivery.css';

/**
 * The Delivery screen: the days first (what the farm looks at every morning), then the rules and
 * who changed them last. Every change answers the whole screen, which replaces the one shown.
 */
export function DeliveryScreen() {
  const { data, problem, loading, replace } = useStaffData(API_PATHS.staffDelivery, DeliveryScreenSchema);
  return (
    <div className="office-delivery" aria-busy={loading}>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      {!data ? (
        !problem && <p role="status">{DELIVERY_TEXTS.loading}</p>
      ) : (
        <>
          <DeliveryDays screen={data} onChanged={replace} />
          <DeliveryRulesForm rules={data.rules} onSaved={replace} />
          <RuleChanges changes={data.changes} />
        </>
      )}
    </div>
  );
}
