/** Issue 33: the browser console's offer to continue on another node when its own is lost. A page
 *  cannot change its origin and take its session cookie along, so it names the other live nodes as
 *  links to the same page there, carrying the hand-over token it kept while its node answered:
 *  the user arrives signed in (shared/cluster/sessionHandover), or signs in again once the token is
 *  too old (the desktop app moves by itself, with its session: main/core/ConsoleNodeWatch). */
import { useTranslation } from 'react-i18next';
import { pageOnNode } from '../../../shared/cluster/sessionHandover';
import type { GraphqlFetch } from '../../../shared/cluster/probeConsoleNodes';
import { usePlatform } from '../../platform';
import { useNodeFailover } from './useNodeFailover';
import './nodeFailover.css';

/** A token this close to its end may run out on the way: the link goes without it. */
const HANDOVER_MARGIN_MS = 5_000;

export function NodeLostBanner({ fetch }: { fetch?: GraphqlFetch }) {
  const { t } = useTranslation();
  const { kind } = usePlatform();
  const { lost, lostForS, others, handover } = useNodeFailover(kind === 'web', fetch);
  if (!lost || others.length === 0) return null;
  const server = window.location.host;
  // The banner renders again with each ask, so a token that runs out meanwhile leaves the links.
  const token = handover && handover.expiresAt - performance.now() > HANDOVER_MARGIN_MS ? handover.token : undefined;
  return (
    <div className="vt-node-lost" role="alert" aria-labelledby="vt-node-lost-title">
      <p id="vt-node-lost-title" className="vt-node-lost__title">
        {t('nodeFailover.title')}
      </p>
      <p className="vt-node-lost__text">
        {t(token ? 'nodeFailover.text' : 'nodeFailover.textSignIn', {
          server: `\u2068${server}\u2069`,
          seconds: lostForS,
        })}
      </p>
      <ul className="vt-node-lost__nodes">
        {others.map((node) => (
          <li key={node.url}>
            <a className="vt-node-lost__link" href={pageOnNode(window.location, node.url, token)}>
              {t('nodeFailover.continueOn', { server: `\u2068${new URL(node.url).host}\u2069` })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
