/** Spec 3 §2.6: the Device List's hierarchy properties in the widget property editor: hierarchyId
 *  chosen among the realm's hierarchies (or none), and the hierarchyEditor button that opens
 *  Configure Hierarchy. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button, SelectField } from '../../ui';
import { HierarchiesQuery } from '../labels';
import { ConfigureHierarchyDialog } from './ConfigureHierarchyDialog';

export interface HierarchyOptionFieldProps {
  value: string;
  onChange: (hierarchyId: string) => void;
}

export function HierarchyOptionField({ value, onChange }: HierarchyOptionFieldProps) {
  const { t } = useTranslation();
  const [result, reexecute] = useQuery({ query: HierarchiesQuery });
  const [configuring, setConfiguring] = useState(false);
  const options = [
    { value: '', label: t('hierarchy.none') },
    ...(result.data?.hierarchies ?? []).map((h) => ({ value: h.id, label: h.name })),
  ];
  return (
    <div className="vt-hierarchy-option">
      <SelectField label={t('hierarchy.hierarchy')} value={value} options={options} onChange={onChange} />
      <Button variant="secondary" onClick={() => setConfiguring(true)}>
        {t('hierarchy.hierarchyEditor')}
      </Button>
      {configuring && (
        <ConfigureHierarchyDialog
          onClose={() => {
            setConfiguring(false);
            reexecute({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </div>
  );
}
