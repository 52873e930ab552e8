import { useRef, useState, type FormEvent } from 'react';
import { Field, notify } from 'shared';
import type { DeliveryRules, DeliveryScreen } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import { saveDeliveryRules } from '../lib/deliveryActions';
import { carryClosedDays, draftOf, emptyZone, rulesOf, type RulesDraft, type ZoneDraft } from '../lib/deliveryDraft';
import { ClosedDaysFields } from './ClosedDaysFields';
import { zoneId, ZoneFields } from './ZoneFields';

const T = DELIVERY_TEXTS.rules;

interface DeliveryRulesFormProps {
  /** The rules as saved. */
  rules: DeliveryRules;
  onSaved: (screen: DeliveryScreen) => void;
}

/**
 * The rules, edited as a whole and saved with one PUT: the service checks them against the
 * contract's schema and answers a sentence for what it refuses, shown at the form's top and as a
 * toast; whatever was typed stays, so the farm corrects one box rather than starting again.
 */
export function DeliveryRulesForm({ rules, onSaved }: DeliveryRulesFormProps) {
  const [edit, setEdit] = useState(() => ({ base: rules, draft: draftOf(rules) }));
  // A day closed or reopened from the days' list: its change joins the draft, the rest stays as typed.
  if (edit.base !== rules) setEdit({ base: rules, draft: carryClosedDays(edit.draft, edit.base, rules) });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const zonesEnd = useRef<HTMLButtonElement>(null);
  const { draft } = edit;

  const update = (change: Partial<RulesDraft>) => setEdit((current) => ({ ...current, draft: { ...current.draft, ...change } }));
  const updateZone = (key: number, change: Partial<ZoneDraft>) =>
    setEdit((current) => ({
      ...current,
      draft: { ...current.draft, zones: current.draft.zones.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)) },
    }));
  const addZone = () => {
    const zone = emptyZone();
    update({ zones: [...draft.zones, zone] });
    // The new zone's name box, so the farm types on where it pressed.
    requestAnimationFrame(() => document.getElementById(zoneId(zone.key))?.querySelector('input')?.focus());
  };
  const removeZone = (key: number) => {
    update({ zones: draft.zones.filter((zone) => zone.key !== key) });
    zonesEnd.current?.focus();
  };
  const refuse = (error: string) => {
    setRefusal(error);
    notify.error(error);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const read = rulesOf(draft);
    if (!read.ok) return refuse(read.error);
    busy.current = true;
    setSaving(true);
    const result = await saveDeliveryRules(read.rules);
    busy.current = false;
    setSaving(false);
    if (!result.ok) return refuse(result.error);
    setRefusal(null);
    setEdit({ base: result.data.rules, draft: draftOf(result.data.rules) });
    notify.success(T.saved);
    onSaved(result.data);
  };

  return (
    <form className="office-card office-rules" aria-labelledby="office-delivery-rules" onSubmit={save} noValidate data-testid="rules-form">
      <h2 id="office-delivery-rules">{T.heading}</h2>
      <div className="office-alert" role="alert">
        {refusal && (
          <p>
            {T.notSaved} {refusal}
          </p>
        )}
      </div>
      <Field
        label={T.minimum}
        name="minimum"
        hint={T.minimumHint}
        inputMode="decimal"
        autoComplete="off"
        value={draft.minimum}
        onChange={(event) => update({ minimum: event.target.value })}
      />
      <fieldset className="office-delivery__fieldset">
        <legend>{T.pickup}</legend>
        <div className="office-delivery__grid">
          <Field
            label={T.pickupCapacity}
            name="pickup-capacity"
            hint={T.capacityHint}
            inputMode="numeric"
            autoComplete="off"
            value={draft.pickupCapacity}
            onChange={(event) => update({ pickupCapacity: event.target.value })}
          />
          <Field
            label={T.cutoffHour}
            name="pickup-cutoff"
            hint={T.cutoffHint}
            inputMode="numeric"
            autoComplete="off"
            value={draft.pickupCutoff}
            onChange={(event) => update({ pickupCutoff: event.target.value })}
          />
        </div>
      </fieldset>
      <ClosedDaysFields days={draft.closedDays} onChange={(closedDays) => update({ closedDays })} />
      <fieldset className="office-delivery__fieldset">
        <legend>{T.zones}</legend>
        <p className="office-delivery__note">{T.noZones}</p>
        {draft.zones.map((zone, index) => (
          <ZoneFields
            key={zone.key}
            zone={zone}
            index={index}
            onChange={(change) => updateZone(zone.key, change)}
            onRemove={() => removeZone(zone.key)}
          />
        ))}
        <button ref={zonesEnd} type="button" className="tv-button tv-button--outline office-button" onClick={addZone}>
          {T.addZone}
        </button>
      </fieldset>
      <button type="submit" className="tv-button office-button">
        {saving ? T.saving : T.save}
      </button>
    </form>
  );
}
