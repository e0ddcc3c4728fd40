/**
 * `modules.tls` of a TLS service: the certificate it presented, in the shape of the real
 * tls module (see the fixture): every distinguished-name part an array, fingerprints in
 * upper-case hex, the full extended-key-usage map, key info with empty `dh`/`dsa` objects.
 * Dates are RFC 3339 with `Z` (upstream omits the zone on validity dates; the schema
 * declares them as dates, so the generator writes unambiguous instants).
 *
 * Certificates are either issued by a public CA for a name of the host (or a generated
 * domain), or self-signed defaults of software and appliances. Some of those defaults are
 * the very same certificate on every device (a factory certificate): their digests come
 * from the subject, so they aggregate like real shared certificates.
 */

import type { JsonObject, JsonValue } from '../model/json.js';
import {
  CT_LOGS,
  extendedKeyUsages,
  type IssuerRow,
  JARMS,
  KEYS,
  type KeyKey,
  type NameRow,
  P256,
  PUBLIC_ISSUERS,
  SELF_SIGNED_SUBJECTS,
  SIGNATURES,
  type SignatureKey,
} from './data/tls.js';
import { randomBase64, randomDecimal, randomHex, stableHex } from './digests.js';
import { type DnsName, randomDomain, registeredDomain } from './host-names.js';
import { hashString, Picker, Random, zipfPicker } from './random.js';
import { DAY_MS, instantMs, instantSeconds, SECOND_MS } from './time.js';

/** Chance a certificate is CA-issued, when the host has a name / when it has none. */
const PUBLIC_SHARE_NAMED = 0.75;
const PUBLIC_SHARE_UNNAMED = 0.3;
/** Share of self-signed certificates that are a device's factory certificate. */
const FACTORY_SHARE = 0.3;
const SCT_OID = '1.3.6.1.4.1.11129.2.4.2';

const issuers = zipfPicker(PUBLIC_ISSUERS, 1.1);
const selfSignedSubjects = zipfPicker(SELF_SIGNED_SUBJECTS, 0.8);
const jarms = zipfPicker(JARMS, 1);
const selfSignedKeys = new Picker<KeyKey>(
  ['rsa2048', 'p256', 'rsa4096', 'rsa1024'],
  [60, 20, 10, 10],
);
const selfSignedLifetimesDays = new Picker([365, 3650, 730, 9125, 825], 1);

const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
const P256_BASE64 = {
  b: hexToBase64(P256.b),
  gx: hexToBase64(P256.gx),
  gy: hexToBase64(P256.gy),
  n: hexToBase64(P256.n),
  p: hexToBase64(P256.p),
};

function keyUsage(rsa: boolean, ca: boolean): JsonObject {
  return {
    certificate_sign: ca,
    content_commitment: false,
    crl_sign: ca,
    data_encipherment: false,
    decipher_only: false,
    digital_signature: true,
    encipher_only: false,
    key_agreement: false,
    key_encipherment: rsa,
  };
}

export interface TlsHostFacts {
  readonly ip: string;
  /** A name the host is known by, for the certificate subject (undefined: none). */
  readonly name: DnsName | undefined;
  readonly observedMs: number;
}

/** A fresh copy of a name (arrays included), so that no two records share objects. */
function copyName(name: NameRow | JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [part, values] of Object.entries(name)) out[part] = [...(values as string[])];
  return out;
}

/** A name with its placeholders filled in: {ip}, {host} and {winid}. */
function fillName(row: NameRow, random: Random, facts: TlsHostFacts): JsonObject {
  const out: JsonObject = {};
  for (const [part, values] of Object.entries(row) as [string, readonly string[]][]) {
    out[part] = values.map((value) =>
      value.includes('{')
        ? value
            .replace('{ip}', facts.ip)
            .replace('{host}', facts.name?.name ?? facts.ip)
            .replace('{winid}', randomHex(random, 4, true).slice(0, 7))
        : value,
    );
  }
  return out;
}

