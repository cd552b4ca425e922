/** The files an export (a video request) produced, as stored: a bad stored value reads as none. */
import { parseJson } from '../../db/json';
import type { VideoRequestRow } from '../../db/repositories/videoRequests';
import type { ExportFile } from './ExportService';

export function exportFilesOf(row: Pick<VideoRequestRow, 'files'>): ExportFile[] {
  return parseJson<ExportFile[]>(row.files, []);
}
