/** What an administrator reads when a device probe cannot connect (spec 3 §8: a probe's warning
 *  says what went wrong): the operating system's error code put in words, since 'ECONNREFUSED'
 *  means nothing to most readers and is the platform's internals, not the device's answer. */
const WORDS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'no answer in time',
  TimeoutError: 'no answer in time',
  AbortError: 'no answer in time',
  ENOTFOUND: 'the host name is not known',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  EADDRNOTAVAIL: 'the address is not available',
  EPROTO: 'the connection failed (TLS)',
  CERT_HAS_EXPIRED: 'the certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
};

/** The failure in words; an unknown code reads as a failed connection. */
export function networkFailure(code: string | undefined): string {
  return (code && WORDS[code]) ?? 'the connection failed';
}
