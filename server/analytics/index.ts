/** server/analytics's entry (design.md §2; issue 32): the video analytics engines — licence plates
 *  read from the cameras' review streams — and the service that starts and stops them per camera
 *  and hands their reads on. Other folders import only what is listed here (lint:
 *  vantage/server-imports). */
export { ANALYSIS_FPS, AnalyticsService } from './AnalyticsService';
export { normalisePlate } from '../../shared/analytics/plateRead';
