import { createDecipheriv, hkdfSync, type createECDH } from 'node:crypto';

/** What a browser reads from one aes128gcm push body (RFC 8188 / RFC 8291). */
export interface DecryptedPush {
  /** The plaintext without its padding and delimiter. */
  text: string;
  /** The record size the header declares. */
  recordSize: number;
  /** The length of the encrypted record, tag included. */
  ciphertextLength: number;
  /** The delimiter byte after the plaintext (2 for the last record). */
  delimiter: number | undefined;
}

/** RFC 8291 decryption as a browser does it, with the subscription's key pair and auth secret. */
export function decryptWebPush(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): DecryptedPush {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  return {
    text: padded.subarray(0, end).toString('utf8'),
    recordSize,
    ciphertextLength: ciphertext.length,
    delimiter: padded[end],
  };
}
