/** The legacy alert-log REST family (spec 3 §7.4) under /elog-restful/api/v2/alertlog: read, update
 *  (acknowledge, guarded by If-Unmodified-Since), create and list events, run an action on one,
 *  purge and health. Thin routes over the same audit log as GraphQL, so both see one store and
 *  one subscription. `roleid` names the realm the caller acts in and must be the session's. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { ALERT_LOG_PATH, AUDIT_ERROR, missingParameter, nullBody } from '../../../shared/events/auditConstants';
import { authorize, can } from '../../access/authorize';
import { readableDevices, readableWitnessFilter } from '../../access/readableDevices';
import type { Caller } from '../../access/Caller';
import { DomainError } from '../../kernel/DomainError';
import { restCaller } from '../restCaller';
import type { Services } from '../../services';
import { AuditRetention } from '../../events/AuditRetention';
import { auditEntryView } from '../../events/auditEntryView';
import { optionalText } from '../../events/optionalText';
import { recordExternalEvent } from '../../events/recordExternalEvent';
import { parseEventListRequest } from './parseEventListRequest';
import { unmodifiedSince } from './unmodifiedSince';
import { seesAuditEntry, visibleAuditEntry } from '../../access/visibleAuditEntry';

type Query = Record<string, string | string[] | undefined>;

export function registerAlertLogRoutes(app: FastifyInstance, services: Services): void {
  const { auditLog } = services;
  const path = (p: string) => `${ALERT_LOG_PATH}${p}`;

  /** The caller, with roleid checked when the route takes one; null after answering 401. */
  const caller = async (request: FastifyRequest, reply: FastifyReply, roleid: 'required' | 'optional') => {
    // Outside /api/, so the preflight hook does not see these: writes carry the header here too.
    if (request.method !== 'GET' && request.headers[PREFLIGHT_HEADER.toLowerCase()] !== PREFLIGHT_VALUE) {
      throw DomainError.forbidden('Missing request header');
    }
    const found = await restCaller(request, reply, services);
    if (!found) return null;
    const role = (request.query as Query).roleid;
    if (roleid === 'required' && (role === undefined || role === '')) {
      throw DomainError.badInput(missingParameter('roleid'));
    }
    return { found, realmId: typeof role === 'string' && role !== '' ? role : undefined };
  };
  const read = (c: { found: Caller; realmId: string | undefined }, id?: string) =>
    authorize(c.found, 'auditEntry:Read', { type: 'auditEntry', ...(id && { id }), ...realm(c.realmId) });

  app.get(path('/health'), async () => ({ status: 'ok' }));

  app.get<{ Params: { id: string } }>(path('/event/:id'), async (request, reply) => {
    const c = await caller(request, reply, 'required');
    if (!c) return;
    read(c, request.params.id);
    return auditEntryView(await visibleAuditEntry(auditLog, c.found, request.params.id), readableDevices(c.found));
  });

  app.put<{ Params: { id: string } }>(path('/event/:id'), async (request, reply) => {
    const c = await caller(request, reply, 'optional');
    if (!c) return;
    authorize(c.found, 'auditEntry:Acknowledge', { type: 'auditEntry', id: request.params.id, ...realm(c.realmId) });
    const event = request.body as { isAcknowledged?: unknown; note?: unknown } | null | undefined;
    if (event == null || typeof event !== 'object') throw DomainError.badInput(nullBody('event'));
    const note = optionalText('note', event.note);
    const realmId = c.found.membership.realmId;
    const current = await visibleAuditEntry(auditLog, c.found, request.params.id);
    const since = unmodifiedSince(request.headers['if-unmodified-since']);
    if (since !== undefined && current.modifiedAt > since) {
      return reply.code(412).send({ code: 412, message: AUDIT_ERROR.STALE });
    }
    if (event.isAcknowledged === false && current.acknowledged) {
      throw new DomainError('conflict', AUDIT_ERROR.ALREADY_ACKNOWLEDGED);
    }
    if (event.isAcknowledged !== true) return auditEntryView(current, readableDevices(c.found));
    const entry = await auditLog.acknowledge(realmId, c.found.user.id, {
      context: current.id,
      note,
      modifiedAt: current.modifiedAt,
    });
    return auditEntryView(entry, readableDevices(c.found));
  });

  app.post(path('/event'), async (request, reply) => {
    const c = await caller(request, reply, 'required');
    if (!c) return;
    authorize(c.found, 'auditEntry:Create', { type: 'auditEntry', ...realm(c.realmId) });
    if (request.body == null || typeof request.body !== 'object') throw DomainError.badInput(nullBody('event'));
    // Witnesses the caller may not read are, to them, not there.
    const witnesses = (request.body as { witnesses?: unknown }).witnesses;
    const witnessIds = Array.isArray(witnesses)
      ? witnesses.map(
          (w: unknown) => optionalText('witness', typeof w === 'object' && w ? (w as { id?: unknown }).id : w) ?? '',
        )
      : [];
    if (witnessIds.some((id) => !can(c.found, 'device:Read', { type: 'device', id }))) {
      throw DomainError.notFound('Device');
    }
    const entry = await recordExternalEvent(
      { auditLog: services.auditLog, devices: services.deviceDirectory },
      c.found.membership.realmId,
      c.found.user.id,
      request.body as Record<string, unknown>,
    );
    return reply.code(201).send(auditEntryView(entry, readableDevices(c.found)));
  });

  const eventList = async (request: FastifyRequest, reply: FastifyReply) => {
    const c = await caller(request, reply, 'required');
    if (!c) return;
    read(c);
    const { filter: asked, timeOnly } = parseEventListRequest(request.method === 'POST' ? request.body : request.query);
    const readable = readableDevices(c.found);
    // As auditEntries: asking by a camera the caller may not read tells nothing of what it witnessed.
    const filter = readableWitnessFilter(asked, readable);
    if (filter === 'nothing') return [];
    const rows = (await auditLog.page(c.found.membership.realmId, filter)).filter((e) => seesAuditEntry(c.found, e));
    return timeOnly
      ? rows.map((e) => ({ context: e.id, triggeredAt: e.triggeredAt }))
      : rows.map((e) => auditEntryView(e, readable));
  };
  app.get(path('/eventList'), eventList);
  app.post(path('/eventList'), eventList);

  app.post<{ Params: { id: string; action: string } }>(path('/event/:id/do-action/:action'), async (request, reply) => {
    const c = await caller(request, reply, 'optional');
    if (!c) return;
    authorize(c.found, 'auditEntry:Acknowledge', { type: 'auditEntry', id: request.params.id, ...realm(c.realmId) });
    const property = request.body as { note?: unknown; modifiedAt?: unknown } | null | undefined;
    if (property == null || typeof property !== 'object') throw DomainError.badInput(nullBody('property'));
    if (request.params.action.toLowerCase() !== 'acknowledge') {
      throw DomainError.badInput(`Unknown action ${request.params.action}`);
    }
    await visibleAuditEntry(auditLog, c.found, request.params.id);
    const entry = await auditLog.acknowledge(c.found.membership.realmId, c.found.user.id, {
      context: request.params.id,
      note: optionalText('note', property.note),
      modifiedAt: property.modifiedAt == null ? null : Number(property.modifiedAt),
    });
    return auditEntryView(entry, readableDevices(c.found));
  });

  const purgeState = async (realmId: string, now: number) => {
    const realmRecord = await services.realmSettings.find(realmId);
    return {
      auditTtl: realmRecord?.settings.auditTtl ?? null,
      before: realmRecord ? (AuditRetention.cutoff(realmRecord, now) ?? null) : null,
      lastRun: services.auditRetention.lastRun?.at ?? null,
    };
  };
  app.get(path('/purge'), async (request, reply) => {
    const c = await caller(request, reply, 'optional');
    if (!c) return;
    authorize(c.found, 'auditEntry:Purge', { type: 'auditEntry', ...realm(c.realmId) });
    return purgeState(c.found.membership.realmId, Date.now());
  });
  app.delete(path('/purge'), async (request, reply) => {
    const c = await caller(request, reply, 'optional');
    if (!c) return;
    authorize(c.found, 'auditEntry:Purge', { type: 'auditEntry', ...realm(c.realmId) });
    const now = Date.now();
    const runs = await services.auditRetention.run(now, c.found.membership.realmId);
    const deleted = runs.find((r) => r.realmId === c.found.membership.realmId)?.deleted ?? 0;
    return { ...(await purgeState(c.found.membership.realmId, now)), deleted };
  });
}

function realm(realmId: string | undefined) {
  return realmId === undefined ? {} : { realmId };
}
