/** The Video Walls section (spec 1 §2.5 Devices → Video Walls; issue 30): the realm's walls with
 *  their size, how many of their displays are paired and online, and their presets; Add video wall
 *  opens /view/videoWall/add and a wall's name its page. Follows videoWallChanged. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { AdminListPage, AdminQueryState, AdminTable } from '../admin';
import { WallsAdminQuery } from './videoWallDocuments';
import { videoWallPath } from './videoWallPaths';
import { useWallText } from './useWallText';
import { useWallsAdminLive } from './useWallsAdminLive';

export function VideoWallList() {
  const { t } = useTranslation();
  const say = useWallText();
  const [walls, refetch] = useQuery({ query: WallsAdminQuery, requestPolicy: 'cache-and-network' });
  const list = walls.data?.videoWalls ?? [];
  useWallsAdminLive(
    list.map((wall) => wall.id),
    () => refetch({ requestPolicy: 'network-only' }),
  );

  return (
    <AdminListPage
      titleId="vt-video-walls-title"
      title={t('admin.views.VideoWalls')}
      actions={
        <Link className="vt-button vt-button--primary" to={videoWallPath()}>
          {t('videoWalls.add')}
        </Link>
      }
    >
      <AdminQueryState
        fetching={walls.fetching && !walls.data}
        error={walls.error}
        empty={list.length === 0}
        describeError={say}
      >
        <AdminTable
          label={t('admin.views.VideoWalls')}
          columns={[t('videoWalls.name'), t('videoWalls.size'), t('videoWalls.paired'), t('videoWalls.presets')]}
          rows={list}
          rowKey={(wall) => wall.id}
          rowProps={(wall) => ({ 'data-wall': wall.name })}
          cells={(wall) => {
            const paired = wall.displays.filter((display) => display.paired).length;
            const online = wall.displays.filter((display) => display.online).length;
            return (
              <>
                <td>
                  <Link className="vt-link" to={videoWallPath(wall.id)}>
                    <bdi>{wall.name}</bdi>
                  </Link>
                </td>
                <td>{t('videoWalls.sizeValue', { rows: wall.rows, columns: wall.columns })}</td>
                <td>{t('videoWalls.pairedValue', { paired, online, count: wall.displays.length })}</td>
                <td>{wall.presets.length}</td>
              </>
            );
          }}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
