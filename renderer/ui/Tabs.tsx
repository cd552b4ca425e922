/** Tabs over Radix's tabs: a labelled tablist whose arrow keys move (and select) in the reading
 *  direction, and one tabpanel showing the selected tab's content. */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTextDirection } from './useTextDirection';
import './Tabs.css';

export interface TabsProps<T extends string> {
  /** Names the tablist. */
  label: string;
  value: T;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  /** The classes default to the design system's tab look (Tabs.css); a panel with its own look
   *  (the PTZ panel's menu) names its own. */
  listClassName?: string;
  /** The class of each tab; the selected one also gets `${tabClassName}--selected`. */
  tabClassName?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<T extends string>(props: TabsProps<T>) {
  const {
    label,
    value,
    tabs,
    onChange,
    listClassName = 'vt-tabs',
    tabClassName = 'vt-tabs__tab',
    panelClassName = 'vt-tabs__panel',
    children,
  } = props;
  const dir = useTextDirection();
  return (
    <RadixTabs.Root
      dir={dir}
      value={value}
      onValueChange={(picked) => {
        const tab = tabs.find((item) => item.value === picked);
        if (tab) onChange(tab.value);
      }}
    >
      <RadixTabs.List className={listClassName} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={tab.value === value ? `${tabClassName} ${tabClassName}--selected` : tabClassName}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className={panelClassName}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
