/** Placing a device on the geographic map from its form (spec 3 §2.1: on /view/camera/add and
 *  /view/sensor/add a new device is placed with a draggable marker at the default position). The
 *  marker starts at the device's position, else at the realm's default position; dragging it, or a
 *  click on the map, sets the position the form saves with the device. The realm's other devices
 *  are shown (not draggable) so the new one can be placed beside them. */
import L from './leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TILE_MAX_ZOOM, TILE_MIN_ZOOM } from '../../../shared/maps/geoMapConstants';
import { isLatLng, type LatLng } from '../../../shared/maps/viewCone';
import { baseLayerFor } from './baseLayerFor';
import { baseLayerOptions, defaultBaseLayer } from './baseLayers';
import { DeviceLayer } from './DeviceLayer';
import { GeoMapDevicesQuery, GeoMapRealmQuery, OfflineBaseMapQuery } from './geoMapDocuments';
import { roundedPosition, typedPosition } from './placement';
import './geoMap.css';
import './devicePlacement.css';

/** Street level: a device is placed on a building's corner, not a district. */
const PLACEMENT_ZOOM = 17;

export interface DevicePlacementMapProps {
  /** The form's latitude and longitude fields as typed. */
  lat: string;
  lng: string;
  /** A position set on the map, as the fields' texts. */
  onChange: (lat: string, lng: string) => void;
  /** What is placed, for the marker's look and its name: a camera or a sensor. */
  deviceType: 'camera' | 'sensor';
  /** The device being edited, left out of the other devices shown. */
  deviceId?: string;
}

export function DevicePlacementMap({ lat, lng, onChange, deviceType, deviceId }: DevicePlacementMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  const hintId = useId();
  const [map, setMap] = useState<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const position = typedPosition(lat, lng);
  const changed = useRef((at: LatLng) => onChange(String(at.lat), String(at.lng)));
  changed.current = (at: LatLng) => onChange(String(at.lat), String(at.lng));
  const [{ data: realmData }] = useQuery({ query: GeoMapRealmQuery });
  const [{ data: devicesData }] = useQuery({ query: GeoMapDevicesQuery });
  const [{ data: offlineData }] = useQuery({ query: OfflineBaseMapQuery });
  const settings = realmData?.currentRealm;
  const realmStart = realmData?.systemParameters.geoDefaultPosition ?? null;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { minZoom: TILE_MIN_ZOOM, maxZoom: TILE_MAX_ZOOM + 1 });
    created.setView([0, 0], 2);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  // The realm's base layer, the offline map by default.
  const layerId = settings ? defaultBaseLayer(settings) : 'OFFLINE';
  const option = useMemo(() => baseLayerOptions(settings ?? {}).find((o) => o.id === layerId), [settings, layerId]);
  useEffect(() => {
    if (!map) return;
    const layer = baseLayerFor(option, offlineData?.offlineBaseMap);
    layer?.addTo(map);
    return () => {
      layer?.remove();
    };
  }, [map, option, offlineData]);

  // The other devices, for reference.
  const others = useRef<DeviceLayer | null>(null);
  useEffect(() => {
    if (!map) return;
    others.current = new DeviceLayer(map);
    return () => {
      others.current?.remove();
      others.current = null;
    };
  }, [map]);
  useEffect(() => {
    others.current?.setDevices((devicesData?.devicesByAspectTypes ?? []).filter((d) => d.id !== deviceId));
  }, [map, devicesData, deviceId]);

  // The marker: at the device's position, else the realm's default position once it is known (a
  // realm without one: beside its first placed device, else on the map's origin).
  const placedDevice = devicesData?.devicesByAspectTypes.find((d) => isLatLng(d.position))?.position;
  const fallback = realmData && devicesData ? (isLatLng(placedDevice) ? placedDevice : { lat: 0, lng: 0 }) : null;
  const start = position ?? realmStart ?? fallback;
  const hasStart = start !== null;
  useEffect(() => {
    if (!map || !start || marker.current) return;
    const placed = L.marker([start.lat, start.lng], {
      draggable: true,
      autoPan: true,
      keyboard: true,
      title: t('geoMap.placement.marker'),
      alt: t('geoMap.placement.marker'),
      icon: L.divIcon({
        className: `vt-geo-marker vt-geo-marker-${deviceType} vt-geo-marker-placing`,
        html: '<span class="vt-geo-pin" aria-hidden="true"></span>',
        iconSize: [25, 41],
        iconAnchor: [12, 41],
      }),
    });
    placed.on('dragend', () => changed.current(roundedPosition(placed.getLatLng())));
    placed.addTo(map);
    marker.current = placed;
    map.setView([start.lat, start.lng], PLACEMENT_ZOOM);
    return () => {
      placed.remove();
      marker.current = null;
    };
    // The marker is made once a start is known; later positions move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, hasStart, deviceType]);

  // Typed coordinates move the marker.
  useEffect(() => {
    if (!position || !marker.current) return;
    const at = marker.current.getLatLng();
    if (at.lat === position.lat && at.lng === position.lng) return;
    marker.current.setLatLng([position.lat, position.lng]);
    if (map && !map.getBounds().contains([position.lat, position.lng])) map.panTo([position.lat, position.lng]);
  }, [position?.lat, position?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  // A click on the map puts the device there.
  useEffect(() => {
    if (!map) return;
    const click = (event: L.LeafletMouseEvent) => {
      marker.current?.setLatLng(event.latlng);
      changed.current(roundedPosition(event.latlng));
    };
    map.on('click', click);
    return () => {
      map.off('click', click);
    };
  }, [map]);

  return (
    <div className="vt-geo-placement">
      <p className="vt-muted" id={hintId}>
        {position ? t('geoMap.placement.placed') : t('geoMap.placement.hint')}
      </p>
      <div
        ref={container}
        className="vt-geo-placement-map"
        role="application"
        aria-label={t('geoMap.placement.title')}
        aria-describedby={hintId}
        data-placed={position ? 'true' : 'false'}
      />
    </div>
  );
}
