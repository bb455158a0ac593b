// The gateway's TLS certificate: self-signed for localhost, made on the first start and kept in
// .certs/ (gitignored) so a person accepts it in the browser once, not at every start.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TlsCertificate {
  key: string;
  cert: string;
  /** SHA-256 fingerprint, printed so a person can check what the browser shows. */
  fingerprint: string;
  /** true when made by this call, false when read from the folder. */
  created: boolean;
}

const KEY_FILE = 'localhost-key.pem';
const CERT_FILE = 'localhost-cert.pem';
const VALID_DAYS = 825; // the longest validity browsers accept for a leaf certificate

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

function stillValid(cert: string): boolean {
  try {
    return new Date(new X509Certificate(cert).validTo).getTime() > Date.now() + 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

export async function ensureCertificate(certDir: string): Promise<TlsCertificate> {
  const keyFile = join(certDir, KEY_FILE);
  const certFile = join(certDir, CERT_FILE);
  try {
    const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
    if (stillValid(cert))
      return { key, cert, fingerprint: new X509Certificate(cert).fingerprint256, created: false };
  } catch {
    // none yet: make one below
  }

  const notBeforeDate = new Date(Date.now() - 60 * 60 * 1000);
  const notAfterDate = new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(certDir, { recursive: true });
  await writeAtomically(keyFile, pems.private);
  await writeAtomically(certFile, pems.cert);
  return {
    key: pems.private,
    cert: pems.cert,
    fingerprint: new X509Certificate(pems.cert).fingerprint256,
    created: true,
  };
}
