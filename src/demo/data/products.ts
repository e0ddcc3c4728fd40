/**
 * Products that answer on services, as nmap-style service detection names them, with the
 * builds seen in the wild. Variants are listed most common first (the order is the Zipf
 * rank); a variant with version "" is a server that hides its version, which is what most
 * web servers do. Each product's CPE vendor/product follows nmap's probes; the OS a variant
 * reveals adds an OS CPE, as ODIN does (`cpe:/o:linux:linux_kernel`). Pure data, with tiny
 * builders that run once at load.
 */

export type OsKey = 'linux' | 'windows' | 'freebsd' | 'routeros' | 'ios';

export interface VariantRow {
  /** Version as service detection reports it ("" when not detected). */
  readonly version: string;
  /** Upstream version for the CPE ("" gives `ANY`). */
  readonly cpeVersion: string;
  readonly extraInfo: string;
  readonly os?: OsKey;
  /** HTTP: the Server header. SSH: the identification string. FTP/SMTP: the greeting. */
  readonly banner: string;
  /** SSH: which algorithm lists the server offers (see ssh.ts). */
  readonly flavor?: string;
}

export interface ProductRow {
  /** Product name as service detection reports it. */
  readonly product: string;
  /** CPE vendor and product; absent when detection gives no CPE. */
  readonly cpe?: readonly [vendor: string, product: string];
  /** Web component name (as the http module lists it), for HTTP products. */
  readonly component?: string;
  readonly variants: readonly VariantRow[];
}

const variant = (
  version: string,
  banner: string,
  extraInfo = '',
  os?: OsKey,
  cpeVersion = version,
): VariantRow => ({ version, cpeVersion, extraInfo, banner, ...(os ? { os } : {}) });

/** A product whose builds differ only by version; `banner` makes the greeting of each. */
const versions = (list: readonly string[], banner: (version: string) => string, os?: OsKey) =>
  list.map((version) => variant(version, banner(version), '', os));

const UBUNTU_SSH = 'Ubuntu Linux; protocol 2.0';

/** OpenSSH as packaged: upstream version, distribution suffix ("" for none), extra info. */
const openssh = (upstream: string, distro: string, extraInfo: string, flavor: string) => {
  const suffix = distro ? ` ${distro}` : '';
  const version = `${upstream}${distro ? ` ${distro.replace('-', ' ')}` : ''}`;
  const os: OsKey = upstream.includes('Windows')
    ? 'windows'
    : distro.startsWith('FreeBSD')
      ? 'freebsd'
      : 'linux';
  return {
    ...variant(version, `SSH-2.0-OpenSSH_${upstream}${suffix}`, extraInfo, os, upstream),
    flavor,
  };
};

