import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCertificate } from './certificate';

jest.setTimeout(30_000);

it('makes a localhost certificate on the first start and reuses it afterwards', async () => {
  const certDir = join(await mkdtemp(join(tmpdir(), 'gateway-certs-')), '.certs');
  try {
    const first = await ensureCertificate(certDir);
    expect(first.created).toBe(true);
    const x509 = new X509Certificate(first.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(first.key))).toBe(true);

    const second = await ensureCertificate(certDir);
    expect(second.created).toBe(false);
    expect(second.fingerprint).toBe(first.fingerprint);
  } finally {
    await rm(join(certDir, '..'), { recursive: true, force: true });
  }
});
