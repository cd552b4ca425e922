/** GET /metrics, the platform's Prometheus exposition (issue 29), for an administrator's session or
 *  the VANTAGE_METRICS_TOKEN bearer token, and the built-in Grafana dashboard's JSON for members;
 *  and the hooks that time every HTTP request and GraphQL operation for it. */
import { timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { GRAFANA_DASHBOARD_PATH, METRICS_PATH } from '../../../shared/metrics/builtInDashboards';
import { authorize } from '../../access/authorize';
import { grafanaDashboardJson } from '../../metrics';
import type { Services } from '../../services';
import { restCaller } from '../restCaller';

/** True when the request carries the configured metrics token as a bearer token. */
function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

interface GraphqlHooks {
  addHook(
    name: 'preExecution',
    hook: (schema: unknown, document: DocumentNode, context: object) => Promise<void>,
  ): void;
  addHook(
    name: 'onResolution',
    hook: (execution: { errors?: readonly unknown[] }, context: object) => Promise<void>,
  ): void;
}

export function registerMetricsRoutes(app: FastifyInstance, services: Services): void {
  const prometheus = services.prometheus;
  app.addHook('onResponse', async (request, reply) => {
    prometheus.observeHttp(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  // GraphQL operations by name: when each started, taken when it resolves.
  const started = new WeakMap<object, { at: number; name: string; type: string }>();
  const graphql = (app as unknown as { graphql?: GraphqlHooks }).graphql;
  graphql?.addHook('preExecution', async (_schema, document, context) => {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    started.set(context, {
      at: performance.now(),
      name: operation?.name?.value ?? 'anonymous',
      type: operation?.operation ?? 'query',
    });
  });
  graphql?.addHook('onResolution', async (execution, context) => {
    const operation = started.get(context);
    if (!operation) return;
    started.delete(context);
    const seconds = (performance.now() - operation.at) / 1000;
    prometheus.observeGraphql(operation.name, operation.type, !execution.errors?.length, seconds);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!hasMetricsToken(request, services.config.metricsToken)) {
      const caller = await restCaller(request, reply, services);
      if (!caller) return reply;
      // The figures span every realm of the installation, as its settings do.
      authorize(caller, 'installation:Update', { type: 'installation' });
    }
    const { contentType, body } = await prometheus.exposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });

  app.get(GRAFANA_DASHBOARD_PATH, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return reply;
    authorize(caller, 'realm:Read', { type: 'realm' });
    return reply
      .header('content-type', 'application/json')
      .header('content-disposition', 'attachment; filename="vantage-grafana-dashboard.json"')
      .send(grafanaDashboardJson());
  });
}
