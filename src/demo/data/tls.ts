/**
 * TLS certificate material: public CAs (most certificates first: the order is the Zipf
 * rank), the subjects of default self-signed certificates that appliances and software
 * ship with, signature and key algorithms, the extended key usages the tls module lists,
 * common JARM fingerprints and CT logs. Pure data.
 */

/** A distinguished name as the tls module writes it: every part an array of strings. */
export interface NameRow {
  readonly common_name?: readonly string[];
  readonly country?: readonly string[];
  readonly email_address?: readonly string[];
  readonly locality?: readonly string[];
  readonly organization?: readonly string[];
  readonly organizational_unit?: readonly string[];
  readonly province?: readonly string[];
}

export interface IssuerRow {
  readonly name: NameRow;
  readonly validationLevel: 'DV' | 'OV' | 'EV';
  /** Validity in seconds (upstream's `validity.length_seconds`). */
  readonly lifetimeSeconds: number;
  readonly signature: SignatureKey;
  /** Key algorithm of the certificates it issues. */
  readonly key: KeyKey;
  /** Prefix of its AIA URLs, e.g. http://r10 → http://r10.i.lencr.org/. */
  readonly issuerUrl: string;
  readonly ocspUrl: string;
  readonly policy: string;
}

export type SignatureKey = keyof typeof SIGNATURES;
export type KeyKey = keyof typeof KEYS;

export const SIGNATURES = {
  sha256Rsa: { name: 'SHA256-RSA', oid: '1.2.840.113549.1.1.11' },
  sha384Rsa: { name: 'SHA384-RSA', oid: '1.2.840.113549.1.1.12' },
  sha1Rsa: { name: 'SHA1-RSA', oid: '1.2.840.113549.1.1.5' },
  ecdsaSha256: { name: 'ECDSA-SHA256', oid: '1.2.840.10045.4.3.2' },
  ecdsaSha384: { name: 'ECDSA-SHA384', oid: '1.2.840.10045.4.3.3' },
} as const;

export const KEYS = {
  rsa2048: { algorithm: 'RSA', kind: 'rsa', length: 2048 },
  rsa4096: { algorithm: 'RSA', kind: 'rsa', length: 4096 },
  rsa1024: { algorithm: 'RSA', kind: 'rsa', length: 1024 },
  p256: { algorithm: 'ECDSA', kind: 'ecdsa', length: 256 },
} as const;

/** Curve parameters of P-256 (hex), written base64 like zgrab2 does. */
export const P256 = {
  curve: 'P-256',
  b: '5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b',
  gx: '6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296',
  gy: '4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5',
  n: 'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551',
  p: 'ffffffff00000001000000000000000000000000ffffffffffffffffffffffff',
} as const;

const DAY = 86_400;
const DV_POLICY = '2.23.140.1.2.1';
const OV_POLICY = '2.23.140.1.2.2';

const ca = (
  commonName: string,
  organization: string,
  country: string,
  validationLevel: IssuerRow['validationLevel'],
  days: number,
  signature: SignatureKey,
  key: KeyKey,
  host: string,
): IssuerRow => ({
  name: { common_name: [commonName], country: [country], organization: [organization] },
  validationLevel,
  lifetimeSeconds: days * DAY - 1,
  signature,
  key,
  issuerUrl: `http://${host}/cert`,
  ocspUrl: `http://${host}/ocsp`,
  policy: validationLevel === 'DV' ? DV_POLICY : OV_POLICY,
});

const letsEncrypt = (intermediate: string, signature: SignatureKey, key: KeyKey): IssuerRow => ({
  name: { common_name: [intermediate], country: ['US'], organization: ["Let's Encrypt"] },
  validationLevel: 'DV',
  lifetimeSeconds: 90 * DAY - 1,
  signature,
  key,
  issuerUrl: `http://${intermediate.toLowerCase()}.i.lencr.org/`,
  ocspUrl: `http://${intermediate.toLowerCase()}.o.lencr.org`,
  policy: DV_POLICY,
});