function keyInfo(random: Random, key: KeyKey): JsonObject {
  const spec = KEYS[key];
  const ecdsa: JsonObject =
    spec.kind === 'ecdsa'
      ? {
          ...P256_BASE64,
          curve: P256.curve,
          length: spec.length,
          pub: randomBase64(random, 65),
          x: randomBase64(random, 32),
          y: randomBase64(random, 32),
        }
      : {};
  return {
    _key: spec.kind,
    dh: {},
    dsa: {},
    ecdsa,
    fingerprint_sha256: randomHex(random, 32),
    key_algorithm: spec.algorithm,
    rsa: spec.kind === 'rsa' ? { exponent: 65537, length: spec.length } : {},
  };
}

function extendedNames(names: readonly DnsName[]): JsonValue[] {
  return names.map((name) => {
    const entry: JsonObject = { domain: name.domain, fld: registeredDomain(name) };
    if (name.subdomain) entry.subdomain = name.subdomain;
    entry.tld = name.tld;
    return entry;
  });
}

interface CertificatePlan {
  readonly issuer: JsonObject;
  readonly subject: JsonObject;
  readonly dnsNames: readonly DnsName[];
  readonly altNames: readonly string[];
  readonly selfSigned: boolean;
  readonly ca: IssuerRow | undefined;
  readonly key: KeyKey;
  readonly signature: SignatureKey;
  readonly notBeforeMs: number;
  readonly lifetimeSeconds: number;
  /** Draws digests: the host's stream, or a per-subject one for factory certificates. */
  readonly digests: Random;
}

function publicPlan(random: Random, facts: TlsHostFacts): CertificatePlan {
  const ca = issuers.pick(random);
  const name = facts.name ?? { ...randomDomain(random), subdomain: 'www' };
  const primary: DnsName = name.subdomain
    ? { ...name, name: `${name.subdomain}.${registeredDomain(name)}` }
    : name;
  const apex: DnsName = { ...name, name: registeredDomain(name), subdomain: '' };
  const dnsNames = primary.name === apex.name ? [apex] : [primary, apex];
  const lifetimeMs = ca.lifetimeSeconds * SECOND_MS;
  return {
    issuer: copyName(ca.name),
    subject: { common_name: [primary.name] },
    dnsNames,
    altNames: dnsNames.map((dns) => dns.name),
    selfSigned: false,
    ca,
    key: ca.key,
    signature: ca.signature,
    notBeforeMs: facts.observedMs - Math.floor(random.float() * lifetimeMs * 0.95),
    lifetimeSeconds: ca.lifetimeSeconds,
    digests: random,
  };
}

function selfSignedPlan(random: Random, facts: TlsHostFacts): CertificatePlan {
  const row = selfSignedSubjects.pick(random);
  const templated = (row.common_name ?? []).some((value) => value.includes('{'));
  const factory = !templated && random.chance(FACTORY_SHARE);
  // A factory certificate is the same bytes everywhere: draw it from the subject alone.
  const identity = `${row.common_name?.join()}|${row.organization?.join()}`;
  const source = factory ? new Random(hashString(identity, 0xce27)) : random;
  const subject = fillName(row, source, facts);
  const key = selfSignedKeys.pick(source);
  const lifetimeDays = selfSignedLifetimesDays.pick(source);
  const notBeforeMs = factory
    ? Date.UTC(2019, 0, 1) + source.int(0, 1500) * DAY_MS
    : facts.observedMs - source.int(0, 5 * 365) * DAY_MS - source.int(0, 86_399) * SECOND_MS;
  const commonName = (subject.common_name as string[] | undefined)?.[0] ?? facts.ip;
  return {
    issuer: copyName(subject),
    subject,
    dnsNames: [],
    altNames: [commonName],
    selfSigned: true,
    ca: undefined,
    key,
    signature:
      KEYS[key].kind === 'ecdsa' ? 'ecdsaSha256' : source.chance(0.2) ? 'sha1Rsa' : 'sha256Rsa',
    notBeforeMs: Math.floor(notBeforeMs / SECOND_MS) * SECOND_MS,
    lifetimeSeconds: lifetimeDays * 86_400,
    digests: source,
  };
}

