import { isLoopbackClient } from './setupRoutes';

describe('isLoopbackClient: the setup route’s test for a client on the platform’s own machine', () => {
  it.each([
    ['127.0.0.1', {}, true],
    ['127.3.4.5', {}, true],
    ['::1', {}, true],
    ['::ffff:127.0.0.1', {}, true],
    ['192.0.2.10', {}, false],
    ['::ffff:192.0.2.10', {}, false],
    ['fd00::2', {}, false],
    [undefined, {}, false],
    ['', {}, false],
    // A name that merely starts like loopback is not loopback.
    ['127.0.0.1.example.com', {}, false],
    // Forwarded by a proxy on this machine: the client is elsewhere, whatever the header claims.
    ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, false],
    ['127.0.0.1', { forwarded: 'for=127.0.0.1' }, false],
    ['::1', { 'x-real-ip': '::1' }, false],
    // A header never makes a remote socket local.
    ['192.0.2.10', { 'x-forwarded-for': '127.0.0.1' }, false],
  ])('%j with %j → %s', (address, headers, expected) => {
    expect(isLoopbackClient(address, headers)).toBe(expected);
  });
});
