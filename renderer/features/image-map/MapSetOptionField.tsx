/** The Image Map's mapSetId in the widget property editor (spec 3 §2.6): chosen among the realm's
 *  map sets, or none (every set offered). A set chosen earlier and deleted since stays listed as
 *  missing until another is chosen, so the view's setting is never changed behind the user's back. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { IMAGE_MAP_VERSION } from '../../../shared/imageMap/imageMapConstants';
import { SelectField } from '../../ui';
import type { OptionFieldProps } from '../widgets';
import { ImageMapSetsQuery } from './imageMapDocuments';

export function MapSetOptionField({ value: held, onChange }: OptionFieldProps) {
  const { t } = useTranslation();
  const value = typeof held === 'string' ? held : '';
  const [result] = useQuery({
    query: ImageMapSetsQuery,
    variables: { version: IMAGE_MAP_VERSION },
    requestPolicy: 'cache-and-network',
  });
  const sets = result.data?.imageMapConfig.sets ?? [];
  const known = !value || sets.some((set) => set.id === value);
  const options = [
    { value: '', label: t('imageMap.allSets') },
    ...sets.map((set) => ({ value: set.id, label: set.name ?? set.id })),
    // While the sets load, the chosen one is shown by its id; once they are read, as missing.
    ...(known ? [] : [{ value, label: result.data ? t('imageMap.missingSet', { id: value }) : value }]),
  ];
  return <SelectField label={t('widgets.options.mapSetId')} value={value} options={options} onChange={onChange} />;
}
