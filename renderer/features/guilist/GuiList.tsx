/** The list of user interfaces (name, description) with the main interface's 'Install App'
 *  action, or 'Access is denied' / 'Gui list not found' when there is none (spec 1 §2.2). */
import { useTranslation } from 'react-i18next';
import { SOLID_GUI_ID } from '../../../shared/shell/constants';
import { Button, Icon } from '../../ui';
import './guilist.css';

export interface GuiItem {
  id: string;
  name: string;
  description: string;
  url: string;
}

export interface GuiListProps {
  guis: readonly GuiItem[];
  busyId: string | null;
  onChoose: (gui: GuiItem) => void;
  /** Absent where the app is already installed (the desktop shell). */
  onInstall?: (gui: GuiItem) => void;
}

export function GuiList({ guis, busyId, onChoose, onInstall }: GuiListProps) {
  const { t } = useTranslation();
  if (guis.length === 0) {
    return (
      <div className="vt-empty" role="status">
        <h2 className="vt-empty__title">{t('guilist.accessDenied')}</h2>
        <p className="vt-muted">{t('guilist.notFound')}</p>
      </div>
    );
  }
  return (
    <ul className="vt-choice-list" aria-label={t('guilist.listLabel')}>
      {guis.map((gui) => (
        <li key={gui.id} className="vt-choice-row">
          <button
            type="button"
            className="vt-choice"
            disabled={busyId !== null}
            aria-busy={busyId === gui.id ? true : undefined}
            onClick={() => onChoose(gui)}
          >
            <span className="vt-choice__name">{gui.name}</span>
            <span className="vt-choice__hint">{gui.description}</span>
          </button>
          {onInstall && gui.id === SOLID_GUI_ID && (
            <Button variant="secondary" className="vt-choice-row__action" onClick={() => onInstall(gui)}>
              <Icon name="download" size={16} />
              {t('guilist.installApp')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
