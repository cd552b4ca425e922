/** The names of the devices placed on the image maps (spec 3 §3.4: objects name a device by id),
 *  fetched for ids not known yet and kept while the widget lives, so switching layers shows names
 *  at once. A device the platform no longer knows is marked missing ('Device not found'); an id
 *  still being fetched is neither. */
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { ImageMapDevicesQuery } from './imageMapDocuments';

export interface DeviceName {
  name: string;
}

export interface DeviceNames {
  known: ReadonlyMap<string, DeviceName>;
  /** Ids the platform answered without a device. */
  missing: ReadonlySet<string>;
}

export function useDeviceNames(ids: readonly string[]): DeviceNames {
  const client = useClient();
  const [names, setNames] = useState<DeviceNames>({ known: new Map(), missing: new Set() });
  const asked = useRef(new Set<string>());
  const key = [...ids].sort().join('\n');

  useEffect(() => {
    const held = asked.current;
    const wanted = key ? key.split('\n').filter((id) => !held.has(id)) : [];
    if (wanted.length === 0) return;
    for (const id of wanted) held.add(id);
    let live = true;
    void client
      .query(ImageMapDevicesQuery, { ids: wanted }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!live) return;
        if (!result.data) {
          // Asked again next time the ids change.
          for (const id of wanted) held.delete(id);
          return;
        }
        const found = new Map(result.data.devicesByIds.map((d) => [d.id, { name: d.name }]));
        setNames((current) => ({
          known: new Map([...current.known, ...found]),
          missing: new Set([...current.missing, ...wanted.filter((id) => !found.has(id))]),
        }));
      });
    return () => {
      live = false;
      // An answer cut off by a new render is asked for again.
      for (const id of wanted) held.delete(id);
    };
  }, [client, key]);
  return names;
}
