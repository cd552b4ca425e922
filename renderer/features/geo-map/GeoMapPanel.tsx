/** The map's side panel (spec 3 §2.10): base layer chooser, the GIS layers (import in edit mode,
 *  show all, per-layer show/hide with a KML layer's folders, rename, delete, go-to), Export GeoJson (mapData.json), the
 *  selected zone's Priority, and the hint for turning a PTZ camera from the map. */
import type L from './leaflet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { canRenameGeoLayer } from '../../../shared/maps/geoLayerName';
import {
  FIT_BOUNDS_MAX_ZOOM,
  GEO_EXPORT_FILE_NAME,
  GEO_FILE_ACCEPT,
  type MapLayerId,
} from '../../../shared/maps/geoMapConstants';
import {
  DeleteGeoLayerMutation,
  GeoLayersQuery,
  UpdateGeoLayersMutation,
  UploadGeoLayerMutation,
} from './geoMapDocuments';
import { useProgressTask } from '../statusbar';
import { GisFolderTree } from './GisFolderTree';
import { GIS_PRIMITIVES, type GisPrimitive, type HiddenFolders, useGisLayers } from './useGisLayers';
import { ZoneEditor } from './ZoneEditor';
import type { MapZone } from './ZoneLayer';

export interface GeoMapPanelProps {
  map: L.Map | null;
  editMode: boolean;
  baseLayers: MapLayerId[];
  baseLayer: MapLayerId;
  onBaseLayer(id: MapLayerId): void;
  onFitDevices(): void;
  trackTargets: boolean;
  onTrackTargets(on: boolean): void;
  onFitTargets(): void;
  selectedZone: MapZone | null;
  onZoneSaved(): void;
  selectedPtz: string | null;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function GeoMapPanel(props: GeoMapPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(true);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ data }, refetch] = useQuery({ query: GeoLayersQuery });
  const [, upload] = useMutation(UploadGeoLayerMutation);
  const withProgress = useProgressTask();
  const [, update] = useMutation(UpdateGeoLayersMutation);
  const [, remove] = useMutation(DeleteGeoLayerMutation);
  // A toggled layer shows its new state at once; the platform's answer then confirms it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const layers = useMemo(
    () => (data?.geoLayers ?? []).map((l) => (l.id in toggled ? { ...l, enabled: toggled[l.id] } : l)),
    [data, toggled],
  );
  const [hiddenPrimitives, setHiddenPrimitives] = useState<ReadonlySet<GisPrimitive>>(new Set());
  const [hiddenFolders, setHiddenFolders] = useState<HiddenFolders>(new Map());
  const { features, folders } = useGisLayers(props.map, layers, showAll, hiddenPrimitives, hiddenFolders);
  const toggleFolder = (layerId: string, folderId: string, shown: boolean) =>
    setHiddenFolders((held) => {
      const next = new Set(held.get(layerId));
      if (shown) next.delete(folderId);
      else next.add(folderId);
      return new Map(held).set(layerId, next);
    });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const report = (error: { message: string } | undefined) =>
    setProblem(error ? error.message.replace(/^\[\w+\] /, '') : null);

  const importFile = async (file: File) => {
    // An upload shows in the status bar's progress while it runs (spec 1 §2.10).
    const result = await withProgress(
      { label: t('statusbar.progress.uploadLayer', { name: file.name }) },
      upload({ name: file.name, content: await file.text() }),
    );
    report(result.error);
    reload();
  };

  return (
    <aside className="vt-geo-panel" aria-label={t('geoMap.panel')}>
      <div className="vt-geo-toolbar">
        <label>
          {t('geoMap.baseLayer')}
          <select value={props.baseLayer} onChange={(e) => props.onBaseLayer(e.target.value as MapLayerId)}>
            {props.baseLayers.map((id) => (
              <option key={id} value={id}>
                {t(`geoMap.layers.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? t('geoMap.hideGis') : t('geoMap.showGis')}
        </button>
        <button type="button" onClick={props.onFitDevices}>
          {t('geoMap.goToDevices')}
        </button>
        <button
          type="button"
          onClick={() => download(GEO_EXPORT_FILE_NAME, JSON.stringify({ type: 'FeatureCollection', features }))}
        >
          {t('geoMap.exportGeoJson')}
        </button>
      </div>
      <div className="vt-geo-toolbar">
        <label>
          <input
            type="checkbox"
            checked={props.trackTargets}
            onChange={(e) => props.onTrackTargets(e.target.checked)}
          />
          {t('geoMap.targetTracking')}
        </label>
        <button type="button" onClick={props.onFitTargets} disabled={!props.trackTargets}>
          {t('geoMap.goToTargets')}
        </button>
      </div>
      {props.selectedPtz && <p className="vt-geo-hint">{t('geoMap.ptzHint', { name: props.selectedPtz })}</p>}
      {problem && (
        <p role="alert" className="vt-geo-error">
          {problem}
        </p>
      )}
      {open && (
        <section className="vt-geo-gis" aria-label={t('geoMap.gisLayers')}>
          <h2>{t('geoMap.gisLayers')}</h2>
          {props.editMode && (
            <label className="vt-geo-import">
              {t('geoMap.importGis')}
              <input
                type="file"
                accept={GEO_FILE_ACCEPT}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void importFile(file);
                }}
              />
            </label>
          )}
          <label>
            <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
            {t('geoMap.showAll')}
          </label>
          <fieldset className="vt-geo-primitives">
            <legend>{t('geoMap.primitives')}</legend>
            {GIS_PRIMITIVES.map((primitive) => (
              <label key={primitive}>
                <input
                  type="checkbox"
                  checked={!hiddenPrimitives.has(primitive)}
                  onChange={(e) =>
                    setHiddenPrimitives((held) => {
                      const next = new Set(held);
                      if (e.target.checked) next.delete(primitive);
                      else next.add(primitive);
                      return next;
                    })
                  }
                />
                {primitive}
              </label>
            ))}
          </fieldset>
          <ul className="vt-geo-layer-list">
            {layers.map((layer) => (
              <li key={layer.id} data-layer={layer.name ?? ''}>
                <input
                  type="checkbox"
                  aria-label={t('geoMap.showLayer', { name: layer.name })}
                  checked={!!layer.enabled}
                  onChange={(e) => {
                    const enabled = e.target.checked;
                    setToggled((held) => ({ ...held, [layer.id]: enabled }));
                    void update({ geoLayers: [{ id: layer.id, enabled }] }).then((r) => {
                      report(r.error);
                      if (r.error) setToggled(({ [layer.id]: _, ...rest }) => rest);
                      reload();
                    });
                  }}
                />
                {renaming?.id === layer.id ? (
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (!canRenameGeoLayer(layer.name ?? '', renaming.name)) return;
                      void update({ geoLayers: [{ id: layer.id, name: renaming.name.trim() }] }).then((r) => {
                        report(r.error);
                        setRenaming(null);
                        reload();
                      });
                    }}
                  >
                    <input
                      aria-label={t('geoMap.layerName')}
                      value={renaming.name}
                      onChange={(e) => setRenaming({ id: layer.id, name: e.target.value })}
                    />
                    <button type="submit" disabled={!canRenameGeoLayer(layer.name ?? '', renaming.name)}>
                      {t('geoMap.apply')}
                    </button>
                    <button type="button" onClick={() => setRenaming(null)}>
                      {t('geoMap.cancel')}
                    </button>
                  </form>
                ) : (
                  <span className="vt-geo-layer-name">{layer.name}</span>
                )}
                <button
                  type="button"
                  onClick={() => {
                    const b = layer.bounds;
                    if (b?.north != null && b.south != null && b.east != null && b.west != null) {
                      props.map?.fitBounds(
                        [
                          [b.south, b.west],
                          [b.north, b.east],
                        ],
                        { maxZoom: FIT_BOUNDS_MAX_ZOOM },
                      );
                    }
                  }}
                >
                  {t('geoMap.goTo')}
                </button>
                {props.editMode && (
                  <>
                    <button type="button" onClick={() => setRenaming({ id: layer.id, name: layer.name ?? '' })}>
                      {t('geoMap.rename')}
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        void remove({ id: layer.id }).then((r) => {
                          report(r.error);
                          reload();
                        })
                      }
                    >
                      {t('geoMap.delete')}
                    </button>
                  </>
                )}
                <GisFolderTree
                  folders={folders.get(layer.id) ?? []}
                  hidden={hiddenFolders.get(layer.id) ?? new Set()}
                  onToggle={(folderId, shown) => toggleFolder(layer.id, folderId, shown)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {props.editMode && props.selectedZone && (
        <ZoneEditor
          key={props.selectedZone.id}
          zone={props.selectedZone}
          onSaved={props.onZoneSaved}
          onProblem={report}
        />
      )}
    </aside>
  );
}
