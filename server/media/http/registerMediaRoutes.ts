/** The media pipeline's HTTP surface: the media WebSocket, coverage, snapshots and thumbnails. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

export function registerMediaRoutes(app: FastifyInstance, services: Services): void {
  void app;
  void services;
}
