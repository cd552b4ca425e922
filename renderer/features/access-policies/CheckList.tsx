/** A labelled group of checkboxes over named items: users of a group, its policies, a zone's
 *  cameras, a statement's actions or resources. */
import { useId } from 'react';

export interface CheckListProps {
  label: string;
  items: ReadonlyArray<{ id: string; label: string; hint?: string | null }>;
  selected: readonly string[];
  onChange: (id: string, checked: boolean) => void;
  disabled?: boolean;
}

export function CheckList({ label, items, selected, onChange, disabled }: CheckListProps) {
  const id = useId();
  return (
    <fieldset className="vt-policies__checklist" aria-labelledby={id} disabled={disabled}>
      <legend id={id}>{label}</legend>
      {items.map((item) => (
        <label key={item.id} className="vt-policies__check" title={item.hint ?? undefined}>
          <input
            type="checkbox"
            checked={selected.includes(item.id)}
            onChange={(event) => onChange(item.id, event.target.checked)}
          />
          <bdi>{item.label}</bdi>
        </label>
      ))}
    </fieldset>
  );
}
