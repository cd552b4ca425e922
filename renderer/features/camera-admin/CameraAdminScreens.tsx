/** The screens of the camera-admin chunk, by admin route (spec 3 §2.1): the Cameras section, add,
 *  import, the camera page; the video analytics page of a camera is not built here. */
import { AdminSectionView, type AdminRoute } from '../admin';
import { CameraAddPage } from './CameraAddPage';
import { CameraEditPage } from './CameraEditPage';
import { CameraImportPage } from './CameraImportPage';
import { CameraList } from './CameraList';
import './cameraAdmin.css';

export function CameraAdminScreens({ route }: { route: AdminRoute }) {
  switch (route.action) {
    case 'add':
      return <CameraAddPage />;
    case 'import':
      return <CameraImportPage />;
    case 'edit':
      return route.params.cameraId ? (
        <CameraEditPage key={route.params.cameraId} cameraId={route.params.cameraId} tabId={route.params.tabId} />
      ) : (
        <CameraList />
      );
    case 'open':
      return <CameraList />;
    default:
      return <AdminSectionView route={route} />;
  }
}
