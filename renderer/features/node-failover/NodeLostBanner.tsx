/** Issue 33: the browser console's offer to continue on another node when its own is lost. A page
 *  cannot change its origin and take its session cookie along, so it names the other live nodes as
 *  links to the same page there, where the user signs in again (the desktop app moves by itself,
 *  with its session: main/core/ConsoleNodeWatch). */
import { useTranslation } from 'react-i18next';
import type { GraphqlFetch } from '../../../shared/cluster/probeConsoleNodes';
import { usePlatform } from '../../platform';
import { pageOnNode } from './pageOnNode';
import { useNodeFailover } from './useNodeFailover';
import './nodeFailover.css';

export function NodeLostBanner({ fetch }: { fetch?: GraphqlFetch }) {
  const { t } = useTranslation();
  const { kind } = usePlatform();
  const { lost, lostForS, others } = useNodeFailover(kind === 'web', fetch);
  if (!lost || others.length === 0) return null;
  const server = window.location.host;
  return (
    <div className="vt-node-lost" role="alert" aria-labelledby="vt-node-lost-title">
      <p id="vt-node-lost-title" className="vt-node-lost__title">
        {t('nodeFailover.title')}
      </p>
      <p className="vt-node-lost__text">
        {t('nodeFailover.text', { server: `\u2068${server}\u2069`, seconds: lostForS })}
      </p>
      <ul className="vt-node-lost__nodes">
        {others.map((node) => (
          <li key={node.url}>
            <a className="vt-node-lost__link" href={pageOnNode(window.location, node.url)}>
              {t('nodeFailover.continueOn', { server: `\u2068${new URL(node.url).host}\u2069` })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
