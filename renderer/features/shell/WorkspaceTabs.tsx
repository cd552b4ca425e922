/** The main area's tabs: every workspace path opened in this session, the current one selected;
 *  a tab closes with its × (the start view only while another tab is open). */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOpenTabs } from '../../state';
import { START_VIEW_ID, viewPath } from '../guilist';
import { useTabTitle } from './useTabTitle';

const START_PATH = viewPath(START_VIEW_ID);

export function WorkspaceTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tabs, setTabs] = useOpenTabs();
  const titleOf = useTabTitle();

  function close(path: string) {
    const index = tabs.findIndex((tab) => tab.path === path);
    const rest = tabs.filter((tab) => tab.path !== path);
    setTabs(rest);
    if (path !== pathname) return;
    const next = rest[Math.min(index, rest.length - 1)];
    void navigate(next?.path ?? START_PATH);
  }

  if (tabs.length === 0) return null;
  return (
    <div className="vt-tabs" role="tablist" aria-label={t('workspace.tabs')}>
      {tabs.map((tab) => {
        const selected = tab.path === pathname;
        const title = titleOf(tab.path);
        const closable = tab.path !== START_PATH || tabs.length > 1;
        return (
          <div key={tab.path} className={selected ? 'vt-tab vt-tab--selected' : 'vt-tab'}>
            <button
              type="button"
              role="tab"
              aria-selected={selected}
              className="vt-tab__label"
              onClick={() => void navigate(tab.path)}
            >
              {title}
            </button>
            {closable && (
              <button
                type="button"
                className="vt-tab__close"
                aria-label={t('workspace.closeTab', { title })}
                onClick={() => close(tab.path)}
              >
                ×
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