export const PUBLIC_ISSUERS: readonly IssuerRow[] = [
  letsEncrypt('R10', 'sha256Rsa', 'rsa2048'),
  letsEncrypt('R11', 'sha256Rsa', 'rsa2048'),
  letsEncrypt('E5', 'ecdsaSha384', 'p256'),
  letsEncrypt('E6', 'ecdsaSha384', 'p256'),
  letsEncrypt('R3', 'sha256Rsa', 'rsa2048'),
  ca('WE1', 'Google Trust Services', 'US', 'DV', 90, 'ecdsaSha256', 'p256', 'i.pki.goog/we1'),
  ca(
    'Sectigo RSA Domain Validation Secure Server CA',
    'Sectigo Limited',
    'GB',
    'DV',
    365,
    'sha256Rsa',
    'rsa2048',
    'crt.sectigo.com',
  ),
  ca(
    'Amazon RSA 2048 M02',
    'Amazon',
    'US',
    'DV',
    395,
    'sha256Rsa',
    'rsa2048',
    'crt.r2m02.amazontrust.com',
  ),
  ca(
    'DigiCert Global G2 TLS RSA SHA256 2020 CA1',
    'DigiCert Inc',
    'US',
    'OV',
    365,
    'sha256Rsa',
    'rsa2048',
    'cacerts.digicert.com',
  ),
  ca(
    'Go Daddy Secure Certificate Authority - G2',
    'GoDaddy.com, Inc.',
    'US',
    'DV',
    365,
    'sha256Rsa',
    'rsa2048',
    'certificates.godaddy.com',
  ),
  ca(
    'ZeroSSL RSA Domain Secure Site CA',
    'ZeroSSL',
    'AT',
    'DV',
    90,
    'sha384Rsa',
    'rsa2048',
    'zerossl.crt.sectigo.com',
  ),
  ca(
    'GlobalSign GCC R3 DV TLS CA 2020',
    'GlobalSign nv-sa',
    'BE',
    'DV',
    365,
    'sha256Rsa',
    'rsa2048',
    'secure.globalsign.com',
  ),
  ca(
    'cPanel, Inc. Certification Authority',
    'cPanel, Inc.',
    'US',
    'DV',
    90,
    'sha256Rsa',
    'rsa2048',
    'crl.comodoca.com',
  ),
  ca(
    'Encryption Everywhere DV TLS CA - G2',
    'DigiCert Inc',
    'US',
    'DV',
    365,
    'sha256Rsa',
    'rsa2048',
    'cacerts.digicert.com',
  ),
  ca(
    'TrustAsia RSA DV TLS CA G2',
    'TrustAsia Technologies, Inc.',
    'CN',
    'DV',
    365,
    'sha256Rsa',
    'rsa2048',
    'crt.trust-provider.cn',
  ),
];

/**
 * Subjects of self-signed certificates that software and appliances generate on first
 * start. `{ip}` and `{host}` are replaced by the host's address and name.
 */
export const SELF_SIGNED_SUBJECTS: readonly NameRow[] = [
  { common_name: ['{ip}'] },
  { common_name: ['localhost'] },
  {
    common_name: ['localhost.localdomain'],
    country: ['--'],
    email_address: ['root@localhost.localdomain'],
    locality: ['SomeCity'],
    organization: ['SomeOrganization'],
    organizational_unit: ['SomeOrganizationalUnit'],
    province: ['SomeState'],
  },
  { common_name: ['Kubernetes Ingress Controller Fake Certificate'], organization: ['Acme Co'] },
  {
    common_name: ['{ip}'],
    country: ['CN'],
    email_address: ['admin@bt.cn'],
    locality: ['Dongguan'],
    organization: ['BT-PANEL'],
    organizational_unit: ['BT'],
    province: ['Guangdong'],
  },
  {
    common_name: ['FortiGate'],
    country: ['US'],
    email_address: ['support@fortinet.com'],
    locality: ['Sunnyvale'],
    organization: ['Fortinet'],
    organizational_unit: ['FortiGate'],
    province: ['California'],
  },
  { common_name: ['{host}'] },
  {
    common_name: ['Plesk'],
    country: ['CH'],
    email_address: ['info@plesk.com'],
    locality: ['Schaffhausen'],
    organization: ['Plesk'],
    organizational_unit: ['Plesk'],
    province: ['Schaffhausen'],
  },
  {
    common_name: ['synology'],
    country: ['TW'],
    locality: ['Taipei'],
    organization: ['Synology Inc.'],
  },
  {
    common_name: ['UniFi'],
    country: ['US'],
    locality: ['New York'],
    organization: ['Ubiquiti Inc.'],
    organizational_unit: ['UniFi'],
    province: ['NY'],
  },
  { common_name: ['TRAEFIK DEFAULT CERT'] },
  { common_name: ['WIN-{winid}'] },
];

/**
 * The extended key usages of a server certificate, as the tls module reports them: every
 * usage it knows (63), all false but server authentication and, optionally, client
 * authentication. Written as one literal because V8 builds a literal of this size about
 * 300 times faster than it copies an object with 63 members.
 */
