/** Spec 3 §2.6 hierarchySelection: the Device List lets the operator choose which of the realm's
 *  hierarchies it shows (or none), starting from the widget's hierarchyId. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { HierarchiesQuery } from './labelsDocuments';

export function HierarchyChoice({ value, onChange }: { value: string; onChange: (hierarchyId: string) => void }) {
  const { t } = useTranslation();
  const [result] = useQuery({ query: HierarchiesQuery });
  return (
    <select aria-label={t('labels.hierarchy')} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('labels.noHierarchy')}</option>
      {(result.data?.hierarchies ?? []).map((h) => (
        <option key={h.id} value={h.id}>
          {h.name}
        </option>
      ))}
    </select>
  );
}
