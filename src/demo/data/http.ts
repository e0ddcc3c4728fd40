/**
 * Web pages an HTTP service answers with: the default pages of web servers (tied to the
 * product) and the pages of applications, devices and error responses found on any
 * server, most common first (the order is the Zipf rank). Pure data.
 */
import type { ProductKey } from './products.js';

export interface PageRow {
  /** The HTML title ("" for pages without one). */
  readonly title: string;
  readonly status: number;
  readonly contentType: string;
  /** Web components identified on the page, besides the server's own. */
  readonly components?: readonly string[];
  /** `X-Powered-By`, when the application sends it. */
  readonly poweredBy?: string;
  /** Approximate body length; the exact value varies a little per host when dynamic. */
  readonly length: number;
  /** True when the body is the same everywhere (default pages): same hashes on every host. */
  readonly static?: boolean;
}

const HTML = 'text/html';
const HTML_UTF8 = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=UTF-8';

const page = (
  title: string,
  status: number,
  length: number,
  options: Partial<Omit<PageRow, 'title' | 'status' | 'length'>> = {},
): PageRow => ({ title, status, length, contentType: HTML_UTF8, ...options });

const fixed = (title: string, status: number, length: number, contentType = HTML): PageRow => ({
  title,
  status,
  length,
  contentType,
  static: true,
});

/** Pages served by any web server, application or device. */
export const GENERIC_PAGES: readonly PageRow[] = [
  fixed('404 Not Found', 404, 153),
  page('', 200, 0, { contentType: HTML }),
  fixed('403 Forbidden', 403, 153),
  page('Login', 200, 4120),
  fixed('301 Moved Permanently', 301, 169),
  page('Dashboard', 200, 18342),
  fixed('Index of /', 200, 911),
  fixed('502 Bad Gateway', 502, 157),
  fixed('400 The plain HTTP request was sent to HTTPS port', 400, 255),
  page('Just a moment...', 403, 4502, { components: ['Cloudflare Bot Management'] }),
  fixed('Document Moved', 302, 148),
  page('Sign in', 200, 6231),
  page('Home', 200, 35210, { components: ['WordPress', 'PHP', 'MySQL'], poweredBy: 'PHP/7.4.33' }),
  page('WordPress', 200, 48112, {
    components: ['WordPress', 'PHP', 'MySQL'],
    poweredBy: 'PHP/8.1.27',
  }),
  fixed('503 Service Temporarily Unavailable', 503, 190),
  page('Site not found', 404, 1520),
  fixed('401 Authorization Required', 401, 179),
  page('Grafana', 200, 37560, { components: ['Grafana', 'Go', 'React'] }),
  page('Jenkins [Jenkins]', 403, 2135, { components: ['Jenkins', 'Java'] }),
  page('GitLab', 302, 99, { components: ['GitLab', 'Ruby on Rails'] }),
  page('RouterOS router configuration page', 200, 2764, { components: ['MikroTik RouterOS'] }),
  page('Synology DiskStation', 200, 2916, { components: ['Synology DSM'] }),
  page('phpMyAdmin', 200, 14851, { components: ['phpMyAdmin', 'PHP'], poweredBy: 'PHP/7.4.3' }),
  page('Kibana', 200, 71458, { components: ['Kibana', 'Node.js'] }),
  page('Roundcube Webmail :: Welcome to Roundcube Webmail', 200, 5478, {
    components: ['Roundcube', 'PHP'],
  }),
  page('Outlook', 200, 58728, {
    components: ['Microsoft Exchange Server', 'ASP.NET'],
    poweredBy: 'ASP.NET',
  }),
  page('Plesk Obsidian 18.0.61', 200, 7713, {
    components: ['Plesk', 'PHP'],
    poweredBy: 'PleskLin',
  }),
  page('cPanel Login', 200, 37982, { components: ['cPanel'] }),
  page('Webmin', 200, 4812, { components: ['Webmin'] }),
  page('Portainer', 200, 22816, { components: ['Portainer'] }),
  page('Prometheus Time Series Collection and Processing Server', 200, 8230, {
    components: ['Prometheus'],
  }),
  page('RabbitMQ Management', 200, 2884, { components: ['RabbitMQ'] }),
  page('SonarQube', 200, 4023, { components: ['SonarQube', 'Java'] }),
  page('Apache Tomcat/9.0.50', 200, 11230, { components: ['Apache Tomcat', 'Java'] }),
  page('FortiGate', 200, 1380, { components: ['Fortinet FortiGate'] }),
  page('GlobalProtect Portal', 200, 11741, { components: ['Palo Alto Networks GlobalProtect'] }),
  page('Hikvision Digital Technology', 200, 480, { components: ['Hikvision'] }),
  page('WEB SERVICE', 200, 1893, { components: ['Dahua'] }),
  page('NETGEAR Router', 401, 0),
  page('TP-LINK', 200, 3022),
  page('Zabbix', 200, 3390, { components: ['Zabbix', 'PHP'] }),
  page('MinIO Console', 200, 1327, { components: ['MinIO'] }),
  page('Swagger UI', 200, 1520, { components: ['Swagger UI'] }),
  page('Vaultwarden Web', 200, 1820),
  page('Nextcloud', 200, 13842, { components: ['Nextcloud', 'PHP'], poweredBy: 'PHP/8.2.20' }),
  page('ownCloud', 200, 5502, { components: ['ownCloud', 'PHP'] }),
  page('Home Assistant', 200, 6217, { components: ['Home Assistant', 'Python'] }),
  page('Adminer', 200, 4108, { components: ['Adminer', 'PHP'] }),
  page('Coming Soon', 200, 3125),
  page('Domain Default page', 200, 3320, { components: ['Plesk'] }),
  page('Index', 200, 1211),
  page('Error', 500, 1245),
  page('Welcome', 200, 2210),
  page('Test Page', 200, 310),
  page('Ubiquiti UniFi', 200, 2651, { components: ['UniFi Network'] }),
  page('Proxmox Virtual Environment', 200, 2375, { components: ['Proxmox VE'] }),
  page('VMware ESXi', 200, 4031, { components: ['VMware ESXi'] }),
  page('Citrix Gateway', 200, 3082, { components: ['Citrix NetScaler'] }),
  page('Pi-hole', 200, 2861, { components: ['Pi-hole', 'PHP'] }),
  page('OpenWrt - LuCI', 200, 1014, { components: ['OpenWrt', 'Lua'] }),
  page('{"status":"ok"}', 200, 15, { contentType: JSON_TYPE }),
];

