import { geoIconSetOf } from '../../../shared/maps/geoIconSets';
import { deviceIcon } from './deviceIcon';
import { DeviceLayer } from './DeviceLayer';
import L from './leaflet';

describe("the realm's map icon set (issue 28: geoIconSet changes the map's icons)", () => {
  it('reads an unknown or missing set as the default pins', () => {
    expect(geoIconSetOf(null)).toBe('pins');
    expect(geoIconSetOf(' symbols ')).toBe('symbols');
    expect(geoIconSetOf('gone')).toBe('pins');
  });

  it('draws each set differently: a pin, a symbol of what the device is, a dot', () => {
    const camera = { deviceType: 'camera' };
    const pin = deviceIcon(camera, 0, false, 'pins').options;
    const symbol = deviceIcon(camera, 0, false, 'symbols').options;
    const dot = deviceIcon(camera, 0, false, 'dots').options;
    expect(pin.html).toContain('vt-geo-pin');
    expect(symbol.html).toContain('<svg');
    expect(dot.html).toContain('vt-geo-dot');
    expect([pin.iconSize, symbol.iconSize, dot.iconSize]).toEqual([
      [25, 41],
      [30, 30],
      [14, 14],
    ]);
    // A pin stands on its tip, a symbol and a dot on their middle.
    expect([pin.iconAnchor, symbol.iconAnchor]).toEqual([
      [12, 41],
      [15, 15],
    ]);
    // Symbols tell a camera, a PTZ dome and a sensor apart by their drawing, not by colour alone.
    const glyphs = [{ deviceType: 'camera' }, { deviceType: 'camera', isPtz: true }, { deviceType: 'sensor' }].map(
      (d) => String(deviceIcon(d, 0, false, 'symbols').options.html),
    );
    expect(new Set(glyphs).size).toBe(3);
  });

  it("redraws the map's markers when the realm's set changes", () => {
    const host = document.createElement('div');
    // jsdom lays nothing out: the map needs a size to have a view the marker stands in.
    Object.defineProperty(host, 'clientWidth', { value: 800 });
    Object.defineProperty(host, 'clientHeight', { value: 600 });
    document.body.appendChild(host);
    const map = L.map(host).setView([52.23, 21.01], 17);
    const layer = new DeviceLayer(map);
    layer.setDevices([{ id: 'cam-1', name: 'Gate', deviceType: 'camera', position: { lat: 52.23, lng: 21.01 } }]);
    const marker = () => layer.marker('cam-1')?.getElement();
    expect(marker()?.classList.contains('vt-geo-set-pins')).toBe(true);
    expect(marker()?.querySelector('.vt-geo-pin')).not.toBeNull();
    layer.setIconSet('symbols');
    expect(marker()?.classList.contains('vt-geo-set-symbols')).toBe(true);
    expect(marker()?.querySelector('.vt-geo-symbol svg')).not.toBeNull();
    expect(marker()?.querySelector('.vt-geo-pin')).toBeNull();
    layer.remove();
    map.remove();
    host.remove();
  });
});
