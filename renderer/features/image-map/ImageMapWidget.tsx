/** The Image Map widget (spec 3 §2.6 Image Map row, §2.11): the realm's sets (a list unless
 *  showMapSetList is off; only mapSetId's set when one is given), their layers and maps, the shown
 *  map's floor plan with its devices and their latest events (maxEventCount; with
 *  showEventsInInvisibleLayers a layer not shown tells how many events its devices have), a click on
 *  a camera opening it live, an event selected in the view's event list bringing its camera's map
 *  forward, and, in editMode for administrators, the edit bar and camera drops. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAP_DEFAULT_EVENT_COUNT } from '../../../shared/imageMap/imageMapConstants';
import { useAssociatedEventCamera } from '../events';
import { useSession } from '../session';
import { SelectField } from '../../ui';
import type { WidgetComponentProps } from '../widgets';
import { maxEventCount } from './deviceEvents';
import { EditBar } from './EditBar';
import { layerDevices, locateDevice, type Picked, resolveSelection, trackedDevices } from './mapSelection';
import { PlanView } from './PlanView';
import { useDeviceEvents } from './useDeviceEvents';
import { useDeviceNames } from './useDeviceNames';
import { useImageMapConfig } from './useImageMapConfig';
import { useImageMapEdits } from './useImageMapEdits';
import './imageMap.css';

const LivePopup = lazy(async () => ({ default: (await import('./LivePopup')).LivePopup }));

export function ImageMapWidget({ props, viewId }: WidgetComponentProps) {
  const { t } = useTranslation();
  const isAdmin = useSession().info?.isAdmin === true;
  const editMode = props.editMode === true && isAdmin;
  const showSetList = props.showMapSetList !== false;
  const mapSetId = typeof props.mapSetId === 'string' ? props.mapSetId : '';
  const maxEvents = maxEventCount(props.maxEventCount, IMAGE_MAP_DEFAULT_EVENT_COUNT);
  const invisibleLayers = props.showEventsInInvisibleLayers === true;

  const { config, fetching, error, refresh, ownUpdateIds } = useImageMapConfig();
  const edits = useImageMapEdits(ownUpdateIds, refresh);
  const [picked, setPicked] = useState<Picked>({});
  const [live, setLive] = useState<{ id: string; name: string } | null>(null);
  const allSets = useMemo(() => config?.sets ?? [], [config]);
  const selection = useMemo(() => resolveSelection(allSets, picked, mapSetId), [allSets, picked, mapSetId]);
  const tracked = useMemo(() => trackedDevices(selection, invisibleLayers), [selection, invisibleLayers]);
  const events = useDeviceEvents(tracked);
  const shownIds = useMemo(() => (selection.map?.objects ?? []).map((o) => o.objectId), [selection.map]);
  const devices = useDeviceNames(shownIds);
  const { set, layer, map } = selection;

  // The event of a view's event list associated with Image Map (spec 3 §2.6 associatedWidgets)
  // brings its camera's map forward and marks the pin.
  const selectedEvent = useAssociatedEventCamera(viewId, 'ImageMap');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const selectedEventId = selectedEvent?.eventId;
  useEffect(() => {
    if (!selectedEvent) return setHighlighted(null);
    const found = locateDevice(selection.sets, selection, selectedEvent.id);
    setHighlighted(found ? selectedEvent.id : null);
    if (found) setPicked(found);
    // Only a newly selected event moves the map; the operator's own choices after it stand.
  }, [selectedEventId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!config) {
    return (
      <div className="vt-image-map vt-widget-fill">
        <p className="vt-widget-message">
          {error ? t('imageMap.updateError', { message: error }) : fetching ? t('imageMap.loading') : null}
        </p>
      </div>
    );
  }

  const hiddenLayerEvents = (layerId: string) => {
    if (!invisibleLayers || layerId === layer?.id) return 0;
    const found = set?.layers?.find((l) => l.id === layerId);
    return found ? layerDevices(found).reduce((n, id) => n + Math.min(events[id]?.length ?? 0, maxEvents), 0) : 0;
  };

  return (
    <div className="vt-image-map vt-widget-fill" data-testid="image-map">
      <div className="vt-image-map__bar">
        {showSetList && selection.sets.length > 0 && (
          <SelectField
            label={t('imageMap.set')}
            value={set?.id ?? ''}
            options={selection.sets.map((s) => ({ value: s.id, label: s.name ?? '' }))}
            onChange={(setId) => setPicked({ setId })}
          />
        )}
        {(set?.layers?.length ?? 0) > 0 && (
          <div className="vt-image-map__layers" role="tablist" aria-label={t('imageMap.layers')}>
            {set?.layers?.map((l) => {
              const hidden = hiddenLayerEvents(l.id);
              return (
                <button
                  key={l.id}
                  type="button"
                  role="tab"
                  aria-selected={l.id === layer?.id}
                  className="vt-image-map__layer"
                  onClick={() => setPicked({ setId: set.id, layerId: l.id })}
                >
                  {l.name}
                  {hidden > 0 && (
                    <span className="vt-image-map__layer-events" title={t('imageMap.hiddenEvents', { count: hidden })}>
                      {hidden}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        )}
        {(layer?.maps?.length ?? 0) > 1 && (
          <SelectField
            label={t('imageMap.map')}
            value={map?.id ?? ''}
            options={(layer?.maps ?? []).map((m) => ({ value: m.id, label: m.name ?? '' }))}
            onChange={(mapId) => setPicked({ setId: set?.id, layerId: layer?.id, mapId })}
          />
        )}
      </div>
      {editMode && <EditBar selection={selection} allSets={allSets} edits={edits} onCreated={setPicked} />}
      {map ? (
        <PlanView
          key={map.id}
          map={map}
          devices={devices}
          events={events}
          maxEvents={maxEvents}
          editMode={editMode}
          edits={edits}
          highlighted={highlighted}
          onOpen={setLive}
        />
      ) : (
        <p className="vt-widget-message">
          {!set ? t('imageMap.noSets') : !layer ? t('imageMap.noLayers') : t('imageMap.noMaps')}
        </p>
      )}
      {live && (
        <Suspense fallback={null}>
          <LivePopup device={live} onClose={() => setLive(null)} />
        </Suspense>
      )}
    </div>
  );
}
