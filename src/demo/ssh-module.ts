/**
 * `modules.ssh` of an SSH service: the identification string and what the server offers in
 * its key exchange, by implementation generation (data/ssh.ts).
 */

import type { JsonObject } from '../model/json.js';
import type { VariantRow } from './data/products.js';
import { DEFAULT_SSH_FLAVOR, SSH_FLAVORS, type SshFlavorRow } from './data/ssh.js';
import { randomHex } from './digests.js';
import { type Picker, type Random, zipfPicker } from './random.js';

const presentedKeys = new Map<SshFlavorRow, Picker<string>>(
  Object.values(SSH_FLAVORS).map((flavor) => [flavor, zipfPicker(flavor.presentedKeys, 1)]),
);

/** An identification string for services whose product was not identified. */
const UNIDENTIFIED_BANNER = 'SSH-2.0-OpenSSH';

export function sshModule(random: Random, variant: VariantRow | undefined): JsonObject {
  const flavor =
    SSH_FLAVORS[variant?.flavor ?? DEFAULT_SSH_FLAVOR] ?? SSH_FLAVORS[DEFAULT_SSH_FLAVOR]!;
  const banner = variant?.banner || UNIDENTIFIED_BANNER;
  // "SSH-2.0-OpenSSH_8.9p1 Ubuntu-3ubuntu0.6": protocol 2.0, software up to the space.
  const space = banner.indexOf(' ');
  const software = banner.slice(8, space < 0 ? undefined : space);
  return {
    banner,
    client_to_server_ciphers: [...flavor.ciphers],
    client_to_server_compression: [...flavor.compression],
    client_to_server_macs: [...flavor.macs],
    host_key_algorithms: [...flavor.hostKeys],
    kex_algorithms: [...flavor.kex],
    key: {
      algorithm: presentedKeys.get(flavor)!.pick(random),
      fingerprint_sha256: randomHex(random, 32),
    },
    server_to_client_ciphers: [...flavor.ciphers],
    server_to_client_compression: [...flavor.compression],
    server_to_client_macs: [...flavor.macs],
    software,
    version: banner.slice(4, 7),
  };
}
