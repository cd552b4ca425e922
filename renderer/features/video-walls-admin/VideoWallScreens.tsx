/** The Video Walls screens (issue 30; their own chunk): the list at /view/VideoWalls, a new wall at
 *  /view/videoWall/add and a wall's page at /view/videoWall/edit/{videoWallId}. */
import { VideoWallEditor } from './VideoWallEditor';
import { VideoWallList } from './VideoWallList';
import './videoWalls.css';

export interface VideoWallScreensProps {
  action: string;
  params: Record<string, string>;
}

export function VideoWallScreens({ action, params }: VideoWallScreensProps) {
  if (action === 'add') return <VideoWallEditor />;
  if (action === 'edit') return <VideoWallEditor wallId={params.videoWallId} />;
  return <VideoWallList />;
}
