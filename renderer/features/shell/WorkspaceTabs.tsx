/** The main area's tabs: every workspace path opened in this session, the current one selected;
 *  a tab closes with its × or with Delete while it has the focus (the start view only while
 *  another tab is open), and a view with unsaved changes asks first (spec 1 §2.3). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { START_VIEW_ID } from '../../../shared/views';
import { useOpenTabs } from '../../state';
import { CloseViewDialog, useDiscardViewEdit, useHasUnsavedChanges, viewPath } from '../views';
import { useCurrentTab } from './useCurrentTab';
import { useTabTitle } from './useTabTitle';
import { workspacePath } from './workspacePath';
import { sameWorkspaceTab } from './workspaceTabPath';
import './shell.css';

const START_PATH = viewPath(START_VIEW_ID);

export function WorkspaceTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentTab();
  const [tabs, setTabs] = useOpenTabs();
  const titleOf = useTabTitle();
  const hasUnsavedChanges = useHasUnsavedChanges();
  const discardEdit = useDiscardViewEdit();
  const [confirming, setConfirming] = useState<{ path: string; title: string } | null>(null);

  function close(path: string) {
    const viewId = viewIdOf(path);
    if (viewId !== null) discardEdit(viewId);
    const index = tabs.findIndex((tab) => tab.path === path);
    const rest = tabs.filter((tab) => tab.path !== path);
    setTabs(rest);
    if (current === null || !sameWorkspaceTab(path, current)) return;
    const next = rest[Math.min(index, rest.length - 1)];
    void navigate(next?.path ?? START_PATH);
  }

  function requestClose(path: string, title: string) {
    const viewId = viewIdOf(path);
    if (viewId !== null && hasUnsavedChanges(viewId)) setConfirming({ path, title });
    else close(path);
  }

  if (tabs.length === 0) return null;
  return (
    <>
      <div className="vt-workspace-tabs" role="tablist" aria-label={t('workspace.tabs')}>
        {tabs.map((tab) => {
          const selected = current !== null && sameWorkspaceTab(tab.path, current);
          const title = titleOf(tab.path);
          const closable = tab.path !== START_PATH || tabs.length > 1;
          return (
            <div
              key={tab.path}
              className={selected ? 'vt-workspace-tab vt-workspace-tab--selected' : 'vt-workspace-tab'}
            >
              <button
                type="button"
                role="tab"
                aria-selected={selected}
                aria-keyshortcuts={closable ? 'Delete' : undefined}
                className="vt-workspace-tab__label"
                onClick={() => void navigate(tab.path)}
                onKeyDown={(event) => {
                  if (event.key !== 'Delete' || !closable) return;
                  event.preventDefault();
                  requestClose(tab.path, title);
                }}
              >
                <bdi>{title}</bdi>
              </button>
              {closable && (
                // The pointer's way to close. A tab list holds tabs only, so keyboards and screen
                // readers close the focused tab with Delete (the tab says so) and skip this button.
                <button
                  type="button"
                  className="vt-workspace-tab__close"
                  aria-hidden="true"
                  tabIndex={-1}
                  title={t('workspace.closeTab', { title })}
                  onClick={() => requestClose(tab.path, title)}
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
      </div>
      {confirming && (
        <CloseViewDialog
          name={confirming.title}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            close(confirming.path);
          }}
        />
      )}
    </>
  );
}

/** The view a tab shows, or null for an admin section's tab. */
function viewIdOf(path: string): string | null {
  const target = workspacePath(path);
  return target.kind === 'view' ? target.viewId : null;
}
