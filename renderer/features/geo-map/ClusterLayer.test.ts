import L from './leaflet';
import { ClusterLayer, clusterSize, clusterText } from './ClusterLayer';

describe('cluster discs (spec 3 §2.10)', () => {
  it('shows the count, shortened past a thousand, and grows with it', () => {
    expect(clusterText(7)).toBe('7');
    expect(clusterText(999)).toBe('999');
    expect(clusterText(1234)).toBe('1.2k');
    expect(clusterText(25_400)).toBe('25k');
    expect(clusterSize(9).kind).toBe('small');
    expect(clusterSize(10).kind).toBe('medium');
    expect(clusterSize(100).kind).toBe('large');
  });

  it('keeps the discs that stay in view, adds new ones, removes gone ones; a click or Enter opens one', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const map = L.map(host).setView([52.23, 21.01], 12);
    const opened: string[] = [];
    const layer = new ClusterLayer(
      (key) => opened.push(key),
      (n) => `${n} devices`,
    ).addTo(map);
    layer.setClusters([
      { key: 'c1', lat: 52.23, lng: 21.01, count: 12 },
      { key: 'c2', lat: 52.24, lng: 21.02, count: 3 },
    ]);
    const first = host.querySelector('[data-key="c1"]');
    expect(first?.textContent).toBe('12');
    expect(first?.getAttribute('aria-label')).toBe('12 devices');
    layer.setClusters([
      { key: 'c1', lat: 52.23, lng: 21.01, count: 12 },
      { key: 'c3', lat: 52.25, lng: 21.03, count: 150 },
    ]);
    expect(host.querySelector('[data-key="c1"]')).toBe(first);
    expect(host.querySelector('[data-key="c2"]')).toBeNull();
    expect(host.querySelector('[data-key="c3"]')?.className).toContain('vt-geo-cluster-large');
    expect(layer.count).toBe(2);
    (first as HTMLElement).click();
    host.querySelector('[data-key="c3"]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(opened).toEqual(['c1', 'c3']);
    map.remove();
  });

  it('places each disc absolutely at its point, so no stylesheet is needed to lift it out of the flow (issue 34)', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const map = L.map(host).setView([52.23, 21.01], 12);
    const layer = new ClusterLayer(
      () => undefined,
      (n) => `${n} devices`,
    ).addTo(map);
    layer.setClusters([{ key: 'c1', lat: 52.24, lng: 21.02, count: 4 }]);
    const disc = host.querySelector<HTMLElement>('[data-key="c1"]')!;
    const at = map.latLngToLayerPoint([52.24, 21.02]);
    expect(getComputedStyle(disc).position).toBe('absolute');
    expect(getComputedStyle(disc.parentElement!).position).toBe('absolute');
    expect([disc.style.left, disc.style.top]).toEqual([`${at.x}px`, `${at.y}px`]);
    map.remove();
  });
});
