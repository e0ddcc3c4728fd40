/**
 * Digest-shaped strings for synthetic records: hashes, fingerprints, key ids and serial
 * numbers look like the real thing (length, alphabet, case) without computing any real
 * digest, which would be far too slow for millions of hosts.
 *
 * Two kinds: random ones (a fresh certificate's fingerprint) drawn from the host's stream,
 * and stable ones derived from a text, so that identical content (the same default page,
 * the same well-known certificate) has the same hash on every host, as in real data.
 */
import { hashString, mix32, Random } from './random.js';

/** Scratch space for random bytes: Buffer's native hex and base64 encoders are the fast path. */
let scratch = Buffer.allocUnsafe(128);

function randomBytes(random: Random, bytes: number): Buffer {
  const words = Math.ceil(bytes / 4);
  if (scratch.length < words * 4) scratch = Buffer.allocUnsafe(words * 4);
  for (let i = 0; i < words; i++) scratch.writeUInt32LE(random.next(), i * 4);
  return scratch;
}

/** `bytes` random bytes as hex (2 characters each). */
export function randomHex(random: Random, bytes: number, upperCase = false): string {
  const hex = randomBytes(random, bytes).toString('hex', 0, bytes);
  return upperCase ? hex.toUpperCase() : hex;
}

/** `bytes` random bytes in base64 (how zgrab2 writes key material). */
export function randomBase64(random: Random, bytes: number): string {
  return randomBytes(random, bytes).toString('base64', 0, bytes);
}

/** The same `bytes` hex bytes every time for the same text. */
export function stableHex(text: string, bytes: number, upperCase = false): string {
  return randomHex(new Random(hashString(text, 0x5eed)), bytes, upperCase);
}

/** A signed 32-bit integer, like the MurmurHash3 of a body that Shodan-style tools record. */
export function stableMurmur(text: string): number {
  return mix32(hashString(text, 0x3a3a)) | 0;
}

/** A decimal string of exactly `digits` digits, without a leading zero (serial numbers). */
export function randomDecimal(random: Random, digits: number): string {
  let out = String(random.int(1, 9));
  while (out.length < digits) {
    const chunk = String(random.next() % 1_000_000_000).padStart(9, '0');
    out += chunk.slice(0, digits - out.length);
  }
  return out;
}
