/** A GIS layer's folders in the layer tree (spec 3 §2.10, §9: at most three levels): each folder
 *  shown or hidden with its checkbox; a hidden folder hides the features of the folders under it,
 *  whose own boxes stay as they were and take effect again when it is shown. */
import { useTranslation } from 'react-i18next';
import type { GisFolder } from './gisFolders';

export interface GisFolderTreeProps {
  folders: readonly GisFolder[];
  hidden: ReadonlySet<string>;
  onToggle(folderId: string, shown: boolean): void;
}

export function GisFolderTree({ folders, hidden, onToggle }: GisFolderTreeProps) {
  const { t } = useTranslation();
  if (folders.length === 0) return null;
  return (
    <ul className="vt-geo-folder-list" role="group">
      {folders.map((folder) => {
        const name = folder.name ?? t('geoMap.unnamedFolder');
        return (
          <li key={folder.id} data-folder={name}>
            <label>
              <input
                type="checkbox"
                aria-label={t('geoMap.showFolder', { name })}
                checked={!hidden.has(folder.id)}
                onChange={(e) => onToggle(folder.id, e.target.checked)}
              />
              <span className="vt-geo-layer-name">{name}</span>
            </label>
            <GisFolderTree folders={folder.children} hidden={hidden} onToggle={onToggle} />
          </li>
        );
      })}
    </ul>
  );
}
