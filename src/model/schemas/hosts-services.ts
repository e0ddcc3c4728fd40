/**
 * Host fields about services, the software identified on them and their vulnerabilities.
 * Text/keyword and tier rules: see hosts.ts.
 */
import { boolean, date, defineFields, float, integer, keyword, text } from './define.js';
import { HOST_CATEGORIES as C } from './hosts-categories.js';

export const hostServiceFields = [
  ...defineFields({
    category: C.services,
    prefix: 'services',
    fields: {
      port: integer('Port number the service listens on.'),
      protocol: keyword('Transport protocol, tcp or udp.'),
      name: keyword('Service name, e.g. http, ssh.'),
      product: keyword('Product that answered, e.g. nginx, OpenSSH.'),
      version: keyword('Version of the product.'),
      extra_info: keyword('Extra information reported by the service detection.'),
      tunnel: keyword('Tunnel the service is wrapped in, e.g. ssl.'),
      url: keyword('URL of the service.'),
      last_updated_at: date('When the service was last observed.'),
      '_meta.category': keyword('Category of the service.'),
      '_meta.desc': text('Description of the service.'),
      '_meta.name': keyword('Display name of the service.'),
      '_meta.tags': keyword('Tags of the service.'),
    },
  }),
  ...defineFields({
    category: C.software,
    prefix: 'services.softwares',
    fields: {
      uri: keyword('CPE URI of the software, e.g. cpe:/a:igor_sysoev:nginx.'),
      part: keyword('CPE part: a (application), o (operating system) or h (hardware).'),
      vendor: keyword('CPE vendor, e.g. igor_sysoev.'),
      product: keyword('CPE product, e.g. nginx.'),
      version: keyword('CPE version (ANY when unknown).'),
      language: keyword('CPE language (ANY when unknown).'),
      edition: keyword('CPE edition (ANY when unknown).'),
      update: keyword('CPE update (ANY when unknown).'),
    },
  }),
  ...defineFields({
    category: C.vulnerabilities,
    fields: { is_vuln: boolean('True when at least one service has a known CVE.') },
  }),
  ...defineFields({
    category: C.vulnerabilities,
    prefix: 'services.cve',
    tier: 'pro',
    fields: {
      id: keyword('CVE id, e.g. CVE-2021-44228.', { tier: 'free' }),
      severity: keyword('Severity: low, medium, high or critical.', { tier: 'free' }),
      score: float('CVSS base score, 0 to 10.'),
      summary: text('Summary of the vulnerability.'),
      vector_string: keyword('CVSS vector string.'),
      weakness: keyword('CWE id of the weakness.'),
      references: keyword('Reference URLs about the vulnerability.'),
      services: keyword('Services the vulnerability applies to.'),
      'exploit.id': keyword('Id of a public exploit for the CVE.'),
      'exploit.description': text('Description of the exploit.'),
      'exploit.file': keyword('Path of the exploit in its collection.'),
      'exploit.platform': keyword('Platform the exploit targets.'),
      'exploit.type': keyword('Type of exploit, e.g. remote, webapps.'),
      'exploit.url': keyword('URL of the exploit.'),
    },
  }),
];
