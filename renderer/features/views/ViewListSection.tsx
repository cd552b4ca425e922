/** One panel of the view list: a heading, an optional filter box and action, and its rows — or
 *  'No data to display.' when it has none. */
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseViewName, type View } from '../../../shared/views';

export interface ViewListSectionProps {
  title: string;
  views: View[];
  filterable?: boolean;
  action?: ReactNode;
  renderRow: (view: View) => ReactNode;
}

export function ViewListSection({ title, views, filterable, action, renderRow }: ViewListSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const needle = normaliseViewName(filter);
  const shown = needle === '' ? views : views.filter((view) => normaliseViewName(view.name).includes(needle));
  return (
    <section className="vt-view-section" aria-labelledby={headingId}>
      <header className="vt-view-section__header">
        <h3 id={headingId} className="vt-view-section__title">
          {title}
        </h3>
        {action}
      </header>
      {filterable && (
        <input
          type="search"
          className="vt-field__input vt-view-section__filter"
          placeholder={t('views.filter')}
          aria-label={t('views.filterLabel', { list: title })}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="vt-muted vt-view-section__empty">{t('views.noData')}</p>
      ) : (
        <ul className="vt-view-list">{shown.map(renderRow)}</ul>
      )}
    </section>
  );
}
