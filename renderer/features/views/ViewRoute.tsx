/** The route element for /view, /view/:viewId and /view/new: the view the URL names. */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ViewHost } from './ViewHost';

export function ViewRoute({ startPage }: { startPage?: ReactNode }) {
  const { viewId } = useParams();
  return <ViewHost viewId={viewId ?? null} startPage={startPage} />;
}
