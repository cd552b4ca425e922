/** The geographic map (spec 3 §2.10): base layers with the offline map by default, devices in
 *  clusters with their events and view cones, a popup with Play (live player) and Slew (the nearest
 *  PTZ camera turns there) on each device, GIS layers, zones
 *  (white while a target is inside) and live targets with their tracks; in edit mode (EditMap)
 *  device markers are dragged to new positions and zones are drawn. A click on the map with a PTZ
 *  camera selected turns it there (spec 2 §7). */
import L from './leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useSubscription } from 'urql';
import {
  FIT_BOUNDS_MAX_ZOOM,
  TILE_MAX_ZOOM,
  TILE_MIN_ZOOM,
  type MapLayerId,
} from '../../../shared/maps/geoMapConstants';
import { isLatLng } from '../../../shared/maps/viewCone';
import { occupiedZones } from '../../../shared/maps/zoneRules';
import { PtzOverrideDialog, usePtzControl } from '../ptz';
import { baseLayerFor } from './baseLayerFor';
import { baseLayerOptions, defaultBaseLayer } from './baseLayers';
import { geoIconSetOf } from '../../../shared/maps/geoIconSets';
import { DeviceLayer, type MapDevice } from './DeviceLayer';
import { GeoMapPanel } from './GeoMapPanel';
import {
  GeoMapDevicesQuery,
  GeoMapRealmQuery,
  GeoZonesQuery,
  MapObjectUpdates,
  OfflineBaseMapQuery,
  UpdateDeviceGeoMutation,
  UpdateGeoZoneMutation,
} from './geoMapDocuments';
import { DevicePopup } from './DevicePopup';
import { insideEsriExtent } from './esriGrid';
import { panTiltTowards } from './mapGeometry';
import { slewCameraFor } from './slewCamera';
import { TargetLayer } from './TargetLayer';
import { targetPositions } from './targetTracks';
import { useDeviceEvents } from './useDeviceEvents';
import { useTargetTracks } from './useTargetTracks';
import { ZoneLayer, type MapZone } from './ZoneLayer';
import './geoMap.css';

/** Zoom the map opens at over the default position: the demo site fills a widget. */
const START_ZOOM = 17;

interface DevicePopupState {
  device: MapDevice;
  marker: L.Marker;
  /** What the popup shows; DevicePopup is rendered into it through a portal. */
  element: HTMLElement;
  slewCamera: MapDevice | null;
}

export interface GeoMapProps {
  editMode: boolean;
  /** "lat,lng" from the widget's defaultPosition option; the realm's geoDefaultPosition otherwise. */
  defaultPosition?: string;
}

/** Room a popup keeps on its left for the controls in the map's top-left corner (zoom, and the
 *  drawing tools in edit mode), so its heading never sits under them (issue 34). */
function controlClearance(map: L.Map): number {
  const container = map.getContainer();
  const corner = container.querySelector('.leaflet-top.leaflet-left');
  if (!corner) return POPUP_MARGIN;
  const right = corner.getBoundingClientRect().right - container.getBoundingClientRect().left;
  return Math.max(POPUP_MARGIN, Math.ceil(right) + 8);
}

const POPUP_MARGIN = 5;

/** Moves the map at once so the whole popup is inside it and clear of the corner's controls.
 *  Leaflet's own autoPan animates, and skips (or stops) a pan asked for while one runs, so a popup
 *  that grows as its player starts could stay where its first, smaller size put it. */
function panPopupIntoView(map: L.Map, popup: L.Popup | undefined): void {
  const element = popup?.getElement();
  if (!element) return;
  const area = map.getContainer().getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const left = box.left - area.left - controlClearance(map);
  const right = box.right - area.right + POPUP_MARGIN;
  const top = box.top - area.top - POPUP_MARGIN;
  const bottom = box.bottom - area.bottom + POPUP_MARGIN;
  const dx = left < 0 ? left : right > 0 ? right : 0;
  const dy = top < 0 ? top : bottom > 0 ? bottom : 0;
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { animate: false });
}

function parsePosition(text: string | undefined): L.LatLngTuple | null {
  const [lat, lng] = (text ?? '').split(',').map((part) => Number(part.trim()));
  return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && text?.includes(',')
    ? [lat, lng]
    : null;
}

