/** A saved wall's displays (issue 30): each display where it sits on the wall, whether a wall
 *  display page is paired with it and online, 'Pair a display' to accept the code such a page
 *  shows, and Unpair, which revokes the page's token (asked first). Refusals show in place. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { Button, ConfirmDialog, ErrorBanner, useToast } from '../../ui';
import { AdminTable, adminErrorMessage } from '../admin';
import { UnpairDisplayMutation, type WallAdminRecord } from './videoWallDocuments';
import { PairDisplayDialog } from './PairDisplayDialog';
import { useDisplayName } from './useDisplayName';
import { useWallText } from './useWallText';

type Display = WallAdminRecord['displays'][number];

export function WallDisplaysPanel({ wall }: { wall: WallAdminRecord }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const say = useWallText();
  const nameOf = useDisplayName();
  const displays = wall.displays.map((display) => ({ ...display, name: nameOf(display) }));
  const [pairing, setPairing] = useState<Display | null>(null);
  const [unpairing, setUnpairing] = useState<{ display: Display; sending: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const unpair = async (display: Display) => {
    setUnpairing({ display, sending: true });
    const result = await client
      .mutation(UnpairDisplayMutation, { wallId: wall.id, displayIndex: display.index })
      .toPromise();
    setUnpairing(null);
    if (result.error) return setError(say(adminErrorMessage(result.error)));
    setError(null);
    toast(t('videoWalls.unpair.done', { name: display.name }), 'success');
  };

  return (
    <section className="vt-wall-displays" aria-labelledby="vt-wall-displays-title">
      <h2 id="vt-wall-displays-title">{t('videoWalls.displays')}</h2>
      <p className="vt-muted">{t('videoWalls.pairAbout')}</p>
      {error && <ErrorBanner error={error} />}
      <AdminTable
        columns={[t('videoWalls.display'), t('videoWalls.position'), t('videoWalls.state'), '']}
        rows={displays}
        rowKey={(display) => display.index}
        rowProps={(display) => ({ 'data-display': String(display.index) })}
        cells={(display) => (
          <>
            <td>
              <bdi>{display.name}</bdi>
            </td>
            <td>{t('videoWalls.positionValue', { row: display.row + 1, column: display.column + 1 })}</td>
            <td>
              <span className="vt-wall-state" data-state={displayState(display)}>
                {t(`videoWalls.displayState.${displayState(display)}`)}
              </span>
            </td>
            <td className="vt-wall-displays__actions">
              <Button variant="secondary" onClick={() => setPairing(display)}>
                {t(display.paired ? 'videoWalls.pair.again' : 'videoWalls.pair.action')}
              </Button>
              {display.paired && (
                <Button variant="quiet" onClick={() => setUnpairing({ display, sending: false })}>
                  {t('videoWalls.unpair.action')}
                </Button>
              )}
            </td>
          </>
        )}
      />
      {pairing && (
        <PairDisplayDialog
          wallId={wall.id}
          displayIndex={pairing.index}
          displayName={pairing.name}
          onClose={() => setPairing(null)}
        />
      )}
      {unpairing && (
        <ConfirmDialog
          title={t('videoWalls.unpair.title', { name: unpairing.display.name })}
          confirmLabel={t('videoWalls.unpair.confirm')}
          busy={unpairing.sending}
          onConfirm={() => void unpair(unpairing.display)}
          onCancel={() => setUnpairing(null)}
        >
          <p>{t('videoWalls.unpair.detail')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Not paired; paired with its page showing (online) or not. */
function displayState(display: Display): 'notPaired' | 'online' | 'offline' {
  if (!display.paired) return 'notPaired';
  return display.online ? 'online' : 'offline';
}
