/** The platform's TLS certificate and key: the files an administrator gave (VANTAGE_TLS_CERT and
 *  VANTAGE_TLS_KEY), or a self-signed pair generated on first start and kept in the data
 *  directory, so browsers that accepted it once keep accepting it. */
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import type { TlsConfig } from '../../kernel/config';

export interface TlsCredentials {
  cert: string;
  key: string;
  /** SHA-256 fingerprint (AA:BB:…), for operators to compare with what their browser shows. */
  fingerprint: string;
  /** Where the certificate came from. */
  source: 'files' | 'generated' | 'kept';
}

/** A generated certificate is valid for ten years: operators accept it once, not yearly. */
const SELF_SIGNED_DAYS = 3650;

export function selfSignedPaths(dataDir: string): { certFile: string; keyFile: string } {
  const dir = path.join(dataDir, 'tls');
  return { certFile: path.join(dir, 'self-signed-cert.pem'), keyFile: path.join(dir, 'self-signed-key.pem') };
}

export async function tlsCredentials(tls: TlsConfig, dataDir: string, now = new Date()): Promise<TlsCredentials> {
  if (tls.certFile && tls.keyFile) return read(tls.certFile, tls.keyFile, 'files');
  const { certFile, keyFile } = selfSignedPaths(dataDir);
  if (fs.existsSync(certFile) && fs.existsSync(keyFile)) return read(certFile, keyFile, 'kept');
  const pems = await selfSigned(now);
  fs.mkdirSync(path.dirname(certFile), { recursive: true });
  // The key is readable by the platform's user only; the certificate is public.
  fs.writeFileSync(keyFile, pems.key, { mode: 0o600 });
  fs.writeFileSync(certFile, pems.cert);
  return { ...pems, fingerprint: fingerprintOf(pems.cert), source: 'generated' };
}

function read(certFile: string, keyFile: string, source: TlsCredentials['source']): TlsCredentials {
  const cert = fs.readFileSync(certFile, 'utf8');
  const key = fs.readFileSync(keyFile, 'utf8');
  return { cert, key, fingerprint: fingerprintOf(cert), source };
}

function fingerprintOf(cert: string): string {
  return new X509Certificate(cert).fingerprint256;
}

/** A certificate for this machine's name, localhost and its loopback addresses. */
async function selfSigned(now: Date): Promise<{ cert: string; key: string }> {
  const hostname = os.hostname();
  const notAfterDate = new Date(now.getTime() + SELF_SIGNED_DAYS * 24 * 3600 * 1000);
  const pems = await generate([{ name: 'commonName', value: hostname }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: hostname },
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
