/** Targets live (spec 3 §2.6): the live target log, newest report first, fed by targetUpdate. */
import { useEffect, useState } from 'react';
import { useSubscription } from 'urql';
import { TARGET_RESUBSCRIBE_MS } from '../../../shared/maps/geoMapConstants';
import { TargetUpdateSubscription } from './geoMapDocuments';
import { TargetLogTable, type TargetRow } from './TargetLogTable';
import './geoMap.css';

/** Rows the live log keeps. */
const LIVE_ROWS = 200;

export function TargetsLiveWidget() {
  const [rows, setRows] = useState<TargetRow[]>([]);
  const [paused, setPaused] = useState(false);
  const [result] = useSubscription({ query: TargetUpdateSubscription, pause: paused }, (_, update) => {
    setRows((held) => [update.targetUpdate, ...held].slice(0, LIVE_ROWS));
    return update;
  });
  // Spec 3 §4: the target subscription restarts 5 s after an error.
  useEffect(() => {
    if (!result.error) return;
    setPaused(true);
    const timer = setTimeout(() => setPaused(false), TARGET_RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [result.error]);
  return <TargetLogTable rows={rows} />;
}
