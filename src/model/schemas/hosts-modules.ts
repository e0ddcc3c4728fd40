/**
 * Well-known leaves of `services.modules.{http,ssh,ftp,smtp}`, declared so that they have
 * the right type before any data is ingested (e.g. `http.status_code` is an integer and
 * `http.title` text; discovery alone would make the title keyword). Only the HTTP headers
 * seen in real data are declared: any other header is discovered under the dynamic root
 * `services.modules`. TLS lives in hosts-tls.ts. Text/keyword and tier rules: see hosts.ts.
 */
import { defineFields, integer, keyword, text } from './define.js';
import { HOST_CATEGORIES as C } from './hosts-categories.js';

/** HTTP response headers as the http module records them: lower snake_case names, string[] values. */
const HEADERS_SEEN_IN_REAL_DATA = [
  'accept_ranges',
  'cache_control',
  'connection',
  'content_language',
  'content_length',
  'content_security_policy',
  'content_type',
  'date',
  'etag',
  'expires',
  'last_modified',
  'pragma',
  'server',
  'set_cookie',
  'strict_transport_security',
  'vary',
  'x_content_type_options',
  'x_frame_options',
  'x_powered_by',
  'x_ua_compatible',
];

const headerFields = Object.fromEntries(
  HEADERS_SEEN_IN_REAL_DATA.map((header) => [
    `headers.${header}`,
    keyword(`Value of the HTTP ${header.replaceAll('_', '-')} response header.`),
  ]),
);

export const hostModuleFields = [
  ...defineFields({
    category: C.http,
    prefix: 'services.modules.http',
    fields: {
      title: text('Title of the HTML page.', { aggregatable: true }),
      status_code: integer('HTTP status code of the response, e.g. 200.'),
      protocol: keyword('HTTP version of the response, e.g. HTTP/1.1.'),
      content_length: integer('Length of the body in bytes (-1 when unknown).'),
      body_sha256: keyword('SHA-256 of the response body.'),
      body_murmur: integer('MurmurHash3 of the response body (as Shodan computes it).'),
      component: keyword('Web components identified, e.g. Nginx, WordPress.'),
      transfer_encoding: keyword('Transfer encodings of the response, e.g. chunked.'),
      ...headerFields,
      'headers.unknown.key': keyword('Name of a response header without a dedicated field.'),
      'headers.unknown.value': keyword('Value of a response header without a dedicated field.'),
      'redirects.location': keyword('Location a redirect pointed to.'),
      'redirects.status_code': integer('Status code of a redirect response.'),
      'redirects.status_line': keyword('Status line of a redirect response.'),
      'redirects.content_length': integer('Body length of a redirect response.'),
      'redirects.body_sha256': keyword('SHA-256 of a redirect response body.'),
      'redirects.body_murmur': integer('MurmurHash3 of a redirect response body.'),
    },
  }),
  ...defineFields({
    category: C.ssh,
    prefix: 'services.modules.ssh',
    fields: {
      banner: text('SSH identification banner, e.g. SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5.'),
      software: keyword('Software part of the banner, e.g. OpenSSH_9.6p1.'),
      version: keyword('SSH protocol version, e.g. 2.0.'),
      'key.algorithm': keyword('Algorithm of the host key, e.g. ecdsa-sha2-nistp256.'),
      'key.fingerprint_sha256': keyword('SHA-256 fingerprint of the host key.'),
      kex_algorithms: keyword('Key exchange algorithms offered by the server.'),
      host_key_algorithms: keyword('Host key algorithms offered by the server.'),
      client_to_server_ciphers: keyword('Ciphers offered, client to server.'),
      server_to_client_ciphers: keyword('Ciphers offered, server to client.'),
      client_to_server_macs: keyword('MAC algorithms offered, client to server.'),
      server_to_client_macs: keyword('MAC algorithms offered, server to client.'),
      client_to_server_compression: keyword('Compression methods offered, client to server.'),
      server_to_client_compression: keyword('Compression methods offered, server to client.'),
    },
  }),
  ...defineFields({
    category: C.ftp,
    prefix: 'services.modules.ftp',
    fields: { banner: text('FTP greeting banner.') },
  }),
  ...defineFields({
    category: C.smtp,
    prefix: 'services.modules.smtp',
    fields: { banner: text('SMTP greeting banner.') },
  }),
];
