/**
 * Well-known leaves of `services.modules.tls`: the certificate a TLS service presented.
 * The ~60 `certificate.extensions.extended_key_usage.*` booleans are not declared: they are
 * discovered (as booleans) under the dynamic root `services.modules`.
 *
 * Tiers (see hosts.ts): the certificate's identity — subject, issuer, names, validity,
 * SHA-256 fingerprint, extensions — is free; its internals are pro.
 */
import { boolean, date, defineFields, integer, keyword } from './define.js';
import { HOST_CATEGORIES as C } from './hosts-categories.js';

const DISTINGUISHED_NAME_PARTS: Readonly<Record<string, string>> = {
  common_name: 'common name (CN)',
  country: 'country (C)',
  email_address: 'email address',
  locality: 'locality (L)',
  organization: 'organization (O)',
  organizational_unit: 'organizational unit (OU)',
  province: 'province or state (ST)',
};

const distinguishedName = (prefix: 'subject' | 'issuer') =>
  Object.fromEntries(
    Object.entries(DISTINGUISHED_NAME_PARTS).map(([part, label]) => [
      `${prefix}.${part}`,
      keyword(`Certificate ${prefix} ${label}.`),
    ]),
  );

const KEY_USAGES = [
  'certificate_sign',
  'content_commitment',
  'crl_sign',
  'data_encipherment',
  'decipher_only',
  'digital_signature',
  'encipher_only',
  'key_agreement',
  'key_encipherment',
];

const keyUsage = Object.fromEntries(
  KEY_USAGES.map((usage) => [
    `extensions.key_usage.${usage}`,
    boolean(`True when the key usage extension allows ${usage.replaceAll('_', ' ')}.`),
  ]),
);

const certificateIdentity = defineFields({
  category: C.tls,
  prefix: 'services.modules.tls.certificate',
  fields: {
    fingerprint_sha256: keyword('SHA-256 fingerprint of the certificate.'),
    ...distinguishedName('subject'),
    ...distinguishedName('issuer'),
    'subject_alt_name.dns_names': keyword('DNS names the certificate is valid for.'),
    'subject_alt_name.extended_dns_names.domain': keyword('Domain label of a certificate name.'),
    'subject_alt_name.extended_dns_names.fld': keyword('First-level domain of a certificate name.'),
    'subject_alt_name.extended_dns_names.subdomain': keyword('Subdomain of a certificate name.'),
    'subject_alt_name.extended_dns_names.tld': keyword('Top-level domain of a certificate name.'),
    'validity.not_before': date('Start of the certificate validity.'),
    'validity.not_after': date('End of the certificate validity (expiry).'),
    'validity.length_seconds': integer('Length of the validity period in seconds.'),
    validation_level: keyword('Validation level: DV, OV or EV.'),
    version: integer('X.509 version number (2 means v3).'),
    redacted: boolean('True when names in the certificate are redacted.'),
    'extensions.subject_alt_name.dns_names': keyword('DNS names of the SAN extension.'),
    'extensions.subject_alt_name.ip_address': keyword('IP addresses of the SAN extension.'),
    'extensions.basic_constraints.is_ca': boolean('True when the certificate is a CA.'),
    'extensions.authority_key_id': keyword('Authority key identifier.'),
    'extensions.subject_key_id': keyword('Subject key identifier.'),
    'extensions.authority_info_access.issuer_urls': keyword('URLs of the issuer certificate.'),
    'extensions.authority_info_access.ocsp_urls': keyword('URLs of the OCSP responders.'),
    'extensions.crl_distribution_points': keyword('URLs of the certificate revocation lists.'),
    'extensions.certificate_policies.id': keyword('OID of a certificate policy.'),
    'extensions.certificate_policies.cps': keyword('URLs of a certification practice statement.'),
    ...keyUsage,
  },
});

const certificateInternals = defineFields({
  category: C.tls,
  prefix: 'services.modules.tls.certificate',
  tier: 'pro',
  fields: {
    serial_number: keyword('Serial number of the certificate, in decimal.'),
    fingerprint_md5: keyword('MD5 fingerprint of the certificate.'),
    fingerprint_sha1: keyword('SHA-1 fingerprint of the certificate.'),
    tbs_fingerprint: keyword('Fingerprint of the to-be-signed part of the certificate.'),
    tbs_noct_fingerprint: keyword('TBS fingerprint without the CT poison extension.'),
    jarm: keyword('JARM fingerprint of the TLS server.'),
    'signature.algorithm.name': keyword('Signature algorithm, e.g. SHA256-RSA.'),
    'signature.algorithm.oid': keyword('OID of the signature algorithm.'),
    'signature.self_signed': boolean('True when the certificate is self-signed.'),
    signed_certificate_timestamps_oid: keyword('OID of the SCT list extension.'),
    'signed_certificate_timestamps.entry_type': keyword('Entry type of an SCT.'),
    'signed_certificate_timestamps.log_id': keyword('Id of the CT log that issued an SCT.'),
    'signed_certificate_timestamps.timestamp': date('Time of an SCT.'),
    'signed_certificate_timestamps.version': keyword('Version of an SCT, e.g. v1.'),
    'signed_certificate_timestamps.signature.algorithm': keyword('Signature algorithm of an SCT.'),
    'signed_certificate_timestamps.signature.hash_algorithm': keyword('Hash algorithm of an SCT.'),
    'signed_certificate_timestamps.signature.value': keyword('Signature value of an SCT.'),
    'subject_key_info.key_algorithm': keyword('Public key algorithm, e.g. RSA.'),
    'subject_key_info._key': keyword('Kind of public key, e.g. rsa.'),
    'subject_key_info.fingerprint_sha256': keyword('SHA-256 fingerprint of the public key.'),
    'subject_key_info.rsa.exponent': integer('Public exponent of an RSA key.'),
    'subject_key_info.rsa.length': integer('Length of an RSA key in bits.'),
    'subject_key_info.ecdsa.curve': keyword('Curve of an ECDSA key, e.g. p256.'),
    'subject_key_info.ecdsa.length': integer('Length of an ECDSA key in bits.'),
    'subject_key_info.ecdsa.b': keyword('Curve parameter b of an ECDSA key.'),
    'subject_key_info.ecdsa.gx': keyword('Base point x of an ECDSA key curve.'),
    'subject_key_info.ecdsa.gy': keyword('Base point y of an ECDSA key curve.'),
    'subject_key_info.ecdsa.p': keyword('Field prime of an ECDSA key curve.'),
    'subject_key_info.ecdsa.x': keyword('Public point x of an ECDSA key.'),
    'subject_key_info.ecdsa.y': keyword('Public point y of an ECDSA key.'),
    'revocation.crl.revoked': boolean('True when the CRL lists the certificate as revoked.'),
    'revocation.crl.reason': keyword('Revocation reason given by the CRL.'),
    'revocation.crl.next_update': date('When the CRL is next updated.'),
    'revocation.ocsp.revoked': boolean('True when OCSP reports the certificate as revoked.'),
    'revocation.ocsp.reason': keyword('Revocation reason given by OCSP.'),
    'revocation.ocsp.next_update': date('When the OCSP answer is next updated.'),
  },
});

const handshake = defineFields({
  category: C.tls,
  prefix: 'services.modules.tls',
  fields: {
    fingerprint_sha256: keyword('SHA-256 fingerprint of the presented certificate.'),
    precert: boolean('True when the presented certificate is a precertificate.'),
    tags: keyword('Tags of the TLS service, e.g. dv, self-signed.'),
  },
});

export const hostTlsFields = [...handshake, ...certificateIdentity, ...certificateInternals];