export function extendedKeyUsages(clientAuth: boolean): { [usage: string]: boolean } {
  return {
    any: false,
    apple_code_signing: false,
    apple_code_signing_development: false,
    apple_code_signing_third_party: false,
    apple_crypto_development_env: false,
    apple_crypto_env: false,
    apple_crypto_maintenance_env: false,
    apple_crypto_production_env: false,
    apple_crypto_qos: false,
    apple_crypto_test_env: false,
    apple_crypto_tier0_qos: false,
    apple_crypto_tier1_qos: false,
    apple_crypto_tier2_qos: false,
    apple_crypto_tier3_qos: false,
    apple_ichat_encryption: false,
    apple_ichat_signing: false,
    apple_resource_signing: false,
    apple_software_update_signing: false,
    apple_system_identity: false,
    client_auth: clientAuth,
    code_signing: false,
    dvcs: false,
    eap_over_lan: false,
    eap_over_ppp: false,
    email_protection: false,
    ipsec_end_system: false,
    ipsec_intermediate_system_usage: false,
    ipsec_tunnel: false,
    ipsec_user: false,
    microsoft_ca_exchange: false,
    microsoft_cert_trust_list_signing: false,
    microsoft_csp_signature: false,
    microsoft_document_signing: false,
    microsoft_drm: false,
    microsoft_drm_individualization: false,
    microsoft_efs_recovery: false,
    microsoft_embedded_nt_crypto: false,
    microsoft_encrypted_file_system: false,
    microsoft_enrollment_agent: false,
    microsoft_kernel_mode_code_signing: false,
    microsoft_key_recovery_21: false,
    microsoft_key_recovery_3: false,
    microsoft_license_server: false,
    microsoft_licenses: false,
    microsoft_lifetime_signing: false,
    microsoft_mobile_device_software: false,
    microsoft_nt5_crypto: false,
    microsoft_oem_whql_crypto: false,
    microsoft_qualified_subordinate: false,
    microsoft_root_list_signer: false,
    microsoft_server_gated_crypto: false,
    microsoft_sgc_serialized: false,
    microsoft_smart_display: false,
    microsoft_smartcard_logon: false,
    microsoft_system_health: false,
    microsoft_system_health_loophole: false,
    microsoft_timestamp_signing: false,
    microsoft_whql_crypto: false,
    netscape_server_gated_crypto: false,
    ocsp_signing: false,
    sbgp_cert_aa_service_auth: false,
    server_auth: true,
    time_stamping: false,
  };
}

/** JARM fingerprints of common TLS stacks, most common first ("0…0": no TLS answer). */
export const JARMS: readonly string[] = [
  '2ad2ad0002ad2ad00042d42d0000002059a3b916699461c5923779b77cf06b',
  '27d3ed3ed0003ed1dc42d43d00041d6183ff1bfae51ebd88d70384363d525c',
  '3fd3fd0003fd3fd21c42d42d000000307ee0eb468e9fdb5cfcd698a80a67ef',
  '29d29d00029d29d00042d43d00041d2aa5ce6a70de7ba95aef77a77b00a0af',
  '2ad2ad16d2ad2ad22c42d42d00042d58c7162162b6a603d3d90a2b76865b53',
  '15d3fd16d29d29d00042d43d000000fe02290512647416dcf0a400ccbc0b6b',
  '07d14d16d21d21d07c42d41d00041d24a458a375eef0c576d23a7bab9a9fb1',
  '00000000000000000000000000000000000000000000000000000000000000',
  '2ad2ad0002ad2ad0002ad2ad2ad2ade1a3c0d7ca6ad8388057924be83dfc6a',
  '3fd3fd20d3fd3fd21c3fd3fd3fd3fdabd8a1a1b86b6be5a07ecf9e3e4d8e8e',
  '1dd28d28d00028d00042d41d00041df1b6a5ac58e3d1d0e9e9b4b5a3bd7f2e',
  '21d19d00021d21d21c21d19d21d21d3b0d229d76f2fd7cb8e23bb87da38a20',
];

/** Ids of Certificate Transparency logs (SHA-256 of the log key, hex). */
export const CT_LOGS: readonly string[] = [
  'ccfb0f6a85710965fe959b53cee9b27c22e9855c0d978db6a97e54c0fe4c0db0',
  'a2e30ae445efbdad9b7e38ed47677753d7825b8494d72b5e1b2cc4b950a447e7',
  '3f174b4fd7224758941d651c84be0d12ed90377f1f856aebc1bf2885ecf8646e',
  '76ff883f0ab6fb9551c261ccf587ba34b4a4cdbb29dc68420a9fe6674c5a3a74',
  '0e5794bcf3aea93e331b2c9907b3f790df9bc23d713225dd21a925ac61c54e21',
  '12f14e34bd53724c840619c38f3f7a13f8e7b56287889c6d300584ebe586263a',
];
