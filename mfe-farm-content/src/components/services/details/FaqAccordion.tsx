import { useId, useState } from 'react';
import { FaMinus, FaPlus } from 'react-icons/fa6';
import type { FaqItem } from '../../../data/faq';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
}

/** Questions that open one at a time; the first starts open (docs/product.md#service-details). */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(items[0]?.id ?? null);
  const baseId = useId();

  return (
    <div className="farm-faq">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-q${item.id}`;
        const panelId = `${baseId}-a${item.id}`;
        return (
          <div key={item.id} className={`farm-faq__item${open ? ' is-open' : ''}`}>
            <h3 className="farm-faq__question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                {open ? <FaMinus aria-hidden /> : <FaPlus aria-hidden />}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="farm-faq__answer" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