function extensionsOf(plan: CertificatePlan, random: Random, subjectKeyId: string): JsonObject {
  const extensions: JsonObject = {};
  if (plan.ca) {
    extensions.authority_info_access = {
      issuer_urls: [plan.ca.issuerUrl],
      ocsp_urls: [plan.ca.ocspUrl],
    };
  }
  extensions.authority_key_id = plan.ca ? stableHex(plan.ca.issuerUrl, 20) : subjectKeyId;
  extensions.basic_constraints = { is_ca: plan.selfSigned };
  if (plan.ca) extensions.certificate_policies = [{ id: plan.ca.policy }];
  extensions.extended_key_usage = extendedKeyUsages(random.chance(0.5));
  extensions.key_usage = keyUsage(KEYS[plan.key].kind === 'rsa', plan.selfSigned);
  extensions.subject_alt_name = { dns_names: [...plan.altNames] };
  extensions.subject_key_id = subjectKeyId;
  return extensions;
}

function timestampsOf(plan: CertificatePlan, random: Random): JsonValue[] {
  const count = random.chance(0.7) ? 2 : 3;
  const logs = new Set<string>();
  while (logs.size < count) logs.add(random.pick(CT_LOGS));
  return [...logs].map((logId) => ({
    entry_type: 'PRE_CERTIFICATE',
    log_id: logId,
    signature: {
      algorithm: 'ECDSA',
      hash_algorithm: 'SHA256',
      value: `3045022100${randomHex(random, 32)}0220${randomHex(random, 32)}`,
    },
    timestamp: instantMs(plan.notBeforeMs + 60 * SECOND_MS + random.int(0, 59_999)),
    version: 'v1',
  }));
}

export function tlsModule(random: Random, facts: TlsHostFacts): JsonObject {
  const publicShare = facts.name ? PUBLIC_SHARE_NAMED : PUBLIC_SHARE_UNNAMED;
  const plan = random.chance(publicShare)
    ? publicPlan(random, facts)
    : selfSignedPlan(random, facts);
  const digests = plan.digests;
  const fingerprint = randomHex(digests, 32, true);
  const subjectKeyId = randomHex(digests, 20);
  const notAfterMs = plan.notBeforeMs + plan.lifetimeSeconds * SECOND_MS;
  const level = plan.ca?.validationLevel ?? 'DV';
  const certificate: JsonObject = {
    extensions: extensionsOf(plan, random, subjectKeyId),
    fingerprint_md5: randomHex(digests, 16, true),
    fingerprint_sha1: randomHex(digests, 20, true),
    fingerprint_sha256: fingerprint,
    issuer: plan.issuer,
    jarm: jarms.pick(random),
    redacted: false,
    revocation: {
      ocsp: plan.ca
        ? {
            next_update: instantSeconds(facts.observedMs + random.int(2, 7) * DAY_MS),
            reason: 'UNKNOWN',
            revoked: false,
          }
        : { reason: 'UNKNOWN', revoked: false },
    },
    serial_number: randomDecimal(digests, plan.ca ? digests.int(36, 43) : digests.int(10, 20)),
    signature: { algorithm: { ...SIGNATURES[plan.signature] }, self_signed: plan.selfSigned },
  };
  if (plan.ca) {
    certificate.signed_certificate_timestamps = timestampsOf(plan, random);
    certificate.signed_certificate_timestamps_oid = SCT_OID;
  }
  certificate.subject = plan.subject;
  certificate.subject_alt_name = {
    dns_names: [...plan.altNames],
    extended_dns_names: extendedNames(plan.dnsNames),
  };
  certificate.subject_key_info = keyInfo(digests, plan.key);
  certificate.tbs_fingerprint = randomHex(digests, 32);
  if (plan.ca) certificate.tbs_noct_fingerprint = randomHex(digests, 32);
  certificate.validation_level = level;
  certificate.validity = {
    length_seconds: plan.lifetimeSeconds,
    not_after: instantSeconds(notAfterMs),
    not_before: instantSeconds(plan.notBeforeMs),
  };
  // X.509 numbers versions from 0: 2 is v3, as the real module reports it.
  certificate.version = 2;
  const tags = plan.selfSigned ? ['self_signed', 'root'] : [level.toLowerCase(), 'trusted'];
  if (notAfterMs < facts.observedMs) tags.push('expired');
  return { certificate, fingerprint_sha256: fingerprint, precert: false, tags };
}
