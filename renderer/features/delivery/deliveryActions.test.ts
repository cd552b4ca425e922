import type { VideoRequestStatus } from '../../../shared/video/deliveryConstants';
import { deliveryActions, removableRequests } from './deliveryActions';

const owner = { userId: 'u1', isAdmin: false };
const other = { userId: 'u2', isAdmin: false };
const admin = { userId: 'a', isAdmin: true };
const file = [{ href: '/api/media/exports/r/f.mp4' }];

describe('delivery manager actions (spec 2 §4)', () => {
  it.each<[VideoRequestStatus, unknown[], string[]]>([
    ['QUEUED', [], ['pause', 'remove']],
    ['PROCESSING', [], ['pause', 'remove']],
    ['EXPORTING', [], ['pause', 'remove']],
    ['PAUSED', [], ['resume', 'remove']],
    ['FAILED', [], ['resubmit']],
    ['COMPLETED', file, ['download']],
    ['COMPLETED', [], []],
    ['CANCELED', [], []],
  ])('the owner of a %s request (files %j) may %j', (status, files, actions) => {
    expect(deliveryActions({ status, userId: 'u1', files }, owner)).toEqual(actions);
  });

  it('an administrator acts on any request, another user on none', () => {
    const request = { status: 'PAUSED' as const, userId: 'u1', files: [] };
    expect(deliveryActions(request, admin)).toEqual(['resume', 'remove']);
    expect(deliveryActions(request, other)).toEqual([]);
    expect(deliveryActions({ ...request, userId: null }, other)).toEqual([]);
  });

  it('Remove all takes the removable requests the viewer may act on', () => {
    const requests = [
      { id: '1', status: 'QUEUED' as const, userId: 'u1' },
      { id: '2', status: 'COMPLETED' as const, userId: 'u1', files: file },
      { id: '3', status: 'PAUSED' as const, userId: 'u2' },
      { id: '4', status: 'FAILED' as const, userId: 'u1' },
    ];
    expect(removableRequests(requests, owner).map((r) => r.id)).toEqual(['1']);
    expect(removableRequests(requests, admin).map((r) => r.id)).toEqual(['1', '3']);
  });
});
