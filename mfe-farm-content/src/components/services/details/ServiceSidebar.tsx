import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { serviceDetailsPath, sidebarServices } from '../../../data/serviceCatalogue';
import { readActiveSidebarId, saveActiveSidebarId } from './sidebarMemory';

const SIDEBAR_IDS = sidebarServices.map((service) => service.id);
const noChanges = () => () => undefined;

/** The five services, with the last one chosen highlighted for the rest of the session. */
export function ServiceSidebar() {
  // The page's HTML is made at build time, with no session: hydration starts from the default item.
  const remembered = useSyncExternalStore(
    noChanges,
    () => readActiveSidebarId(SIDEBAR_IDS),
    () => readActiveSidebarId(SIDEBAR_IDS, null),
  );
  const [chosen, setActiveId] = useState<number>();
  const activeId = chosen ?? remembered;

  const choose = (id: number) => {
    setActiveId(id);
    saveActiveSidebarId(id);
  };

  return (
    <nav className="farm-details__box farm-details__sidebar" aria-labelledby="farm-details-services-title">
      <h2 id="farm-details-services-title" className="farm-details__box-title">
        All Services
      </h2>
      <ul>
        {sidebarServices.map((service) => {
          const active = service.id === activeId;
          return (
            <li key={service.id}>
              <Link
                to={serviceDetailsPath(service.id)}
                className={`farm-details__sidebar-link${active ? ' is-active' : ''}`}
                aria-current={active ? 'true' : undefined}
                onClick={() => choose(service.id)}
              >
                {service.title}
                <FaArrowRight aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
