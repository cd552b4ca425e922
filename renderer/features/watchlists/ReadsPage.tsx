/** The frame of the plate and face read searches (issue 32): a titled section with the search's
 *  own filters and a refresh, then the newest reads a page at a time, up to the platform's page
 *  limit. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { PLATE_READ_PAGE_LIMIT } from '../../../shared/watchlists/watchlists';
import { Button, localiseServerMessage } from '../../ui';
import { AdminQueryState } from '../admin';

/** Reads asked for at first and added by each 'more'. */
const PAGE = 50;

/** How many reads a search asks for: a page, a page more each time, back to a page on a new search. */
export function useReadsLimit() {
  const [limit, setLimit] = useState(PAGE);
  return {
    limit,
    more: () => setLimit((asked) => Math.min(PLATE_READ_PAGE_LIMIT, asked + PAGE)),
    restart: () => setLimit(PAGE),
  };
}

export interface ReadsPageProps {
  titleId: string;
  title: string;
  /** The search's own filters, before the refresh. */
  filters: ReactNode;
  reads: { fetching: boolean; error?: CombinedError; data?: unknown };
  /** Reads shown; a full page offers more. */
  count: number;
  paging: ReturnType<typeof useReadsLimit>;
  moreLabel: string;
  onRefresh: () => void;
  /** The reads' table. */
  children: ReactNode;
}

export function ReadsPage({
  titleId,
  title,
  filters,
  reads,
  count,
  paging,
  moreLabel,
  onRefresh,
  children,
}: ReadsPageProps) {
  const { t } = useTranslation();
  return (
    <section className="vt-plate-search" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="vt-plate-search__filters" role="search">
        {filters}
        <Button variant="secondary" onClick={onRefresh}>
          {t('watchlists.reads.refresh')}
        </Button>
      </div>
      <AdminQueryState
        fetching={reads.fetching && !reads.data}
        error={reads.error}
        empty={count === 0}
        describeError={(message) => localiseServerMessage(t, message)}
      >
        {children}
        {count === paging.limit && paging.limit < PLATE_READ_PAGE_LIMIT && (
          <Button variant="quiet" onClick={paging.more}>
            {moreLabel}
          </Button>
        )}
      </AdminQueryState>
    </section>
  );
}
