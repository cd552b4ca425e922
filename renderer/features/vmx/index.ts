/** The VMX widget (spec 3 §2.6 VMX row; spec 1 §2.4 the VMX system view; issue 30): its registry
 *  entry, and 'Send to wall' for an event's camera. The widget and the dialog load with their own
 *  chunk when first used. */
import { catalogueSpec, WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { LazyVmxWidget } from './lazyVmx';

export const VMX_WIDGET_DEFINITION: WidgetDefinition = {
  spec: catalogueSpec(WIDGET_IDS.vmx),
  module: 'vmx',
  Component: LazyVmxWidget,
};

export { SendToWallButton } from './SendToWallButton';
export { PushCameraMutation, SetDisplayContentMutation, type VmxWall, VmxWallsQuery } from './vmxDocuments';
export { useDisplayName } from './useDisplayName';
