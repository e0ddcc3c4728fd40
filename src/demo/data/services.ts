/**
 * Service profiles: what answers on a kind of port. Each names the service as detection
 * reports it, the products seen there (most common first: the order is the Zipf rank; ""
 * is a service whose product was not identified, common in real data), the protocol
 * module that records banners for it, and the `_meta` ODIN gives it. Pure data.
 */
import type { ProductKey } from './products.js';

export type ModuleKind = 'http' | 'ssh' | 'ftp' | 'smtp';
/** Modules not declared in the schema: their leaves are discovered at ingest. */
export type ExtraModuleKind = 'redis' | 'elasticsearch' | 'mongodb' | 'mysql' | 'memcached';

export interface ServiceProfile {
  /** Service name, e.g. `http`, `ssh`, `ms-wbt-server`. */
  readonly name: string;
  readonly products: readonly (ProductKey | '')[];
  /** Zipf exponent over the products (default 1.1); higher when one product dominates. */
  readonly skew?: number;
  readonly module?: ModuleKind;
  readonly extraModule?: ExtraModuleKind;
  /** Chance of a TLS module without an SSL tunnel (STARTTLS, RDP's TLS). */
  readonly startTls?: number;
  readonly meta: { readonly name: string; readonly desc: string; readonly category: string };
}

const WEB_SERVERS: readonly (ProductKey | '')[] = [
  'nginx',
  'apache',
  'cloudflare',
  'iis',
  'httpapi',
  'openresty',
  '',
  'lighttpd',
  'golang',
  'litespeed',
  'jetty',
  'tomcat',
  'express',
  'caddy',
  'akamai',
  'envoy',
  'gunicorn',
  'werkzeug',
  'boa',
  'goahead',
  'varnish',
  'miniHttpd',
  'kestrel',
  'routerosHttp',
];

const meta = (name: string, desc: string, category: string) => ({ name, desc, category });

const WEB = meta('HTTP', 'Web server', 'web');
const DATABASE = 'database';