export function GeoMap({ editMode, defaultPosition }: GeoMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [{ data: realmData }] = useQuery({ query: GeoMapRealmQuery });
  const [{ data: devicesData }, refetchDevices] = useQuery({ query: GeoMapDevicesQuery });
  const [{ data: offlineData }] = useQuery({ query: OfflineBaseMapQuery });
  const [{ data: zonesData }, refetchZones] = useQuery({ query: GeoZonesQuery });
  const [, placeDevice] = useMutation(UpdateDeviceGeoMutation);
  const [, saveZone] = useMutation(UpdateGeoZoneMutation);
  const events = useDeviceEvents();
  const { tracks } = useTargetTracks();
  const [popup, setPopup] = useState<DevicePopupState | null>(null);
  const [selected, setSelected] = useState<MapDevice | null>(null);
  const [selectedZone, setSelectedZone] = useState<MapZone | null>(null);
  const ptz = usePtzControl(selected?.isPtz ? selected.id : null);
  const settings = realmData?.currentRealm;
  const options = useMemo(() => baseLayerOptions(settings ?? {}), [settings]);
  const [baseLayer, setBaseLayer] = useState<MapLayerId | null>(null);
  const layers = useRef<{ devices: DeviceLayer; zones: ZoneLayer; targets: TargetLayer } | null>(null);

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { minZoom: TILE_MIN_ZOOM, maxZoom: TILE_MAX_ZOOM + 1, zoomControl: true });
    created.setView([0, 0], 2);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  // Where it opens: the widget's default position, the realm's, or all devices.
  // The ESRI layer ignores positions outside its coordinate system's extent (spec 3 §5).
  const current = baseLayer ?? (settings ? defaultBaseLayer(settings) : 'OFFLINE');
  const usable = (position: { lat: number; lng: number } | null | undefined) =>
    position && (current !== 'ESRI' || insideEsriExtent(position)) ? position : null;
  const parsed = parsePosition(defaultPosition);
  const start = usable(parsed && { lat: parsed[0], lng: parsed[1] });
  const realmStart = usable(realmData?.systemParameters.geoDefaultPosition);
  useEffect(() => {
    if (!map) return;
    if (start) map.setView([start.lat, start.lng], START_ZOOM);
    else if (realmStart) map.setView([realmStart.lat, realmStart.lng], START_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, start?.lat, start?.lng, realmStart?.lat, realmStart?.lng]);

  // Base layer: the offline map, or tiles of the chosen service.
  useEffect(() => {
    if (!map) return;
    const layer = baseLayerFor(
      options.find((o) => o.id === current),
      offlineData?.offlineBaseMap,
    );
    layer?.addTo(map);
    container.current?.setAttribute('data-base-layer', current);
    return () => {
      layer?.remove();
    };
  }, [map, options, current, offlineData]);

  // Devices, zones and targets: imperative layers, made once per map.
  useEffect(() => {
    if (!map) return;
    const devices = new DeviceLayer(map, {
      onSelect: (device, marker) => {
        setSelected(device);
        // The popup takes the place of the name the pointer brought up.
        marker.closeTooltip();
        const element = document.createElement('div');
        element.className = 'vt-geo-popup';
        setPopup({ device, marker, element, slewCamera: slewCameraFor(device, devices.devices()) });
      },
      clusterLabel: (count) => t('geoMap.cluster', { count }),
      onMoved: (device, position) => {
        void placeDevice({ id: device.id, position }).then((result) => {
          if (result.error) console.warn(`Device position update error: ${result.error.message}`);
        });
      },
    });
    const zones = new ZoneLayer(
      map,
      (zone, geometry) => void saveZone({ zone: { ...zone, geometry } as never }),
      (zone) => setSelectedZone(zone),
    );
    const targets = new TargetLayer(map);
    layers.current = { devices, zones, targets };
    return () => {
      devices.remove();
      zones.group.remove();
      targets.remove();
      layers.current = null;
    };
  }, [map, placeDevice, saveZone, t]);

  // A device's popup opens once its content is in it (a layout effect runs after the portal has
  // rendered): Leaflet sizes and pans it to its real size at once, instead of opening an empty
  // popup that then grows and jumps under the pointer. It keeps clear of the map's controls.
  useLayoutEffect(() => {
    if (!map || !popup) return;
    const { marker, element } = popup;
    marker.unbindPopup().bindPopup(element, { minWidth: 200, maxWidth: 360, autoPan: false }).openPopup();
    panPopupIntoView(map, marker.getPopup());
    // The popup grows when its player starts: laid out again and panned into view.
    const resized = new ResizeObserver(() => {
      marker.getPopup()?.update();
      panPopupIntoView(map, marker.getPopup());
    });
    resized.observe(element);
    const closed = () => setPopup((held) => (held?.element === element ? null : held));
    marker.once('popupclose', closed);
    return () => {
      resized.disconnect();
      marker.off('popupclose', closed);
    };
  }, [map, popup]);

  useEffect(() => {
    const devices = devicesData?.devicesByAspectTypes ?? [];
    layers.current?.devices.setDevices(
      current === 'ESRI' ? devices.filter((d) => !isLatLng(d.position) || insideEsriExtent(d.position)) : devices,
    );
  }, [devicesData, map, current]);
  useEffect(() => layers.current?.devices.setEvents(events), [events, map]);
  useEffect(() => layers.current?.devices.setEditable(editMode), [editMode, map]);
  const iconSet = geoIconSetOf(settings?.geoIconSet);
  useEffect(() => layers.current?.devices.setIconSet(iconSet), [iconSet, map]);
  useEffect(() => layers.current?.zones.setZones(zonesData?.geoZones ?? []), [zonesData, map]);
  useEffect(() => {
    const drawn = layers.current;
    if (!drawn) return;
    drawn.targets.setTracks(tracks);
    drawn.zones.setOccupied(
      occupiedZones(drawn.zones.zones() as Array<{ id: string; geometry: unknown }>, targetPositions(tracks)),
    );
  }, [tracks, zonesData, map]);

  // A dome's live pan turns its cone (objectUpdate PTZ).
  useSubscription({ query: MapObjectUpdates }, (_, update) => {
    const change = update.objectUpdate;
    const pan = change.ptzStatus?.command?.pan;
    if (change.action === 'PTZ' && typeof pan === 'number') layers.current?.devices.setPan(change.id, pan);
    if (change.action === 'CREATE' || change.action === 'DELETE') refetchDevices({ requestPolicy: 'network-only' });
    return update;
  });

  // Zone drawing (edit mode): a new polygon is saved at once with the default priority.
  useEffect(() => {
    if (!map || !editMode) return;
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      drawPolygon: true,
      editMode: true,
      dragMode: false,
      removalMode: false,
    });
    // geoman titles each button's container, not the button itself: the button takes that title
    // as its accessible name.
    for (const button of map
      .getContainer()
      .querySelectorAll<HTMLElement>('.button-container[title] > .leaflet-buttons-control-button')) {
      button.setAttribute('aria-label', button.parentElement?.title ?? '');
    }
    const created = (event: { layer: L.Layer }) => {
      const geometry = ((event.layer as L.Polygon).toGeoJSON() as GeoJSON.Feature).geometry;
      event.layer.remove();
      const zone = { id: `zone-${Date.now().toString(36)}`, priority: 1, geometry };
      void saveZone({ zone }).then(() => refetchZones({ requestPolicy: 'network-only' }));
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.removeControls();
    };
  }, [map, editMode, saveZone, refetchZones]);

  // A click with a PTZ camera selected turns it towards the point.
  useEffect(() => {
    if (!map || !selected?.isPtz) return;
    const position = selected.position;
    const click = (event: L.LeafletMouseEvent) => {
      if (typeof position?.lat !== 'number' || typeof position.lng !== 'number') return;
      const pt = panTiltTowards({ lat: position.lat, lng: position.lng }, selected.cameraView, event.latlng);
      void ptz.send('pt', { pt });
    };
    map.on('click', click);
    return () => {
      map.off('click', click);
    };
  }, [map, selected, ptz]);

  const [trackTargets, setTrackTargets] = useState(true);
  useEffect(() => {
    if (map) layers.current?.targets.setVisible(map, trackTargets);
  }, [map, trackTargets]);
  const fitTargets = () => {
    const bounds = layers.current?.targets.bounds();
    if (bounds && map) map.fitBounds(bounds, { maxZoom: FIT_BOUNDS_MAX_ZOOM, padding: [40, 40] });
  };

  const fitDevices = () => {
    const bounds = layers.current?.devices.bounds();
    if (bounds && map) map.fitBounds(bounds, { maxZoom: FIT_BOUNDS_MAX_ZOOM, padding: [20, 20] });
  };

  return (
    <div className="vt-geo-map-root" data-edit-mode={editMode}>
      <GeoMapPanel
        map={map}
        editMode={editMode}
        baseLayers={options.map((o) => o.id)}
        baseLayer={current}
        onBaseLayer={setBaseLayer}
        onFitDevices={fitDevices}
        trackTargets={trackTargets}
        onTrackTargets={setTrackTargets}
        onFitTargets={fitTargets}
        selectedZone={selectedZone}
        onZoneSaved={() => refetchZones({ requestPolicy: 'network-only' })}
        selectedPtz={selected?.isPtz ? selected.name : null}
      />
      <div ref={container} className="vt-geo-map" role="application" aria-label={t('geoMap.title')} />
      <PtzOverrideDialog control={ptz} />
      {popup && createPortal(<DevicePopup device={popup.device} slewCamera={popup.slewCamera} />, popup.element)}
    </div>
  );
}
