/** Spec 3 §8, §9: a list of at most 3 items followed by '...and {{number}} more.'. */
import { useTranslation } from 'react-i18next';

export function ListWithMore({ items, more }: { items: readonly string[]; more: number }) {
  const { t } = useTranslation();
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <bdi>{item}</bdi>
          </li>
        ))}
      </ul>
      {more > 0 && <p>{t('labels.andMore', { number: more })}</p>}
    </>
  );
}