export const SERVICE_PROFILES = {
  http: { name: 'http', products: WEB_SERVERS, module: 'http', meta: WEB },
  httpAlt: {
    name: 'http',
    products: [
      'nginx',
      'golang',
      'apache',
      'jetty',
      '',
      'tomcat',
      'express',
      'werkzeug',
      'gunicorn',
      'kestrel',
      'openresty',
      'lighttpd',
      'caddy',
    ],
    module: 'http',
    meta: WEB,
  },
  httpProxy: {
    name: 'http-proxy',
    products: ['squid', '', 'nginx', 'apache', 'varnish'],
    module: 'http',
    meta: meta('HTTP proxy', 'Forward or caching web proxy', 'web'),
  },
  panel: {
    name: 'http',
    products: ['cpanel', 'miniserv', 'apache', 'nginx', 'litespeed'],
    module: 'http',
    meta: meta('Hosting panel', 'Web hosting control panel', 'web'),
  },
  elasticsearch: {
    name: 'http',
    products: ['elasticsearch'],
    module: 'http',
    extraModule: 'elasticsearch',
    meta: meta('Elasticsearch', 'Search engine REST API', DATABASE),
  },
  couchdb: {
    name: 'http',
    products: ['couchdb'],
    module: 'http',
    meta: meta('CouchDB', 'Document database HTTP API', DATABASE),
  },
  influxdb: {
    name: 'http',
    products: ['influxdb', 'golang'],
    module: 'http',
    meta: meta('InfluxDB', 'Time series database HTTP API', DATABASE),
  },
  docker: {
    name: 'docker',
    products: ['docker', 'golang'],
    module: 'http',
    meta: meta('Docker', 'Docker Engine API', 'devops'),
  },
  kubernetes: {
    name: 'http',
    products: ['golang', ''],
    module: 'http',
    meta: meta('Kubernetes', 'Kubernetes API server', 'devops'),
  },
  ssh: {
    name: 'ssh',
    products: ['openssh', 'dropbear', '', 'routerosSsh', 'ciscoSsh'],
    skew: 2.5,
    module: 'ssh',
    meta: meta('SSH', 'Secure Shell remote login', 'remote_access'),
  },
  ftp: {
    name: 'ftp',
    products: ['vsftpd', 'pureftpd', 'proftpd', 'filezilla', 'msftpd', ''],
    module: 'ftp',
    startTls: 0.4,
    meta: meta('FTP', 'File Transfer Protocol', 'file_transfer'),
  },
  smtp: {
    name: 'smtp',
    products: ['postfix', 'exim', 'exchangeSmtp', 'sendmail', ''],
    module: 'smtp',
    startTls: 0.7,
    meta: meta('SMTP', 'Mail transfer', 'email'),
  },
  pop3: {
    name: 'pop3',
    products: ['dovecotPop3', '', 'zimbraPop3'],
    startTls: 0.4,
    meta: meta('POP3', 'Mailbox access', 'email'),
  },
  imap: {
    name: 'imap',
    products: ['dovecotImap', 'courierImap', '', 'zimbraImap'],
    startTls: 0.4,
    meta: meta('IMAP', 'Mailbox access', 'email'),
  },
  dns: {
    name: 'domain',
    products: ['bind', 'dnsmasq', '', 'msDns', 'unbound'],
    meta: meta('DNS', 'Domain name server', 'network'),
  },
  rdp: {
    name: 'ms-wbt-server',
    products: ['msRdp', 'xrdp', ''],
    startTls: 0.6,
    meta: meta('RDP', 'Remote Desktop Protocol', 'remote_access'),
  },
  mysql: {
    name: 'mysql',
    products: ['mysql', 'mariadb', ''],
    extraModule: 'mysql',
    meta: meta('MySQL', 'Relational database', DATABASE),
  },
  postgresql: {
    name: 'postgresql',
    products: ['postgresql', ''],
    meta: meta('PostgreSQL', 'Relational database', DATABASE),
  },
  redis: {
    name: 'redis',
    products: ['redis', ''],
    extraModule: 'redis',
    meta: meta('Redis', 'In-memory key-value store', DATABASE),
  },
  mongodb: {
    name: 'mongodb',
    products: ['mongodb', ''],
    extraModule: 'mongodb',
    meta: meta('MongoDB', 'Document database', DATABASE),
  },
  mssql: {
    name: 'ms-sql-s',
    products: ['mssql', ''],
    meta: meta('MSSQL', 'Microsoft SQL Server', DATABASE),
  },
  memcached: {
    name: 'memcached',
    products: ['memcached', ''],
    extraModule: 'memcached',
    meta: meta('Memcached', 'In-memory cache', DATABASE),
  },
  smb: {
    name: 'microsoft-ds',
    products: ['', 'samba', 'msSmb'],
    meta: meta('SMB', 'Windows file sharing', 'file_transfer'),
  },
  netbios: {
    name: 'netbios-ssn',
    products: ['msSmb', 'samba'],
    meta: meta('NetBIOS', 'NetBIOS session service', 'network'),
  },
  telnet: {
    name: 'telnet',
    products: ['', 'busyboxTelnetd', 'linuxTelnetd', 'ciscoTelnetd'],
    meta: meta('Telnet', 'Unencrypted remote login', 'remote_access'),
  },
  vnc: {
    name: 'vnc',
    products: ['vnc', 'realvnc', 'tightvnc', ''],
    meta: meta('VNC', 'Remote desktop', 'remote_access'),
  },
  snmp: {
    name: 'snmp',
    products: ['netSnmp', ''],
    meta: meta('SNMP', 'Network management', 'network'),
  },
  ntp: { name: 'ntp', products: ['ntp'], meta: meta('NTP', 'Network time', 'network') },
  sip: {
    name: 'sip',
    products: ['', 'asterisk'],
    meta: meta('SIP', 'Voice over IP signalling', 'voip'),
  },
  rtsp: {
    name: 'rtsp',
    products: ['', 'rtspHikvision', 'rtspDahua'],
    meta: meta('RTSP', 'Video streaming', 'iot'),
  },
  mqtt: {
    name: 'mqtt',
    products: ['mosquitto', ''],
    meta: meta('MQTT', 'IoT message broker', 'iot'),
  },
  amqp: {
    name: 'amqp',
    products: ['rabbitmq', ''],
    meta: meta('AMQP', 'Message broker', 'messaging'),
  },
  ldap: {
    name: 'ldap',
    products: ['openldap', 'msLdap', ''],
    meta: meta('LDAP', 'Directory service', 'network'),
  },
  ipp: { name: 'ipp', products: ['cups'], meta: meta('IPP', 'Internet printing', 'iot') },
  upnp: { name: 'upnp', products: ['miniupnp', ''], meta: meta('UPnP', 'Device discovery', 'iot') },
  rpcbind: {
    name: 'rpcbind',
    products: ['rpcbind'],
    meta: meta('RPC', 'ONC RPC port mapper', 'network'),
  },
  msrpc: {
    name: 'msrpc',
    products: ['msrpc'],
    meta: meta('MSRPC', 'Windows RPC endpoint mapper', 'network'),
  },
  pptp: { name: 'pptp', products: ['mikrotikPptp', ''], meta: meta('PPTP', 'VPN tunnel', 'vpn') },
  openvpn: { name: 'openvpn', products: ['openvpn'], meta: meta('OpenVPN', 'VPN tunnel', 'vpn') },
  ike: { name: 'isakmp', products: [''], meta: meta('IKE', 'IPsec key exchange', 'vpn') },
  zookeeper: {
    name: 'zookeeper',
    products: ['zookeeper'],
    meta: meta('ZooKeeper', 'Coordination service', 'devops'),
  },
  kafka: {
    name: 'kafka',
    products: ['kafka', ''],
    meta: meta('Kafka', 'Event streaming', 'messaging'),
  },
  cassandra: {
    name: 'cassandra-native',
    products: ['cassandra', ''],
    meta: meta('Cassandra', 'Wide-column database', DATABASE),
  },
  x11: { name: 'X11', products: ['x11'], meta: meta('X11', 'X Window System', 'remote_access') },
  bgp: { name: 'bgp', products: ['bgp'], meta: meta('BGP', 'Border gateway protocol', 'network') },
  ics: { name: 'unknown', products: [''], meta: meta('ICS', 'Industrial control protocol', 'ics') },
  unknown: { name: 'unknown', products: [''], meta: meta('', '', '') },
} satisfies Record<string, ServiceProfile>;

export type ProfileKey = keyof typeof SERVICE_PROFILES;