/** Default and error pages of particular servers, shown instead of a generic page. */
export const PRODUCT_PAGES: Partial<Record<ProductKey, readonly PageRow[]>> = {
  nginx: [
    fixed('Welcome to nginx!', 200, 615),
    fixed('404 Not Found', 404, 153),
    fixed('403 Forbidden', 403, 153),
    fixed('502 Bad Gateway', 502, 157),
    fixed('Welcome to CentOS', 200, 4833),
  ],
  apache: [
    fixed('Apache2 Ubuntu Default Page: It works', 200, 10918),
    fixed('Apache HTTP Server Test Page powered by CentOS', 403, 4897),
    fixed('Apache2 Debian Default Page: It works', 200, 10701),
    fixed('403 Forbidden', 403, 199),
    fixed('404 Not Found', 404, 196),
  ],
  iis: [
    fixed('IIS Windows Server', 200, 703),
    fixed('IIS Windows', 200, 696),
    fixed('Not Found', 404, 315),
    fixed('IIS7', 200, 689),
  ],
  httpapi: [fixed('Not Found', 404, 315), fixed('Service Unavailable', 503, 326)],
  cloudflare: [
    page('Just a moment...', 403, 4502, { components: ['Cloudflare Bot Management'] }),
    fixed('Direct IP access not allowed | Cloudflare', 403, 4519),
    fixed('400 The plain HTTP request was sent to HTTPS port', 400, 253),
  ],
  openresty: [fixed('Welcome to OpenResty!', 200, 1097), fixed('404 Not Found', 404, 159)],
  lighttpd: [fixed('404 Not Found', 404, 345), fixed('Placeholder page', 200, 3590)],
  litespeed: [fixed('404 Not Found', 404, 1236)],
  caddy: [fixed('', 200, 0)],
  tomcat: [page('Apache Tomcat/9.0.50', 200, 11230, { components: ['Java'] })],
  jetty: [fixed('Error 404 Not Found', 404, 428)],
  golang: [fixed('', 404, 19, 'text/plain; charset=utf-8')],
  express: [fixed('Error', 404, 139)],
  elasticsearch: [fixed('', 200, 537, JSON_TYPE)],
  couchdb: [fixed('', 200, 247, 'application/json')],
  influxdb: [fixed('', 404, 19, 'text/plain; charset=utf-8')],
  docker: [fixed('', 404, 29, 'application/json')],
  miniserv: [page('Login to Webmin', 200, 4812, { components: ['Webmin'] })],
  cpanel: [page('cPanel Login', 200, 37982, { components: ['cPanel'] })],
  routerosHttp: [
    page('RouterOS router configuration page', 200, 2764, { components: ['MikroTik RouterOS'] }),
  ],
  squid: [fixed('ERROR: The requested URL could not be retrieved', 400, 3501)],
};

/** Share of HTTP services showing a page of their product rather than a generic page. */
export const PRODUCT_PAGE_SHARE = 0.4;

/** HTTP reason phrases, for status lines. */
export const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  301: 'Moved Permanently',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
