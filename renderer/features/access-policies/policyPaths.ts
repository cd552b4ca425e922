/** Spec 3 §2.1: the routes of the Groups, Authorization Policies, Zones and Sets sections. */
export type AccessSection = 'Groups' | 'Policies' | 'Zones' | 'Sets';

const SEGMENT: Record<AccessSection, string> = { Groups: 'group', Policies: 'policy', Zones: 'zone', Sets: 'set' };

export const accessPaths = (section: AccessSection) => ({
  list: `/view/${section}`,
  add: `/view/${SEGMENT[section]}/add`,
  edit: (id: string) => `/view/${SEGMENT[section]}/edit/${encodeURIComponent(id)}`,
});

export const isAccessSection = (id: string): id is AccessSection => id in SEGMENT;
