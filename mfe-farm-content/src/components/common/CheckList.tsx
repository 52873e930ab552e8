import { FaCheck } from 'react-icons/fa6';
import './checkList.css';

/**
 * A block's selling points, each ticked (the about block's, the benefits block's). Its margin is
 * the block's to set: the two stylesheets may load in either order.
 */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`farm-checklist ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <FaCheck aria-hidden /> {item}
        </li>
      ))}
    </ul>
  );
}
