/** The device administration screens, loaded as their own chunk on first use (DeviceAdminSection):
 *  which one an admin route shows (spec 3 §2.1 routes and section ids). */
import type { AdminRoute } from '../admin';
import { DeviceAudit } from './audit/DeviceAudit';
import { AvatarActivationScreen } from './avatars/AvatarActivationScreen';
import { AvatarPage } from './avatars/AvatarPage';
import { AvatarsSection } from './avatars/AvatarsSection';
import { ManageAvatars } from './avatars/ManageAvatars';
import { AvatarDiscovery } from './discovery/AvatarDiscovery';
import { GatewayForm } from './gateways/GatewayForm';
import { GatewaysSection } from './gateways/GatewaysSection';
import { SensorForm } from './sensors/SensorForm';
import { SensorsSection } from './sensors/SensorsSection';
import './deviceAdmin.css';

export function DeviceAdminScreens({ route }: { route: AdminRoute }) {
  const { view, action, params } = route;
  switch (view.id) {
    case 'Sensors':
      if (action === 'add') return <SensorForm key="add" />;
      if (action === 'edit' && params.sensorId) return <SensorForm key={params.sensorId} sensorId={params.sensorId} />;
      return <SensorsSection />;
    case 'Gateways':
      if (action === 'add') return <GatewayForm key="add" />;
      if (action === 'edit' && params.gatewayId)
        return <GatewayForm key={params.gatewayId} gatewayId={params.gatewayId} />;
      return <GatewaysSection />;
    case 'Avatars':
      if (action === 'edit' && params.linkId)
        return <AvatarPage key={params.linkId} avatarId={params.linkId} tabId={params.tabId} />;
      return <AvatarsSection />;
    case 'AvatarActivation':
      return <AvatarActivationScreen />;
    case 'ManageAvatars':
      return <ManageAvatars />;
    case 'DeviceAudit':
      return <DeviceAudit />;
    default:
      return <AvatarDiscovery />;
  }
}