export const PRODUCTS = {
  nginx: {
    product: 'nginx',
    cpe: ['igor_sysoev', 'nginx'],
    component: 'Nginx',
    variants: [
      variant('', 'nginx'),
      variant('1.18.0', 'nginx/1.18.0 (Ubuntu)', 'Ubuntu', 'linux'),
      variant('1.24.0', 'nginx/1.24.0'),
      variant('1.20.1', 'nginx/1.20.1'),
      variant('1.14.0', 'nginx/1.14.0 (Ubuntu)', 'Ubuntu', 'linux'),
      variant('1.22.1', 'nginx/1.22.1'),
      variant('1.26.2', 'nginx/1.26.2'),
      variant('1.27.2', 'nginx/1.27.2'),
      variant('1.16.1', 'nginx/1.16.1'),
      variant('1.10.3', 'nginx/1.10.3 (Ubuntu)', 'Ubuntu', 'linux'),
      variant('1.12.2', 'nginx/1.12.2'),
      variant('1.21.6', 'nginx/1.21.6'),
    ],
  },
  apache: {
    product: 'Apache httpd',
    cpe: ['apache', 'http_server'],
    component: 'Apache HTTP Server',
    variants: [
      variant('', 'Apache'),
      variant('2.4.41', 'Apache/2.4.41 (Ubuntu)', '(Ubuntu)', 'linux'),
      variant('2.4.6', 'Apache/2.4.6 (CentOS)', '(CentOS)', 'linux'),
      variant('2.4.52', 'Apache/2.4.52 (Ubuntu)', '(Ubuntu)', 'linux'),
      variant('2.4.58', 'Apache/2.4.58 (Ubuntu)', '(Ubuntu)', 'linux'),
      variant('2.4.62', 'Apache/2.4.62 (Debian)', '(Debian)', 'linux'),
      variant('2.4.29', 'Apache/2.4.29 (Ubuntu)', '(Ubuntu)', 'linux'),
      variant('2.4.18', 'Apache/2.4.18 (Ubuntu)', '(Ubuntu)', 'linux'),
      variant(
        '2.4.57',
        'Apache/2.4.57 (Win64) OpenSSL/1.1.1t PHP/8.2.4',
        '(Win64) OpenSSL/1.1.1t PHP/8.2.4',
        'windows',
      ),
      variant('2.2.15', 'Apache/2.2.15 (CentOS)', '(CentOS)', 'linux'),
      variant(
        '2.4.37',
        'Apache/2.4.37 (Red Hat Enterprise Linux)',
        '(Red Hat Enterprise Linux)',
        'linux',
      ),
    ],
  },
  iis: {
    product: 'Microsoft IIS httpd',
    cpe: ['microsoft', 'internet_information_services'],
    component: 'IIS',
    variants: [
      variant('10.0', 'Microsoft-IIS/10.0', '', 'windows'),
      variant('8.5', 'Microsoft-IIS/8.5', '', 'windows'),
      variant('7.5', 'Microsoft-IIS/7.5', '', 'windows'),
      variant('8.0', 'Microsoft-IIS/8.0', '', 'windows'),
      variant('6.0', 'Microsoft-IIS/6.0', '', 'windows'),
    ],
  },
  httpapi: {
    product: 'Microsoft HTTPAPI httpd',
    cpe: ['microsoft', 'http_server_api'],
    variants: [variant('2.0', 'Microsoft-HTTPAPI/2.0', 'SSDP/UPnP', 'windows')],
  },
  cloudflare: {
    product: 'cloudflare',
    component: 'Cloudflare',
    variants: [variant('', 'cloudflare')],
  },
  openresty: {
    product: 'OpenResty web app server',
    cpe: ['openresty', 'openresty'],
    component: 'OpenResty',
    variants: [
      variant('', 'openresty'),
      variant('1.21.4.1', 'openresty/1.21.4.1'),
      variant('1.19.9.1', 'openresty/1.19.9.1'),
      variant('1.25.3.1', 'openresty/1.25.3.1'),
    ],
  },
  lighttpd: {
    product: 'lighttpd',
    cpe: ['lighttpd', 'lighttpd'],
    component: 'lighttpd',
    variants: versions(['1.4.59', '1.4.45', '1.4.69', '1.4.35', '1.4.76'], (v) => `lighttpd/${v}`),
  },
  litespeed: {
    product: 'LiteSpeed httpd',
    cpe: ['litespeedtech', 'litespeed_web_server'],
    component: 'LiteSpeed',
    variants: [variant('', 'LiteSpeed')],
  },
  caddy: {
    product: 'Caddy httpd',
    cpe: ['caddyserver', 'caddy'],
    component: 'Caddy',
    variants: [variant('', 'Caddy')],
  },
  tomcat: {
    product: 'Apache Tomcat',
    cpe: ['apache', 'tomcat'],
    component: 'Apache Tomcat',
    variants: [
      variant('', ''),
      variant('9.0.50', ''),
      variant('8.5.78', ''),
      variant('10.1.16', ''),
      variant('7.0.109', ''),
    ],
  },
  jetty: {
    product: 'Jetty',
    cpe: ['eclipse', 'jetty'],
    component: 'Jetty',
    variants: [
      variant('9.4.44.v20210927', 'Jetty(9.4.44.v20210927)'),
      variant('', 'Jetty'),
      variant('9.4.z-SNAPSHOT', 'Jetty(9.4.z-SNAPSHOT)'),
      variant('10.0.13', 'Jetty(10.0.13)'),
      variant('8.1.16.v20140903', 'Jetty(8.1.16.v20140903)'),
    ],
  },
  golang: {
    product: 'Golang net/http server',
    cpe: ['golang', 'go'],
    component: 'Go',
    variants: [variant('', '')],
  },
  express: {
    product: 'Node.js Express framework',
    cpe: ['expressjs', 'express'],
    component: 'Express',
    variants: [variant('', '')],
  },
  gunicorn: {
    product: 'Gunicorn',
    cpe: ['gunicorn', 'gunicorn'],
    component: 'Gunicorn',
    variants: versions(['20.1.0', '19.9.0', '21.2.0', '22.0.0'], (v) => `gunicorn/${v}`),
  },
  werkzeug: {
    product: 'Werkzeug httpd',
    cpe: ['palletsprojects', 'werkzeug'],
    component: 'Flask',
    variants: [
      variant('2.0.1', 'Werkzeug/2.0.1 Python/3.8.10', 'Python 3.8.10'),
      variant('3.0.1', 'Werkzeug/3.0.1 Python/3.10.12', 'Python 3.10.12'),
      variant('1.0.1', 'Werkzeug/1.0.1 Python/3.6.9', 'Python 3.6.9'),
    ],
  },
  envoy: { product: 'Envoy', cpe: ['envoyproxy', 'envoy'], variants: [variant('', 'envoy')] },
  akamai: { product: 'AkamaiGHost', component: 'Akamai', variants: [variant('', 'AkamaiGHost')] },
  varnish: {
    product: 'Varnish http accelerator',
    cpe: ['varnish-cache', 'varnish'],
    component: 'Varnish',
    variants: [variant('', 'Varnish')],
  },
  boa: {
    product: 'Boa HTTPd',
    cpe: ['boa', 'boa'],
    variants: versions(['0.94.14rc21', '0.94.13'], (v) => `Boa/${v}`, 'linux'),
  },
  miniHttpd: {
    product: 'mini_httpd',
    cpe: ['acme', 'mini_httpd'],
    variants: versions(['1.30', '1.19'], (v) => `mini_httpd/${v} 26Oct2018`),
  },
  goahead: {
    product: 'GoAhead WebServer',
    cpe: ['embedthis', 'goahead'],
    variants: [variant('', 'GoAhead-Webs'), variant('2.5.0', 'GoAhead-Webs/2.5.0')],
  },
  kestrel: {
    product: 'Kestrel httpd',
    cpe: ['microsoft', 'kestrel'],
    variants: [variant('', 'Kestrel')],
  },
  routerosHttp: {
    product: 'MikroTik router config httpd',
    cpe: ['mikrotik', 'routeros'],
    variants: [variant('', '', '', 'routeros')],
  },
  elasticsearch: {
    product: 'Elasticsearch REST API',
    cpe: ['elastic', 'elasticsearch'],
    component: 'Elasticsearch',
    variants: versions(['7.17.9', '8.11.1', '7.10.2', '6.8.23', '8.15.0', '5.6.16'], () => ''),
  },
  couchdb: {
    product: 'CouchDB httpd',
    cpe: ['apache', 'couchdb'],
    variants: versions(['3.3.2', '2.3.1', '3.1.1'], (v) => `CouchDB/${v} (Erlang OTP/24)`),
  },
  miniserv: {
    product: 'MiniServ',
    cpe: ['webmin', 'webmin'],
    component: 'Webmin',
    variants: versions(['2.105', '1.984', '1.890', '2.021'], (v) => `MiniServ/${v}`),
  },
  cpanel: {
    product: 'cPanel httpd',
    cpe: ['cpanel', 'cpanel'],
    component: 'cPanel',
    variants: [variant('', 'cpsrvd'), variant('11.118.0.15', 'cpsrvd/11.118.0.15')],
  },
  docker: {
    product: 'Docker',
    cpe: ['docker', 'docker'],
    variants: versions(['24.0.7', '20.10.21', '26.1.3', '19.03.13'], (v) => `Docker/${v} (linux)`),
  },
  influxdb: {
    product: 'InfluxDB http admin',
    cpe: ['influxdata', 'influxdb'],
    variants: versions(['1.8.10', '2.7.4', '1.7.9'], () => ''),
  },
  squid: {
    product: 'Squid http proxy',
    cpe: ['squid-cache', 'squid'],
    variants: versions(['4.10', '5.7', '3.5.20', '6.6'], (v) => `squid/${v}`),
  },
  openssh: {
    product: 'OpenSSH',
    cpe: ['openbsd', 'openssh'],
    variants: [
      openssh('8.9p1', 'Ubuntu-3ubuntu0.10', UBUNTU_SSH, 'openssh-modern'),
      openssh('8.2p1', 'Ubuntu-4ubuntu0.11', UBUNTU_SSH, 'openssh-mid'),
      openssh('7.4', '', 'protocol 2.0', 'openssh-mid'),
      openssh('9.6p1', 'Ubuntu-3ubuntu13.5', UBUNTU_SSH, 'openssh-modern'),
      openssh('8.4p1', 'Debian-5+deb11u3', 'protocol 2.0', 'openssh-mid'),
      openssh('9.2p1', 'Debian-2+deb12u3', 'protocol 2.0', 'openssh-modern'),
      openssh('7.6p1', 'Ubuntu-4ubuntu0.7', UBUNTU_SSH, 'openssh-mid'),
      openssh('8.0', '', 'protocol 2.0', 'openssh-mid'),
      openssh('7.9p1', 'Debian-10+deb10u4', 'protocol 2.0', 'openssh-mid'),
      openssh('8.7', '', 'protocol 2.0', 'openssh-modern'),
      openssh('7.2p2', 'Ubuntu-4ubuntu2.10', UBUNTU_SSH, 'openssh-old'),
      openssh('9.7', '', 'protocol 2.0', 'openssh-modern'),
      openssh('6.6.1p1', 'Ubuntu-2ubuntu2.13', UBUNTU_SSH, 'openssh-old'),
      openssh('9.3', 'FreeBSD-20230719', 'FreeBSD 20230719; protocol 2.0', 'openssh-modern'),
      openssh('5.3', '', 'protocol 2.0', 'openssh-old'),
      openssh('for_Windows_8.1', '', 'protocol 2.0', 'openssh-mid'),
      openssh('9.9', '', 'protocol 2.0', 'openssh-modern'),
    ],
  },
  dropbear: {
    product: 'Dropbear sshd',
    cpe: ['matt_johnston', 'dropbear_ssh_server'],
    variants: ['2020.81', '2019.78', '2022.83', '2018.76', '2017.75', '2014.66'].map((v) => ({
      ...variant(v, `SSH-2.0-dropbear_${v}`, 'protocol 2.0', 'linux'),
      flavor: 'dropbear',
    })),
  },
  ciscoSsh: {
    product: 'Cisco SSH',
    cpe: ['cisco', 'ssh'],
    variants: [
      { ...variant('1.25', 'SSH-2.0-Cisco-1.25', 'protocol 2.0', 'ios'), flavor: 'cisco' },
    ],
  },
  routerosSsh: {
    product: 'MikroTik RouterOS sshd',
    cpe: ['mikrotik', 'routeros'],
    variants: [{ ...variant('', 'SSH-2.0-ROSSSH', 'protocol 2.0', 'routeros'), flavor: 'cisco' }],
  },
  vsftpd: {
    product: 'vsftpd',
    cpe: ['beasts', 'vsftpd'],
    variants: versions(
      ['3.0.3', '3.0.2', '3.0.5', '2.3.4', '2.2.2'],
      (v) => `220 (vsFTPd ${v})\r\n`,
    ),
  },
  proftpd: {
    product: 'ProFTPD',
    cpe: ['proftpd', 'proftpd'],
    variants: versions(
      ['1.3.5e', '1.3.6', '1.3.8b', '1.3.5b', '1.3.7a'],
      (v) => `220 ProFTPD ${v} Server (ProFTPD Default Installation)\r\n`,
    ),
  },
  pureftpd: {
    product: 'Pure-FTPd',
    cpe: ['pureftpd', 'pure-ftpd'],
    variants: [
      variant(
        '',
        '220---------- Welcome to Pure-FTPd [privsep] [TLS] ----------\r\n220-You are user number 1 of 50 allowed.\r\n220-This is a private system - No anonymous login\r\n220 You will be disconnected after 15 minutes of inactivity.\r\n',
      ),
    ],
  },
  filezilla: {
    product: 'FileZilla ftpd',
    cpe: ['filezilla-project', 'filezilla_server'],
    variants: versions(
      ['1.7.0', '0.9.60 beta', '1.8.1', '0.9.41 beta'],
      (v) => `220-FileZilla Server ${v}\r\n220 Please visit https://filezilla-project.org/\r\n`,
      'windows',
    ),
  },
  msftpd: {
    product: 'Microsoft ftpd',
    cpe: ['microsoft', 'ftp_service'],
    variants: [variant('', '220 Microsoft FTP Service\r\n', '', 'windows')],
  },
  postfix: {
    product: 'Postfix smtpd',
    cpe: ['postfix', 'postfix'],
    variants: [
      variant('', '220 {host} ESMTP Postfix\r\n'),
      variant('', '220 {host} ESMTP Postfix (Ubuntu)\r\n', '', 'linux'),
    ],
  },
  exim: {
    product: 'Exim smtpd',
    cpe: ['exim', 'exim'],
    variants: versions(
      ['4.96', '4.97.1', '4.95', '4.94.2', '4.92'],
      (v) =>
        `220-{host} ESMTP Exim ${v} #2 {date} \r\n220-We do not authorize the use of this system to transport unsolicited, \r\n220 and/or bulk e-mail.\r\n`,
      'linux',
    ),
  },
  exchangeSmtp: {
    product: 'Microsoft Exchange smtpd',
    cpe: ['microsoft', 'exchange_server'],
    variants: [
      variant('', '220 {host} Microsoft ESMTP MAIL Service ready at {date}\r\n', '', 'windows'),
    ],
  },
  sendmail: {
    product: 'Sendmail',
    cpe: ['sendmail', 'sendmail'],
    variants: versions(
      ['8.15.2', '8.14.7', '8.17.1'],
      (v) => `220 {host} ESMTP Sendmail ${v}/${v}; {date}\r\n`,
      'linux',
    ),
  },
  dovecotPop3: {
    product: 'Dovecot pop3d',
    cpe: ['dovecot', 'dovecot'],
    variants: [variant('', '')],
  },
  dovecotImap: {
    product: 'Dovecot imapd',
    cpe: ['dovecot', 'dovecot'],
    variants: [variant('', ''), variant('', '', 'Ubuntu', 'linux')],
  },
  courierImap: {
    product: 'Courier Imapd',
    cpe: ['courier-mta', 'courier-imap'],
    variants: [variant('', '')],
  },
  zimbraImap: { product: 'Zimbra imapd', variants: [variant('', '')] },
  zimbraPop3: {
    product: 'Zimbra Collabration Suite pop3d',
    cpe: ['zimbra', 'collaboration_server'],
    variants: [variant('', '')],
  },
  bind: {
    product: 'ISC BIND',
    cpe: ['isc', 'bind'],
    variants: versions(['9.16.1', '9.11.4-P2', '9.18.28', '9.10.3-P4', '9.9.4'], () => '', 'linux'),
  },
  dnsmasq: {
    product: 'dnsmasq',
    cpe: ['thekelleys', 'dnsmasq'],
    variants: versions(['2.80', '2.85', '2.90', '2.76', '2.89'], () => ''),
  },
  msDns: {
    product: 'Microsoft DNS',
    cpe: ['microsoft', 'dns_server'],
    variants: [variant('6.1.7601 (1DB15D39)', '', 'Windows Server 2008 R2 SP1', 'windows')],
  },
  unbound: {
    product: 'Unbound',
    cpe: ['nlnetlabs', 'unbound'],
    variants: versions(['1.13.1', '1.17.1'], () => ''),
  },
  msRdp: {
    product: 'Microsoft Terminal Services',
    variants: [variant('', '', '', 'windows')],
  },
  xrdp: {
    product: 'xrdp',
    cpe: ['neutrinolabs', 'xrdp'],
    variants: [variant('', '', '', 'linux')],
  },
  mysql: {
    product: 'MySQL',
    cpe: ['mysql', 'mysql'],
    variants: versions(['5.7.44', '8.0.36', '5.6.51', '8.0.28', '5.5.62', '8.4.0'], () => ''),
  },
  mariadb: {
    product: 'MariaDB',
    cpe: ['mariadb', 'mariadb'],
    variants: versions(['10.6.18', '10.3.39', '10.11.6', '10.5.23', '5.5.68'], () => ''),
  },
  postgresql: {
    product: 'PostgreSQL DB',
    cpe: ['postgresql', 'postgresql'],
    variants: [
      variant('', ''),
      variant('9.6.0 - 9.6.2', '', '', undefined, '9.6'),
      variant('12.18', ''),
    ],
  },
  redis: {
    product: 'Redis key-value store',
    cpe: ['redis', 'redis'],
    variants: versions(['6.0.16', '7.0.15', '5.0.7', '7.2.4', '4.0.14', '3.2.12'], () => ''),
  },
  mongodb: {
    product: 'MongoDB',
    cpe: ['mongodb', 'mongodb'],
    variants: versions(['4.4.29', '6.0.13', '5.0.24', '3.6.8', '7.0.5'], () => ''),
  },
  mssql: {
    product: 'Microsoft SQL Server 2019',
    cpe: ['microsoft', 'sql_server'],
    variants: [
      variant('15.00.2000.00', '', 'RTM', 'windows', '2019'),
      variant('15.00.4153.00', '', 'RTM', 'windows', '2019'),
    ],
  },
  samba: {
    product: 'Samba smbd',
    cpe: ['samba', 'samba'],
    variants: [variant('', ''), variant('3.X - 4.X', '', 'workgroup: WORKGROUP', 'linux', '')],
  },
  msSmb: {
    product: 'Microsoft Windows netbios-ssn',
    variants: [variant('', '', '', 'windows')],
  },
  linuxTelnetd: { product: 'Linux telnetd', variants: [variant('', '', '', 'linux')] },
  busyboxTelnetd: {
    product: 'BusyBox telnetd',
    cpe: ['busybox', 'busybox'],
    variants: [variant('', '', '', 'linux'), variant('1.22.1', '', '', 'linux')],
  },
  ciscoTelnetd: { product: 'Cisco router telnetd', variants: [variant('', '', '', 'ios')] },
  realvnc: {
    product: 'RealVNC Enterprise',
    cpe: ['realvnc', 'realvnc'],
    variants: [variant('5.3', '', 'protocol 5.0')],
  },
  vnc: {
    product: 'VNC',
    variants: [variant('', '', 'protocol 3.8'), variant('', '', 'protocol 3.3')],
  },
  tightvnc: {
    product: 'TightVNC',
    cpe: ['tightvnc', 'tightvnc'],
    variants: [variant('', '', 'protocol 3.8')],
  },
  netSnmp: {
    product: 'net-snmp',
    cpe: ['net-snmp', 'net-snmp'],
    variants: [variant('', '', 'SNMPv3 server', 'linux')],
  },
  ntp: { product: 'NTP', cpe: ['ntp', 'ntp'], variants: [variant('v4', '', '', undefined, '')] },
  asterisk: {
    product: 'Asterisk PBX',
    cpe: ['digium', 'asterisk'],
    variants: versions(['16.2.1', '18.15.0', '13.38.3'], () => ''),
  },
  cups: {
    product: 'CUPS',
    cpe: ['apple', 'cups'],
    variants: versions(['2.4', '2.3', '2.2', '1.7'], () => ''),
  },
  mosquitto: {
    product: 'Mosquitto',
    cpe: ['eclipse', 'mosquitto'],
    variants: [variant('', ''), variant('2.0.18', ''), variant('1.6.9', '')],
  },
  rabbitmq: {
    product: 'RabbitMQ',
    cpe: ['vmware', 'rabbitmq'],
    variants: versions(['3.8.9', '3.12.13', '3.9.13'], () => ''),
  },
  openldap: {
    product: 'OpenLDAP',
    cpe: ['openldap', 'openldap'],
    variants: [variant('2.2.X - 2.3.X', '', '', undefined, '')],
  },
  msLdap: {
    product: 'Microsoft Windows Active Directory LDAP',
    variants: [variant('', '', 'Domain: corp.local, Site: Default-First-Site-Name', 'windows')],
  },
  memcached: {
    product: 'Memcached',
    cpe: ['memcached', 'memcached'],
    variants: versions(['1.6.21', '1.5.22', '1.4.25', '1.6.14'], () => ''),
  },
  miniupnp: {
    product: 'MiniUPnP',
    cpe: ['miniupnp_project', 'miniupnpd'],
    variants: versions(['1.6', '2.0', '1.9'], () => '', 'linux'),
  },
  rpcbind: { product: 'rpcbind', variants: versions(['2-4'], () => '') },
  msrpc: { product: 'Microsoft Windows RPC', variants: [variant('', '', '', 'windows')] },
  mikrotikPptp: {
    product: 'MikroTik PPTP',
    cpe: ['mikrotik', 'routeros'],
    variants: [variant('', '', '', 'routeros')],
  },
  openvpn: { product: 'OpenVPN', cpe: ['openvpn', 'openvpn'], variants: [variant('', '')] },
  zookeeper: {
    product: 'Zookeeper',
    cpe: ['apache', 'zookeeper'],
    variants: versions(
      [
        '3.4.13-2d71af4dbe22557fda74f9a9b4309b15a7487f03',
        '3.6.3--6401e4ad2087061bc6b9f80dec2d69f2e3c8660a',
      ],
      () => '',
    ),
  },
  kafka: { product: 'Apache Kafka', cpe: ['apache', 'kafka'], variants: [variant('', '')] },
  cassandra: {
    product: 'Apache Cassandra',
    cpe: ['apache', 'cassandra'],
    variants: versions(['3.11.2', '4.0.11'], () => ''),
  },
  rtspHikvision: {
    product: 'Hikvision 7513 POE IP camera rtspd',
    cpe: ['hikvision', 'ip_camera'],
    variants: [variant('', '')],
  },
  rtspDahua: { product: 'Dahua IP camera rtspd', variants: [variant('', '')] },
  x11: { product: 'X11', variants: [variant('', '', 'access denied')] },
  bgp: { product: 'BGP', variants: [variant('', '')] },
} satisfies Record<string, ProductRow>;

export type ProductKey = keyof typeof PRODUCTS;
