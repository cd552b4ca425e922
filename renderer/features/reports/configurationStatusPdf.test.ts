/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import type { ConfigurationCheckRow } from '../../../shared/metrics/configurationStatus';
import { configurationStatusPdf } from './configurationStatusPdf';

const row = (fields: Partial<ConfigurationCheckRow>): ConfigurationCheckRow => ({
  deviceId: 'c1',
  deviceName: 'Gate camera',
  deviceType: 'camera',
  check: 'CREDENTIALS',
  status: 'FAILING',
  expected: null,
  actual: null,
  message: 'The camera refused the user name or password',
  ...fields,
});

/** The PDF's text: its bytes with each compressed (FlateDecode) stream inflated in place. */
function pdfText(bytes: ArrayBuffer): string {
  const raw = Buffer.from(bytes);
  const latin = raw.toString('latin1');
  return latin.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string, offset: number) => {
    const start = offset + whole.indexOf(body);
    try {
      return inflateSync(raw.subarray(start, start + body.length)).toString('latin1');
    } catch {
      return whole;
    }
  });
}

describe('configurationStatusPdf', () => {
  it('writes a PDF that names each device, its check, status and the platform’s message', () => {
    const bytes = configurationStatusPdf({
      rows: [
        row({}),
        row({
          deviceId: null,
          deviceName: null,
          deviceType: null,
          check: 'STORAGE_HEADROOM',
          status: 'OK',
          message: null,
        }),
      ],
      readAt: Date.UTC(2026, 10, 29, 12, 0, 0),
      realm: 'Demo HQ',
    });
    const text = pdfText(bytes);
    // Compressed: the page's text is not in the file as it is.
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('(Gate camera)');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const shown of [
      'Configuration status report',
      'Realm: Demo HQ',
      'Checked: 2026-11-29 12:00:00 UTC',
      'Failing: 1',
      '(Gate camera)',
      '(Credentials)',
      '(Failing)',
      'refused the user name or password',
      '(Installation)',
      '(Storage headroom)',
    ])
      expect(text).toContain(shown);
  });
});
