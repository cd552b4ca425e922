/** Spec 1 §2.5 Access → Groups, Authorization Policies, Zones and Sets; spec 3 §2.1 their add and
 *  edit routes: which screen a route of these sections shows. */
import { GroupEditor } from './GroupEditor';
import { GroupList } from './GroupList';
import { DeviceScopeEditor, DeviceScopeList } from './DeviceScopeSections';
import { PolicyEditor } from './PolicyEditor';
import type { AccessSection } from './policyPaths';
import { PolicyList } from './PolicyList';
import './accessPolicies.css';

export interface AccessPoliciesSectionProps {
  section: AccessSection;
  action: string;
  params: Record<string, string>;
}

export function AccessPoliciesSection({ section, action, params }: AccessPoliciesSectionProps) {
  const editing = action === 'add' || action === 'edit';
  switch (section) {
    case 'Groups':
      return editing ? (
        <GroupEditor key={params.groupId ?? 'new'} {...(params.groupId && { groupId: params.groupId })} />
      ) : (
        <GroupList />
      );
    case 'Policies':
      return editing ? (
        <PolicyEditor key={params.policyId ?? 'new'} {...(params.policyId && { policyId: params.policyId })} />
      ) : (
        <PolicyList />
      );
    case 'Zones':
      return editing ? (
        <DeviceScopeEditor key={params.zoneId ?? 'new'} kind="Zones" {...(params.zoneId && { id: params.zoneId })} />
      ) : (
        <DeviceScopeList kind="Zones" />
      );
    case 'Sets':
      return editing ? (
        <DeviceScopeEditor key={params.setId ?? 'new'} kind="Sets" {...(params.setId && { id: params.setId })} />
      ) : (
        <DeviceScopeList kind="Sets" />
      );
  }
}
