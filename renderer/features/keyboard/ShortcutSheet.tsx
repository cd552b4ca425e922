/** The shortcuts sheet that ? opens (issue 30): every shortcut by group with its keys, where it
 *  works and what it does, and per shortcut Change (press the new key) and Reset; a key another
 *  shortcut of the same place uses is refused with the reason, and Reset all returns to the
 *  defaults. The user's keys are saved with the user's settings. */
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, useTextDirection, VISUALLY_HIDDEN } from '../../ui';
import { comboOf } from './keyCombo';
import { KeyCombo } from './KeyCombo';
import { type RebindRefusal, rebindShortcut, resetShortcut } from './rebindShortcut';
import { shortcutKeyLabels, comboParts } from './shortcutKeyLabels';
import { type KeyBindings, SHORTCUT_GROUPS, SHORTCUTS, type ShortcutId } from './shortcutDefinitions';
import './keyboard.css';

export interface ShortcutSheetProps {
  bindings: KeyBindings;
  save(bindings: KeyBindings): Promise<boolean>;
  onClose(): void;
}

export function ShortcutSheet({ bindings, save, onClose }: ShortcutSheetProps) {
  const { t } = useTranslation();
  const direction = useTextDirection();
  const [capturing, setCapturing] = useState<ShortcutId | null>(null);
  const [refusal, setRefusal] = useState<{ id: ShortcutId; text: string } | null>(null);

  const refusalText = (reason: RebindRefusal): string => {
    if (reason.reason === 'fixed') return t('keyboard.refused.fixed');
    const combo = comboParts(reason.combo, t).join('+');
    if (reason.reason === 'reserved') return t('keyboard.refused.reserved', { combo });
    return t('keyboard.refused.conflict', { combo, other: t(`keyboard.shortcuts.${reason.otherId}`) });
  };

  const onCaptureKey = (id: ShortcutId) => (event: KeyboardEvent) => {
    // Tab still leaves the button, Escape still closes the sheet.
    if (event.key === 'Tab' || event.key === 'Escape') return;
    const combo = comboOf(event.nativeEvent);
    event.preventDefault();
    event.stopPropagation();
    if (!combo) return;
    setCapturing(null);
    const result = rebindShortcut(bindings, id, combo);
    if (!result.ok) {
      setRefusal({ id, text: refusalText(result.refusal) });
      return;
    }
    setRefusal(null);
    void save(result.bindings);
  };

  return (
    <Dialog
      title={t('keyboard.sheet.title')}
      onClose={onClose}
      width="wide"
      actions={
        <Button variant="quiet" disabled={Object.keys(bindings).length === 0} onClick={() => void save({})}>
          {t('keyboard.sheet.resetAll')}
        </Button>
      }
    >
      <div className="vt-shortcut-sheet" data-testid="shortcut-sheet">
        <p className="vt-muted">{t('keyboard.sheet.intro')}</p>
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group} className="vt-shortcut-group" aria-labelledby={`vt-shortcuts-${group}`}>
            <h3 id={`vt-shortcuts-${group}`} className="vt-shortcut-group__title">
              {t(`keyboard.groups.${group}`)}
            </h3>
            <table className="vt-shortcut-table">
              <colgroup>
                <col />
                <col />
                <col />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('keyboard.sheet.action')}</th>
                  <th scope="col">{t('keyboard.sheet.keys')}</th>
                  <th scope="col">{t('keyboard.sheet.where')}</th>
                  <th scope="col">
                    <span className={VISUALLY_HIDDEN}>{t('keyboard.sheet.change')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => {
                  const name = t(`keyboard.shortcuts.${shortcut.id}`);
                  const own = bindings[shortcut.id] !== undefined;
                  return (
                    <tr key={shortcut.id} data-shortcut={shortcut.id}>
                      <th scope="row">{name}</th>
                      <td>
                        <span className="vt-shortcut-keys">
                          {shortcutKeyLabels(shortcut, bindings, direction, t).map((parts, index) => (
                            <KeyCombo key={index} parts={parts} />
                          ))}
                        </span>
                      </td>
                      <td>{t(`keyboard.scopes.${shortcut.scope}`)}</td>
                      <td className="vt-shortcut-actions">
                        {shortcut.rebindable && (
                          <>
                            <Button
                              variant="quiet"
                              aria-label={t('keyboard.sheet.changeNamed', { name })}
                              aria-pressed={capturing === shortcut.id}
                              onClick={() => setCapturing(capturing === shortcut.id ? null : shortcut.id)}
                              onKeyDown={capturing === shortcut.id ? onCaptureKey(shortcut.id) : undefined}
                              onBlur={() => setCapturing((current) => (current === shortcut.id ? null : current))}
                            >
                              {capturing === shortcut.id ? t('keyboard.sheet.pressKey') : t('keyboard.sheet.change')}
                            </Button>
                            {own && (
                              <Button
                                variant="quiet"
                                aria-label={t('keyboard.sheet.resetNamed', { name })}
                                onClick={() => void save(resetShortcut(bindings, shortcut.id))}
                              >
                                {t('keyboard.sheet.reset')}
                              </Button>
                            )}
                          </>
                        )}
                        {refusal?.id === shortcut.id && (
                          <p className="vt-shortcut-refusal" role="alert">
                            {refusal.text}
                          </p>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
