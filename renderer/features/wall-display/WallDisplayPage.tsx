/** /wall (issue 30; spec 3 §2.12): the page a wall PC's browser, or the desktop app in kiosk mode,
 *  opens once. It shows a pairing code in large type until an administrator accepts it for a
 *  display, then shows what the wall puts on that display, full screen, with the console's camera
 *  cells in a square layout, following changes live; it needs no keyboard and says discreetly when
 *  the platform is out of reach (it reconnects and resumes on its own). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from '../../graphql';
import { StateProvider } from '../../state';
import { LayoutView } from '../layout';
import { squareLayout, wallCellIndex } from './squareLayout';
import { TicketsAhead } from './TicketsAhead';
import { useWallDisplay } from './useWallDisplay';
import { WallCell } from './WallCell';
import type { WallShown } from './wallDisplayReducer';
import './wallDisplay.css';

export function WallDisplayPage() {
  // The page has no session: what its cells ask of the platform must never reload it on a refusal.
  const client = useMemo(() => createGraphqlClient({ platform: { reload: () => undefined } }), []);
  return (
    <UrqlProvider value={client}>
      <StateProvider>
        <WallDisplay />
      </StateProvider>
    </UrqlProvider>
  );
}

function WallDisplay() {
  const { t } = useTranslation();
  const { phase, online } = useWallDisplay();
  return (
    <main className="vt-wall" aria-label={t('wall.display.title')}>
      {phase.kind === 'paired' && phase.shown ? (
        <WallContent displayToken={phase.displayToken} shown={phase.shown} />
      ) : phase.kind === 'pairing' ? (
        <section className="vt-wall__pairing" aria-labelledby="vt-wall-code-label">
          <h1 id="vt-wall-code-label" className="vt-wall__heading">
            {t('wall.display.pairingTitle')}
          </h1>
          <p className="vt-wall__code" data-testid="wall-pairing-code" dir="ltr">
            {phase.code}
          </p>
          <p className="vt-wall__hint">{t('wall.display.pairingHint')}</p>
        </section>
      ) : (
        <p className="vt-wall__waiting">{t('wall.display.connecting')}</p>
      )}
      {!online && (
        <p className="vt-wall__status" role="status">
          {t('wall.display.reconnecting')}
        </p>
      )}
    </main>
  );
}

function WallContent({ displayToken, shown }: { displayToken: string; shown: WallShown }) {
  const { t } = useTranslation();
  const layout = useMemo(() => squareLayout(shown.content.layout), [shown.content.layout]);
  // The first tickets this state brought for its cameras, each taken once by a cell's player.
  const ticketsAhead = useMemo(() => new TicketsAhead(shown.cellTickets, shown.receivedAt), [shown]);
  if (shown.content.cameraIds.length === 0) {
    return (
      <section className="vt-wall__idle" aria-label={shown.displayName}>
        <p className="vt-wall__display-name">{shown.displayName}</p>
        <p className="vt-wall__hint">{t('wall.display.nothingShown', { wall: shown.wallName })}</p>
      </section>
    );
  }
  return (
    <div className="vt-wall__content" data-layout={shown.content.layout}>
      <LayoutView
        layout={layout}
        label={shown.displayName}
        onLayoutChange={() => undefined}
        renderCell={(cell) => {
          const cameraId = shown.content.cameraIds[wallCellIndex(cell.id)];
          const camera = cameraId ? { id: cameraId, name: shown.cameraNames[cameraId] ?? cameraId } : null;
          // Keyed by place: a cell given another camera keeps its player, which opens the new one.
          return <WallCell key={cell.id} displayToken={displayToken} ticketsAhead={ticketsAhead} camera={camera} />;
        }}
      />
    </div>
  );
}
