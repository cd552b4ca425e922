/** One panel of the view list: a heading, an optional filter box and action, and its rows — or
 *  'No data to display.' when it has none. A realm's shared views can run to hundreds: a long list
 *  renders only the rows in view of the scrolling sidebar. */
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseViewName, type View } from '../../../shared/views';
import { useVirtualRows } from '../../ui';

/** A row's height before it is measured: one line of name beside its icon buttons. */
const ROW_PX = 32;

/** What a rendered row carries so a long list can measure it. */
export interface ViewListRowProps {
  index: number;
  measure: (row: Element | null) => void;
}

export interface ViewListSectionProps {
  title: string;
  views: View[];
  filterable?: boolean;
  action?: ReactNode;
  renderRow: (view: View, row: ViewListRowProps) => ReactNode;
}

export function ViewListSection({ title, views, filterable, action, renderRow }: ViewListSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const needle = normaliseViewName(filter);
  const shown = needle === '' ? views : views.filter((view) => normaliseViewName(view.name).includes(needle));
  const list = useRef<HTMLUListElement>(null);
  const rows = useVirtualRows({ count: shown.length, listRef: list, estimateRowPx: ROW_PX });
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
        <ul
          ref={list}
          className="vt-view-list"
          style={rows.before || rows.after ? { paddingBlock: `${rows.before}px ${rows.after}px` } : undefined}
        >
          {rows.indexes.map((index) => {
            const view = shown[index];
            return view && renderRow(view, { index, measure: rows.measure });
          })}
        </ul>
      )}
    </section>
  );
}
