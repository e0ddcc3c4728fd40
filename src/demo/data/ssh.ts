/**
 * What SSH servers offer in their key exchange init, by implementation generation (a
 * variant's `flavor` in products.ts), as the ssh module lists them. Pure data.
 */

export interface SshFlavorRow {
  readonly kex: readonly string[];
  readonly hostKeys: readonly string[];
  readonly ciphers: readonly string[];
  readonly macs: readonly string[];
  readonly compression: readonly string[];
  /** The host key a scanner ends up with, most likely first. */
  readonly presentedKeys: readonly string[];
}

const ETM_MACS = [
  'umac-64-etm@openssh.com',
  'umac-128-etm@openssh.com',
  'hmac-sha2-256-etm@openssh.com',
  'hmac-sha2-512-etm@openssh.com',
  'hmac-sha1-etm@openssh.com',
  'umac-64@openssh.com',
  'umac-128@openssh.com',
  'hmac-sha2-256',
  'hmac-sha2-512',
  'hmac-sha1',
];

const OPENSSH_CIPHERS = [
  'chacha20-poly1305@openssh.com',
  'aes128-ctr',
  'aes192-ctr',
  'aes256-ctr',
  'aes128-gcm@openssh.com',
  'aes256-gcm@openssh.com',
];

export const SSH_FLAVORS: Readonly<Record<string, SshFlavorRow>> = {
  'openssh-modern': {
    kex: [
      'sntrup761x25519-sha512@openssh.com',
      'curve25519-sha256',
      'curve25519-sha256@libssh.org',
      'ecdh-sha2-nistp256',
      'ecdh-sha2-nistp384',
      'ecdh-sha2-nistp521',
      'diffie-hellman-group-exchange-sha256',
      'diffie-hellman-group16-sha512',
      'diffie-hellman-group18-sha512',
      'diffie-hellman-group14-sha256',
      'ext-info-s',
      'kex-strict-s-v00@openssh.com',
    ],
    hostKeys: ['rsa-sha2-512', 'rsa-sha2-256', 'ecdsa-sha2-nistp256', 'ssh-ed25519'],
    ciphers: OPENSSH_CIPHERS,
    macs: ETM_MACS,
    compression: ['none', 'zlib@openssh.com'],
    presentedKeys: ['ecdsa-sha2-nistp256', 'ssh-ed25519', 'rsa-sha2-512'],
  },
  'openssh-mid': {
    kex: [
      'curve25519-sha256',
      'curve25519-sha256@libssh.org',
      'ecdh-sha2-nistp256',
      'ecdh-sha2-nistp384',
      'ecdh-sha2-nistp521',
      'diffie-hellman-group-exchange-sha256',
      'diffie-hellman-group16-sha512',
      'diffie-hellman-group18-sha512',
      'diffie-hellman-group14-sha256',
      'diffie-hellman-group14-sha1',
    ],
    hostKeys: ['ssh-rsa', 'rsa-sha2-512', 'rsa-sha2-256', 'ecdsa-sha2-nistp256', 'ssh-ed25519'],
    ciphers: OPENSSH_CIPHERS,
    macs: ETM_MACS,
    compression: ['none', 'zlib@openssh.com'],
    presentedKeys: ['ecdsa-sha2-nistp256', 'ssh-rsa', 'ssh-ed25519'],
  },
  'openssh-old': {
    kex: [
      'curve25519-sha256@libssh.org',
      'ecdh-sha2-nistp256',
      'ecdh-sha2-nistp384',
      'ecdh-sha2-nistp521',
      'diffie-hellman-group-exchange-sha256',
      'diffie-hellman-group-exchange-sha1',
      'diffie-hellman-group14-sha1',
      'diffie-hellman-group1-sha1',
    ],
    hostKeys: ['ssh-rsa', 'ssh-dss', 'ecdsa-sha2-nistp256', 'ssh-ed25519'],
    ciphers: ['aes128-ctr', 'aes192-ctr', 'aes256-ctr', 'aes128-cbc', '3des-cbc', 'aes256-cbc'],
    macs: [
      'hmac-md5',
      'hmac-sha1',
      'umac-64@openssh.com',
      'hmac-sha2-256',
      'hmac-sha2-512',
      'hmac-sha1-96',
    ],
    compression: ['none', 'zlib@openssh.com'],
    presentedKeys: ['ssh-rsa', 'ecdsa-sha2-nistp256', 'ssh-dss'],
  },
  dropbear: {
    kex: [
      'curve25519-sha256',
      'curve25519-sha256@libssh.org',
      'ecdh-sha2-nistp521',
      'ecdh-sha2-nistp384',
      'ecdh-sha2-nistp256',
      'diffie-hellman-group14-sha256',
      'diffie-hellman-group14-sha1',
      'kexguess2@matt.ucc.asn.au',
    ],
    hostKeys: ['ecdsa-sha2-nistp256', 'ssh-rsa', 'ssh-dss'],
    ciphers: ['aes128-ctr', 'aes256-ctr', 'aes128-cbc', 'aes256-cbc'],
    macs: ['hmac-sha1', 'hmac-sha2-256'],
    compression: ['none'],
    presentedKeys: ['ecdsa-sha2-nistp256', 'ssh-rsa'],
  },
  cisco: {
    kex: [
      'diffie-hellman-group-exchange-sha1',
      'diffie-hellman-group14-sha1',
      'diffie-hellman-group1-sha1',
    ],
    hostKeys: ['ssh-rsa'],
    ciphers: [
      'aes128-ctr',
      'aes192-ctr',
      'aes256-ctr',
      'aes128-cbc',
      '3des-cbc',
      'aes192-cbc',
      'aes256-cbc',
    ],
    macs: ['hmac-sha1', 'hmac-sha1-96'],
    compression: ['none'],
    presentedKeys: ['ssh-rsa'],
  },
};

/** For SSH services whose product was not identified. */
export const DEFAULT_SSH_FLAVOR = 'openssh-mid';
