import { notify, useForm } from 'shared';
import { FORM_TOASTS } from '../../data/formMessages';
import { BOX_SIZES, DEFAULT_SUBSCRIPTION, FREQUENCIES } from '../../data/subscription';
import { ChoiceGroup } from './ChoiceGroup';
import { subscriptionRules } from './formRules';
import './forms.css';
import './subscription.css';

/** The Seasonal Produce Box preferences. Nothing is sent: a toast confirms and the defaults return. */
export function SubscriptionForm() {
  const { values, onSubmit, formRef, field } = useForm(DEFAULT_SUBSCRIPTION, subscriptionRules, () =>
    notify.success(FORM_TOASTS.subscription),
  );

  return (
    <form ref={formRef} className="farm-form farm-subscription__form" onSubmit={onSubmit} noValidate aria-label="Seasonal Produce Box">
      <ChoiceGroup legend="Box size" name="boxSize" value={values.boxSize} options={BOX_SIZES} onChange={field('boxSize').onChange} />
      <ChoiceGroup
        legend="Delivery frequency"
        name="frequency"
        value={values.frequency}
        options={FREQUENCIES}
        onChange={field('frequency').onChange}
      />
      <button type="submit" className="tv-button">
        Save Preferences
      </button>
    </form>
  );
}
