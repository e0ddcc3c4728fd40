/**
 * Vulnerabilities of the products in products.ts (and of the OS a service reveals), most
 * commonly reported first within each product (the order is the Zipf rank). Real CVE ids
 * with their CVSS v3 vectors, weaknesses and public exploits (Exploit-DB ids) where one is
 * well known; ../vulnerabilities.ts pads every list with generated, real-looking entries
 * built from WEAKNESSES below. Summaries are shortened. Pure data.
 */
import type { OsKey, ProductKey } from './products.js';

export interface ExploitRow {
  readonly id: string;
  readonly description: string;
  readonly platform: string;
  readonly type: string;
  /** Extension of the exploit file in the collection (`py`, `rb`, `txt`, `c`). */
  readonly extension: string;
}

export interface CveRow {
  readonly id: string;
  /** CVSS v3.1 vector without the `CVSS:3.1/` prefix; the score is computed from it. */
  readonly vector: string;
  readonly weakness: string;
  readonly summary: string;
  readonly exploits: readonly ExploitRow[];
}

export type CvePoolKey = ProductKey | OsKey;

// Vectors that recur, named by what they describe.
const UNAUTH_RCE = 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
const UNAUTH_RCE_SCOPE = 'AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H';
const HARD_RCE = 'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H';
const AUTH_RCE = 'AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H';
const ADMIN_RCE = 'AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H';
const REMOTE_DOS = 'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H';
const REMOTE_LEAK = 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N';
const MINOR_LEAK = 'AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:N/A:N';
const HARD_LEAK = 'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:N/A:N';
const HARD_TAMPER = 'AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:H/A:N';
const MINOR_TAMPER = 'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N';
const LOCAL_PRIVESC = 'AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H';
const LOCAL_RACE = 'AV:L/AC:H/PR:L/UI:N/S:U/C:H/I:H/A:H';
const REFLECTED_XSS = 'AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N';
const AUTH_DOS = 'AV:N/AC:L/PR:L/UI:N/S:U/C:N/I:N/A:H';
const USER_RCE = 'AV:N/AC:H/PR:N/UI:R/S:U/C:H/I:H/A:H';

const edb = (
  id: number,
  description: string,
  platform: string,
  type: string,
  extension = 'py',
): ExploitRow => ({ id: String(id), description, platform, type, extension });

const cve = (
  id: string,
  vector: string,
  weakness: string,
  summary: string,
  ...exploits: ExploitRow[]
): CveRow => ({ id, vector, weakness, summary, exploits });

const RAPID_RESET = cve(
  'CVE-2023-44487',
  REMOTE_DOS,
  'CWE-400',
  'The HTTP/2 protocol allows a denial of service (server resource consumption) because request cancellation can reset many streams quickly (Rapid Reset).',
);
const TERRAPIN = cve(
  'CVE-2023-48795',
  HARD_TAMPER,
  'CWE-354',
  'The SSH transport protocol with certain OpenSSH extensions allows remote attackers to bypass integrity checks such that some packets are omitted from the extension negotiation message (Terrapin attack).',
);
const LOG4SHELL = cve(
  'CVE-2021-44228',
  UNAUTH_RCE_SCOPE,
  'CWE-917',
  'Apache Log4j2 JNDI features used in configuration, log messages, and parameters do not protect against attacker controlled LDAP and other JNDI related endpoints, allowing remote code execution.',
  edb(50592, 'Apache Log4j 2 - Remote Code Execution (RCE)', 'java', 'remote'),
);
const LOG4J_FOLLOWUP = cve(
  'CVE-2021-45046',
  'AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H',
  'CWE-917',
  'The fix to address CVE-2021-44228 in Apache Log4j 2.15.0 was incomplete in certain non-default configurations, allowing information leaks and remote code execution.',
);
const KEYTRAP = cve(
  'CVE-2023-50387',
  REMOTE_DOS,
  'CWE-770',
  'Certain DNSSEC aspects of the DNS protocol allow remote attackers to cause a denial of service (CPU consumption) via one or more DNSSEC responses (KeyTrap).',
);
const ALPACA = cve(
  'CVE-2021-3618',
  'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:N',
  'CWE-295',
  'ALPACA is an application layer protocol content confusion attack, exploiting TLS servers implementing different protocols but using compatible certificates.',
);
const SMTP_SMUGGLING = cve(
  'CVE-2023-51764',
  MINOR_TAMPER,
  'CWE-345',
  'The mail server allows SMTP smuggling because it supports <LF>.<CR><LF>, letting a remote attacker inject email messages with a spoofed MAIL FROM address.',
);

export const KNOWN_CVES: Partial<Record<CvePoolKey, readonly CveRow[]>> = {
  openssh: [
    cve(
      'CVE-2023-38408',
      UNAUTH_RCE,
      'CWE-428',
      'The PKCS#11 feature in ssh-agent in OpenSSH before 9.3p2 has an insufficiently trustworthy search path, leading to remote code execution if an agent is forwarded to an attacker-controlled system.',
    ),
    TERRAPIN,
    cve(
      'CVE-2024-6387',
      HARD_RCE,
      'CWE-364',
      'A signal handler race condition in the OpenSSH server (sshd) allows an unauthenticated remote attacker to execute arbitrary code as root on glibc-based Linux systems (regreSSHion).',
    ),
    cve(
      'CVE-2023-51767',
      LOCAL_RACE,
      'CWE-190',
      'OpenSSH through 9.6, when common types of DRAM are used, might allow row hammer attacks because the integer value of authenticated in mm_answer_authpassword does not resist flips of a single bit.',
    ),
    cve(
      'CVE-2016-20012',
      MINOR_LEAK,
      'CWE-287',
      'OpenSSH through 8.7 allows remote attackers, who have a credential for a valid public key, to test whether this public key is associated with a user account.',
    ),
    cve(
      'CVE-2018-15473',
      MINOR_LEAK,
      'CWE-362',
      'OpenSSH through 7.7 is prone to a user enumeration vulnerability due to not delaying bailout for an invalid authenticating user until after the packet containing the request has been fully parsed.',
      edb(45233, 'OpenSSH 2.3 < 7.7 - Username Enumeration', 'linux', 'remote'),
      edb(45210, 'OpenSSH < 7.7 - User Enumeration (2)', 'linux', 'remote'),
    ),
    cve(
      'CVE-2021-41617',
      LOCAL_RACE,
      'CWE-273',
      'sshd in OpenSSH 6.2 through 8.x before 8.8, when certain non-default configurations are used, allows privilege escalation because supplemental groups are not initialized as expected.',
    ),
    cve(
      'CVE-2020-15778',
      USER_RCE,
      'CWE-78',
      'scp in OpenSSH through 8.3p1 allows command injection in the scp.c toremote function, as demonstrated by backtick characters in the destination argument.',
    ),
    cve(
      'CVE-2007-2768',
      HARD_LEAK,
      'CWE-200',
      'OpenSSH, when using OPIE (One-Time Passwords in Everything) for PAM, allows remote attackers to determine the existence of certain user accounts.',
    ),
    cve(
      'CVE-2008-3844',
      HARD_RCE,
      'CWE-20',
      'Certain Red Hat Enterprise Linux 4 and 5 packages for OpenSSH, as signed in August 2008 using a legitimate Red Hat GPG key, contain an externally introduced modification (Trojan Horse).',
    ),
    cve(
      'CVE-2016-6210',
      HARD_LEAK,
      'CWE-200',
      'sshd in OpenSSH before 7.3 allows remote attackers to enumerate users by leveraging the timing difference between responses when a large password is provided.',
      edb(40136, 'OpenSSH 7.2p2 - Username Enumeration', 'linux', 'remote'),
    ),
    cve(
      'CVE-2019-6111',
      HARD_TAMPER,
      'CWE-22',
      'In OpenSSH 7.9, the scp client does not verify which files the server sends, so a malicious server can overwrite arbitrary files in the scp client target directory.',
      edb(46193, 'SCP Client - Multiple Vulnerabilities (SSHtranger Things)', 'multiple', 'remote'),
    ),
    cve(
      'CVE-2021-28041',
      USER_RCE,
      'CWE-415',
      'ssh-agent in OpenSSH before 8.5 has a double free that may be relevant in a few less-common scenarios, such as unconstrained agent-socket access on a legacy operating system.',
    ),
  ],
  dropbear: [
    cve(
      'CVE-2016-7406',
      UNAUTH_RCE,
      'CWE-134',
      'Format string vulnerability in Dropbear SSH before 2016.74 allows remote attackers to execute arbitrary code via format string specifiers in the username or host argument.',
    ),
    TERRAPIN,
    cve(
      'CVE-2017-9078',
      AUTH_RCE,
      'CWE-415',
      'The server in Dropbear before 2017.75 might allow post-authentication root remote code execution because of a double free in cleanup of TCP listeners.',
    ),
    cve(
      'CVE-2016-3116',
      'AV:N/AC:L/PR:L/UI:N/S:U/C:L/I:L/A:L',
      'CWE-94',
      'CRLF injection vulnerability in Dropbear SSH before 2016.72 allows remote authenticated users to bypass intended shell-command restrictions via crafted X11 forwarding data.',
      edb(39569, 'Dropbear SSH 2015.71 - Command Injection', 'linux', 'remote', 'txt'),
    ),
  ],
  ciscoSsh: [
    cve(
      'CVE-2018-0171',
      UNAUTH_RCE,
      'CWE-787',
      'A vulnerability in the Smart Install feature of Cisco IOS Software could allow an unauthenticated, remote attacker to trigger a reload of an affected device or to execute arbitrary code.',
      edb(44451, 'Cisco IOS - Smart Install Remote Code Execution', 'hardware', 'remote'),
    ),
  ],
  routeros: [
    cve(
      'CVE-2018-14847',
      'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N',
      'CWE-22',
      'MikroTik RouterOS through 6.42 allows unauthenticated remote attackers to read arbitrary files and remote authenticated attackers to write arbitrary files due to a directory traversal in the WinBox interface.',
      edb(45170, 'MikroTik RouterOS < 6.43rc3 - Remote Root', 'hardware', 'remote'),
    ),
    cve(
      'CVE-2023-30799',
      ADMIN_RCE,
      'CWE-269',
      'MikroTik RouterOS stable before 6.49.7 and long-term through 6.48.6 are vulnerable to a privilege escalation issue: a remote and authenticated attacker can escalate privileges from admin to super-admin.',
    ),
  ],
  nginx: [
    cve(
      'CVE-2021-23017',
      'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:N/A:H',
      'CWE-193',
      'A security issue in the nginx resolver allows an attacker who is able to forge UDP packets from the DNS server to cause a 1-byte memory overwrite, resulting in worker process crash or other potential impact.',
      edb(50973, 'Nginx 1.20.0 - Denial of Service (DOS)', 'multiple', 'dos'),
    ),
    RAPID_RESET,
    cve(
      'CVE-2019-20372',
      MINOR_LEAK,
      'CWE-444',
      'NGINX before 1.17.7, with certain error_page configurations, allows HTTP request smuggling, as demonstrated by the ability of an attacker to read unauthorized web pages.',
    ),
    cve(
      'CVE-2022-41741',
      LOCAL_PRIVESC,
      'CWE-787',
      'NGINX Open Source before 1.23.2 may be vulnerable to a memory corruption issue in the ngx_http_mp4_module when processing a specially crafted mp4 file.',
    ),
    cve(
      'CVE-2022-41742',
      'AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:H',
      'CWE-125',
      'NGINX Open Source before 1.23.2 may be vulnerable to a memory disclosure in the ngx_http_mp4_module when processing a specially crafted mp4 file.',
    ),
    cve(
      'CVE-2024-7347',
      'AV:L/AC:H/PR:L/UI:N/S:U/C:N/I:N/A:H',
      'CWE-125',
      'NGINX Open Source and NGINX Plus have a vulnerability in the ngx_http_mp4_module, which might allow an attacker to over-read NGINX worker memory resulting in its termination.',
    ),
    cve(
      'CVE-2013-2028',
      UNAUTH_RCE,
      'CWE-787',
      'The ngx_http_parse_chunked function in nginx 1.3.9 through 1.4.0 allows remote attackers to cause a denial of service and execute arbitrary code via a chunked Transfer-Encoding request with a large chunk size.',
      edb(
        25775,
        'Nginx HTTP Server 1.3.9-1.4.0 - Chunked Encoding Stack Buffer Overflow (Metasploit)',
        'linux',
        'remote',
        'rb',
      ),
    ),
  ],
  openresty: [RAPID_RESET],
  apache: [
    cve(
      'CVE-2021-41773',
      REMOTE_LEAK,
      'CWE-22',
      'A path traversal flaw in Apache HTTP Server 2.4.49 lets an attacker map URLs to files outside the directories configured by Alias-like directives, and execute code if CGI scripts are enabled.',
      edb(
        50383,
        'Apache HTTP Server 2.4.49 - Path Traversal & Remote Code Execution (RCE)',
        'multiple',
        'webapps',
        'sh',
      ),
    ),
    cve(
      'CVE-2021-42013',
      UNAUTH_RCE,
      'CWE-22',
      'The fix for CVE-2021-41773 in Apache HTTP Server 2.4.50 was insufficient, still allowing path traversal and remote code execution.',
      edb(
        50406,
        'Apache HTTP Server 2.4.50 - Remote Code Execution (RCE) (2)',
        'multiple',
        'webapps',
        'sh',
      ),
    ),
    cve(
      'CVE-2023-25690',
      UNAUTH_RCE,
      'CWE-444',
      'Some mod_proxy configurations on Apache HTTP Server 2.4.0 through 2.4.55 allow an HTTP request smuggling attack.',
    ),
    cve(
      'CVE-2021-44790',
      UNAUTH_RCE,
      'CWE-787',
      'A carefully crafted request body can cause a buffer overflow in the mod_lua multipart parser of Apache HTTP Server 2.4.51 and earlier.',
    ),
    cve(
      'CVE-2022-22720',
      UNAUTH_RCE,
      'CWE-444',
      'Apache HTTP Server 2.4.52 and earlier fails to close inbound connections when errors are encountered discarding the request body, exposing the server to HTTP request smuggling.',
    ),
    cve(
      'CVE-2021-40438',
      'AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H',
      'CWE-918',
      'A crafted request uri-path can cause mod_proxy in Apache HTTP Server 2.4.48 and earlier to forward the request to an origin server chosen by the remote user.',
    ),
    cve(
      'CVE-2024-38476',
      UNAUTH_RCE,
      'CWE-829',
      'Apache HTTP Server 2.4.59 and earlier is vulnerable to information disclosure, SSRF or local script execution via backend applications whose response headers are malicious or exploitable.',
    ),
    cve(
      'CVE-2022-31813',
      UNAUTH_RCE,
      'CWE-348',
      'Apache HTTP Server 2.4.53 and earlier may not send the X-Forwarded-* headers to the origin server based on client side Connection header hop-by-hop mechanism.',
    ),
    cve(
      'CVE-2017-9798',
      REMOTE_LEAK,
      'CWE-416',
      'Apache httpd allows remote attackers to read secret data from process memory if the Limit directive can be set in a user .htaccess file (Optionsbleed).',
      edb(42745, 'Apache < 2.2.34 / < 2.4.27 - OPTIONS Memory Leak', 'linux', 'webapps'),
    ),
    cve(
      'CVE-2019-0211',
      LOCAL_PRIVESC,
      'CWE-416',
      'In Apache HTTP Server 2.4 releases 2.4.17 to 2.4.38, code executing in less-privileged child processes or threads could execute arbitrary code with the privileges of the parent process (usually root).',
      edb(
        46676,
        "Apache 2.4.17 < 2.4.38 - 'apache2ctl graceful' 'logrotate' Local Privilege Escalation",
        'linux',
        'local',
        'php',
      ),
    ),
    cve(
      'CVE-2023-31122',
      REMOTE_DOS,
      'CWE-125',
      'Out-of-bounds Read vulnerability in mod_macro of Apache HTTP Server through 2.4.57.',
    ),
    RAPID_RESET,
  ],
  iis: [
    cve(
      'CVE-2015-1635',
      UNAUTH_RCE,
      'CWE-94',
      'HTTP.sys in Microsoft Windows allows remote attackers to execute arbitrary code via crafted HTTP requests (MS15-034).',
      edb(36773, 'Microsoft Windows - HTTP.sys PoC (MS15-034)', 'windows', 'dos', 'c'),
    ),
    cve(
      'CVE-2017-7269',
      UNAUTH_RCE,
      'CWE-119',
      'Buffer overflow in the ScStoragePathFromUrl function in the WebDAV service in Internet Information Services (IIS) 6.0 allows remote attackers to execute arbitrary code via a long header beginning with "If: <http://".',
      edb(
        41738,
        "Microsoft IIS 6.0 - WebDAV 'ScStoragePathFromUrl' Remote Buffer Overflow",
        'windows',
        'remote',
      ),
    ),
    RAPID_RESET,
  ],
  httpapi: [
    cve(
      'CVE-2022-21907',
      UNAUTH_RCE,
      'CWE-20',
      'HTTP Protocol Stack Remote Code Execution Vulnerability in http.sys.',
    ),
    cve(
      'CVE-2015-1635',
      UNAUTH_RCE,
      'CWE-94',
      'HTTP.sys in Microsoft Windows allows remote attackers to execute arbitrary code via crafted HTTP requests (MS15-034).',
      edb(36773, 'Microsoft Windows - HTTP.sys PoC (MS15-034)', 'windows', 'dos', 'c'),
    ),
  ],
  lighttpd: [
    cve(
      'CVE-2022-22707',
      HARD_TAMPER,
      'CWE-787',
      'In lighttpd 1.4.46 through 1.4.63, the mod_extforward_Forwarded function of the mod_extforward plugin has an out-of-bounds write of 4 bytes.',
    ),
    cve(
      'CVE-2018-19052',
      REMOTE_LEAK,
      'CWE-22',
      'An issue was discovered in mod_alias_physical_handler in mod_alias.c in lighttpd before 1.4.50: a potential ../ path traversal of a single directory above an alias target.',
    ),
  ],
  tomcat: [
    cve(
      'CVE-2020-1938',
      UNAUTH_RCE,
      'CWE-269',
      'When using the Apache JServ Protocol (AJP), Apache Tomcat trusts incoming AJP connections, allowing file read and inclusion (Ghostcat).',
      edb(48143, "Apache Tomcat - AJP 'Ghostcat File Read/Inclusion", 'multiple', 'webapps'),
    ),
    LOG4SHELL,
    cve(
      'CVE-2017-12617',
      HARD_RCE,
      'CWE-434',
      'When running Apache Tomcat with HTTP PUTs enabled, it is possible to upload a JSP file to the server via a specially crafted request and execute it.',
      edb(
        42966,
        'Apache Tomcat < 9.0.1 (Beta) / < 8.5.23 / < 8.0.47 / < 7.0.8 - JSP Upload Bypass / Remote Code Execution (2)',
        'jsp',
        'webapps',
      ),
    ),
    cve(
      'CVE-2024-50379',
      HARD_RCE,
      'CWE-367',
      'Time-of-check Time-of-use race condition during JSP compilation in Apache Tomcat permits remote code execution on case insensitive file systems when the default servlet is write enabled.',
    ),
    cve(
      'CVE-2023-46589',
      MINOR_TAMPER,
      'CWE-444',
      'Apache Tomcat did not correctly parse HTTP trailer headers, allowing request smuggling when behind a reverse proxy.',
    ),
    LOG4J_FOLLOWUP,
  ],
  jetty: [
    LOG4SHELL,
    cve(
      'CVE-2021-28164',
      MINOR_LEAK,
      'CWE-200',
      'In Eclipse Jetty 9.4.37 to 9.4.38, the default compliance mode allows requests with URIs that contain %2e or %2e%2e segments to access protected resources within the WEB-INF directory.',
      edb(50438, 'Jetty 9.4.37.v20210219 - Information Disclosure', 'java', 'webapps', 'txt'),
    ),
    cve(
      'CVE-2021-34429',
      MINOR_LEAK,
      'CWE-200',
      'For Eclipse Jetty versions 9.4.37-9.4.42, URIs can be crafted using some encoded characters to access the content of the WEB-INF directory.',
    ),
    LOG4J_FOLLOWUP,
  ],
  elasticsearch: [
    LOG4SHELL,
    cve(
      'CVE-2015-1427',
      UNAUTH_RCE,
      'CWE-284',
      'The Groovy scripting engine in Elasticsearch before 1.3.8 and 1.4.x before 1.4.3 allows remote attackers to bypass the sandbox protection mechanism and execute arbitrary shell commands.',
      edb(
        36337,
        'ElasticSearch - Search Groovy Sandbox Bypass (Metasploit)',
        'java',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2014-3120',
      UNAUTH_RCE,
      'CWE-284',
      'The default configuration in Elasticsearch before 1.2 enables dynamic scripting, which allows remote attackers to execute arbitrary MVEL expressions and Java code via the source parameter to _search.',
      edb(33370, 'ElasticSearch - Remote Code Execution', 'linux', 'remote', 'txt'),
    ),
    cve(
      'CVE-2021-22145',
      'AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N',
      'CWE-209',
      'A memory disclosure vulnerability was identified in Elasticsearch 7.10.0 to 7.13.3 error reporting.',
    ),
    cve(
      'CVE-2023-31419',
      AUTH_DOS,
      'CWE-121',
      'A flaw was discovered in Elasticsearch, affecting the _search API that allowed a specially crafted query string to cause a Stack Overflow and ultimately a Denial of Service.',
    ),
  ],
  couchdb: [
    cve(
      'CVE-2022-24706',
      UNAUTH_RCE,
      'CWE-1188',
      'In Apache CouchDB prior to 3.2.2, an attacker can access an improperly secured default installation without authenticating and gain admin privileges.',
      edb(50914, 'Apache CouchDB 3.2.1 - Remote Code Execution (RCE)', 'multiple', 'remote'),
    ),
    cve(
      'CVE-2017-12635',
      UNAUTH_RCE,
      'CWE-269',
      'Due to differences in the Erlang-based JSON parser and JavaScript-based JSON parser, it is possible in Apache CouchDB before 1.7.0 and 2.x before 2.1.1 to submit _users documents with duplicate keys for roles.',
      edb(44498, 'Apache CouchDB 2.1.0 - Remote Code Execution', 'linux', 'webapps'),
    ),
  ],
  influxdb: [
    cve(
      'CVE-2019-20933',
      UNAUTH_RCE,
      'CWE-287',
      'InfluxDB before 1.7.6 has an authentication bypass vulnerability in the authenticate function because a JWT token may have an empty SharedSecret.',
    ),
  ],
  docker: [
    cve(
      'CVE-2019-5736',
      'AV:L/AC:L/PR:N/UI:R/S:C/C:H/I:H/A:H',
      'CWE-78',
      'runc through 1.0-rc6, as used in Docker before 18.09.2, allows attackers to overwrite the host runc binary and consequently obtain host root access.',
      edb(
        46359,
        'runc < 1.0-rc6 (Docker < 18.09.2) - Container Breakout (1)',
        'linux',
        'local',
        'c',
      ),
    ),
    cve(
      'CVE-2024-41110',
      'AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H',
      'CWE-863',
      'A security vulnerability has been detected in certain versions of Docker Engine, which could allow an attacker to bypass authorization plugins (AuthZ) under specific circumstances.',
    ),
  ],
  miniserv: [
    cve(
      'CVE-2019-15107',
      UNAUTH_RCE,
      'CWE-78',
      'An issue was discovered in Webmin through 1.920: the parameter old in password_change.cgi contains a command injection vulnerability.',
      edb(
        47230,
        'Webmin 1.920 - Unauthenticated Remote Code Execution (Metasploit)',
        'linux',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2022-0824',
      AUTH_RCE,
      'CWE-284',
      'Improper Access Control to Remote Code Execution in GitHub repository webmin/webmin prior to 1.990.',
      edb(50809, 'Webmin 1.984 - Remote Code Execution (Authenticated)', 'linux', 'webapps'),
    ),
  ],
  cpanel: [
    cve(
      'CVE-2023-29489',
      REFLECTED_XSS,
      'CWE-79',
      'An issue was discovered in cPanel before 11.109.9999.116. XSS can occur on the cpsrvd error page via an invalid webcall ID.',
    ),
  ],
  goahead: [
    cve(
      'CVE-2017-17562',
      HARD_RCE,
      'CWE-20',
      'Embedthis GoAhead before 3.6.5 allows remote code execution if CGI is enabled and a CGI program is dynamically linked, via LD_PRELOAD in a crafted HTTP request.',
      edb(
        43360,
        "GoAhead Web Server 2.5 < 3.6.5 - HTTPd 'LD_PRELOAD' Remote Code Execution",
        'linux',
        'remote',
        'c',
      ),
    ),
    cve(
      'CVE-2021-42342',
      UNAUTH_RCE,
      'CWE-434',
      'An issue was discovered in GoAhead 4.x and 5.x before 5.1.5: in the file upload filter, user form variables can be passed to CGI scripts without being prefixed with the CGI prefix.',
    ),
  ],
  boa: [
    cve(
      'CVE-2017-9833',
      REMOTE_LEAK,
      'CWE-22',
      '/cgi-bin/wapopen in Boa 0.94.14rc21 allows the injection of "../.." using the FILECAMERA variable, leading to arbitrary file read.',
    ),
  ],
  miniHttpd: [
    cve(
      'CVE-2018-18778',
      REMOTE_LEAK,
      'CWE-200',
      'ACME mini_httpd before 1.30 lets remote users read arbitrary files.',
    ),
  ],
  gunicorn: [
    cve(
      'CVE-2024-1135',
      REMOTE_LEAK,
      'CWE-444',
      'Gunicorn fails to properly validate Transfer-Encoding headers, leading to HTTP Request Smuggling vulnerabilities.',
    ),
  ],
  werkzeug: [
    cve(
      'CVE-2023-25577',
      REMOTE_DOS,
      'CWE-770',
      "Werkzeug's multipart form data parser will parse an unlimited number of parts, including file parts, exhausting resources.",
    ),
    cve(
      'CVE-2024-34069',
      USER_RCE,
      'CWE-352',
      'The debugger in affected versions of Werkzeug can allow an attacker to execute code on a developer machine under some circumstances.',
    ),
  ],
  express: [
    cve(
      'CVE-2024-29041',
      REFLECTED_XSS,
      'CWE-601',
      'Versions of Express.js prior to 4.19.0 allow open redirects when handling malformed URLs in res.location() and res.redirect().',
    ),
  ],
  golang: [
    RAPID_RESET,
    cve(
      'CVE-2023-39325',
      REMOTE_DOS,
      'CWE-770',
      'A malicious HTTP/2 client which rapidly creates requests and immediately resets them can cause excessive server resource consumption in Go net/http.',
    ),
  ],
  envoy: [RAPID_RESET],
  kestrel: [RAPID_RESET],
  varnish: [
    cve(
      'CVE-2022-45060',
      REMOTE_LEAK,
      'CWE-444',
      'An HTTP Request Forgery issue was discovered in Varnish Cache, allowing request smuggling via HTTP/2 pseudo-headers.',
    ),
  ],
  squid: [
    cve(
      'CVE-2023-46846',
      'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:L',
      'CWE-444',
      'SQUID is vulnerable to HTTP request smuggling, caused by chunked decoder lenience, allowing a remote attacker to perform Request/Response smuggling past firewall and frontend security systems.',
    ),
    cve(
      'CVE-2021-46784',
      AUTH_DOS,
      'CWE-787',
      'In Squid 3.x through 3.5.28, 4.x through 4.17, and 5.x before 5.6, due to improper buffer management, a Denial of Service can occur when processing long Gopher server responses.',
    ),
  ],
  vsftpd: [
    ALPACA,
    cve(
      'CVE-2011-2523',
      UNAUTH_RCE,
      'CWE-78',
      'vsftpd 2.3.4 downloaded between 20110630 and 20110703 contains a backdoor which opens a shell on port 6200/tcp.',
      edb(49757, 'vsftpd 2.3.4 - Backdoor Command Execution', 'unix', 'remote'),
    ),
    cve(
      'CVE-2015-1419',
      MINOR_TAMPER,
      'CWE-284',
      'Unspecified vulnerability in vsftpd 3.0.2 and earlier allows remote attackers to bypass access restrictions via unknown vectors, related to deny_file parsing.',
    ),
  ],
  proftpd: [
    cve(
      'CVE-2015-3306',
      UNAUTH_RCE,
      'CWE-284',
      'The mod_copy module in ProFTPD 1.3.5 allows remote attackers to read and write to arbitrary files via the site cpfr and site cpto commands.',
      edb(
        36742,
        "ProFTPd 1.3.5 - 'mod_copy' Command Execution (Metasploit)",
        'linux',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2019-12815',
      UNAUTH_RCE,
      'CWE-434',
      'An arbitrary file copy vulnerability in mod_copy in ProFTPD up to 1.3.5b allows for remote code execution and information disclosure without authentication.',
    ),
    cve(
      'CVE-2020-9273',
      AUTH_RCE,
      'CWE-416',
      'In ProFTPD 1.3.7, it is possible to corrupt the memory pool by interrupting the data transfer channel, allowing a use-after-free.',
    ),
    cve(
      'CVE-2023-51713',
      REMOTE_DOS,
      'CWE-125',
      'make_ftp_cmd in main.c in ProFTPD before 1.3.8a has a one-byte out-of-bounds read because of mishandling of quote/backslash semantics.',
    ),
  ],
  pureftpd: [
    cve(
      'CVE-2020-9365',
      REMOTE_LEAK,
      'CWE-125',
      'An issue was discovered in pure-ftpd 1.0.49: an out-of-bounds (OOB) read has been detected in the pure_strcmp function in utils.c.',
    ),
    cve(
      'CVE-2021-40524',
      REMOTE_DOS,
      'CWE-400',
      'In Pure-FTPd before 1.0.50, an incorrect max_filesize quota mechanism in the server allows attackers to upload files of unbounded size.',
    ),
  ],
  msftpd: [
    cve(
      'CVE-2010-3972',
      UNAUTH_RCE,
      'CWE-119',
      'Heap-based buffer overflow in the TELNET_STREAM_CONTEXT::OnSendData function in the FTP Service in Microsoft IIS 7.0 and 7.5 allows remote attackers to execute arbitrary code.',
      edb(
        15803,
        'Microsoft IIS 7.5 (Windows 7) - FTPSVC Unauthorized Remote Denial of Service (PoC)',
        'windows',
        'dos',
      ),
    ),
  ],
  postfix: [SMTP_SMUGGLING, ALPACA],
  exim: [
    cve(
      'CVE-2019-10149',
      UNAUTH_RCE,
      'CWE-20',
      'A flaw was found in Exim versions 4.87 to 4.91: improper validation of recipient address in deliver_message() may lead to remote command execution (Return of the WIZard).',
      edb(46996, 'Exim 4.87 - 4.91 - Local Privilege Escalation', 'linux', 'local', 'sh'),
    ),
    cve(
      'CVE-2023-42115',
      UNAUTH_RCE,
      'CWE-787',
      'Exim AUTH Out-Of-Bounds Write Remote Code Execution Vulnerability.',
    ),
    cve(
      'CVE-2020-28017',
      UNAUTH_RCE,
      'CWE-190',
      'Exim 4 before 4.94.2 allows Integer Overflow to Buffer Overflow in receive_add_recipient via an e-mail message with fifty million recipients.',
    ),
    cve(
      'CVE-2019-15846',
      UNAUTH_RCE,
      'CWE-787',
      'Exim before 4.92.2 allows remote attackers to execute arbitrary code as root via a trailing backslash during the initial TLS handshake.',
    ),
    SMTP_SMUGGLING,
  ],
  exchangeSmtp: [
    cve(
      'CVE-2021-26855',
      UNAUTH_RCE,
      'CWE-918',
      'Microsoft Exchange Server Remote Code Execution Vulnerability (ProxyLogon).',
      edb(
        49637,
        'Microsoft Exchange 2019 - Server-Side Request Forgery (Proxylogon) (PoC)',
        'windows',
        'webapps',
      ),
    ),
    cve(
      'CVE-2021-34473',
      UNAUTH_RCE,
      'CWE-918',
      'Microsoft Exchange Server Remote Code Execution Vulnerability (ProxyShell).',
    ),
    cve(
      'CVE-2022-41082',
      AUTH_RCE,
      'CWE-502',
      'Microsoft Exchange Server Remote Code Execution Vulnerability (ProxyNotShell).',
    ),
  ],
  sendmail: [
    cve(
      'CVE-2023-51765',
      MINOR_TAMPER,
      'CWE-345',
      'sendmail through 8.17.2 allows SMTP smuggling in certain configurations, letting remote attackers inject e-mail messages with a spoofed MAIL FROM address.',
    ),
    ALPACA,
  ],
  dovecotImap: [
    cve(
      'CVE-2019-11500',
      UNAUTH_RCE,
      'CWE-787',
      'In Dovecot before 2.2.36.4 and 2.3.x before 2.3.7.2, the IMAP and ManageSieve protocol parsers do not properly handle NUL byte values in quoted strings, leading to out-of-bounds heap memory writes.',
    ),
    cve(
      'CVE-2021-33515',
      'AV:N/AC:H/PR:N/UI:N/S:U/C:L/I:L/A:N',
      'CWE-74',
      'The submission service in Dovecot before 2.3.15 allows STARTTLS command injection.',
    ),
  ],
  dovecotPop3: [
    cve(
      'CVE-2020-12100',
      REMOTE_DOS,
      'CWE-674',
      'In Dovecot before 2.3.11.3, uncapped recursion in mail MIME parsing can lead to denial of service.',
    ),
  ],
  zimbraPop3: [
    cve(
      'CVE-2022-41352',
      UNAUTH_RCE,
      'CWE-434',
      'An issue was discovered in Zimbra Collaboration (ZCS) 8.8.15 and 9.0: an attacker can use cpio to upload arbitrary files to the system.',
    ),
    cve(
      'CVE-2022-27925',
      ADMIN_RCE,
      'CWE-22',
      'Zimbra Collaboration (ZCS) 8.8.15 and 9.0 has mboximport functionality that receives a ZIP archive and extracts files from it, allowing path traversal.',
    ),
  ],
  bind: [
    KEYTRAP,
    cve(
      'CVE-2020-8617',
      REMOTE_DOS,
      'CWE-617',
      'Using a specially-crafted message, an attacker may potentially cause a BIND server to reach an inconsistent state if the attacker knows (or successfully guesses) the name of a TSIG key used by the server.',
      edb(48521, "BIND - 'TSIG' Denial of Service", 'multiple', 'dos'),
    ),
    cve(
      'CVE-2021-25216',
      UNAUTH_RCE,
      'CWE-120',
      'In BIND 9.5.0 -> 9.11.29, 9.12.0 -> 9.16.13, a buffer overflow in the SPNEGO implementation of GSSAPI may allow remote code execution.',
    ),
    cve(
      'CVE-2016-2776',
      REMOTE_DOS,
      'CWE-20',
      'buffer.c in named in ISC BIND 9 does not properly construct responses, which allows remote attackers to cause a denial of service (assertion failure and daemon exit) via a crafted query.',
      edb(40453, "BIND 9 - 'buffer.c' Assertion Failure Denial of Service", 'multiple', 'dos'),
    ),
    cve(
      'CVE-2022-2795',
      MINOR_TAMPER,
      'CWE-400',
      'By flooding the target resolver with queries exploiting this flaw an attacker can significantly impair the resolver performance.',
    ),
  ],
  dnsmasq: [
    cve(
      'CVE-2017-14491',
      UNAUTH_RCE,
      'CWE-787',
      'Heap-based buffer overflow in dnsmasq before 2.78 allows remote attackers to cause a denial of service or execute arbitrary code via a crafted DNS response.',
      edb(42941, 'Dnsmasq < 2.78 - 2-byte Heap Overflow', 'multiple', 'dos'),
    ),
    KEYTRAP,
    cve(
      'CVE-2020-25681',
      HARD_RCE,
      'CWE-122',
      'A flaw was found in dnsmasq before 2.83: a heap-based buffer overflow in sort_rrset() when DNSSEC is used (DNSpooq).',
    ),
    cve(
      'CVE-2023-28450',
      REMOTE_DOS,
      'CWE-770',
      'An issue was discovered in Dnsmasq before 2.90: the default maximum EDNS.0 UDP packet size was set to 4096 but should be 1232 because of DNS Flag Day 2020.',
    ),
  ],
  unbound: [
    KEYTRAP,
    cve(
      'CVE-2022-3204',
      REMOTE_DOS,
      'CWE-400',
      "A vulnerability named 'Non-Responsive Delegation Attack' (NRDelegation Attack) has been discovered in various DNS resolving software.",
    ),
  ],
  msDns: [
    cve(
      'CVE-2020-1350',
      UNAUTH_RCE_SCOPE,
      'CWE-119',
      'A remote code execution vulnerability exists in Windows Domain Name System servers when they fail to properly handle requests (SIGRed).',
    ),
  ],
  msRdp: [
    cve(
      'CVE-2019-0708',
      UNAUTH_RCE,
      'CWE-416',
      'A remote code execution vulnerability exists in Remote Desktop Services when an unauthenticated attacker connects to the target system using RDP and sends specially crafted requests (BlueKeep).',
      edb(
        47416,
        'Microsoft Windows 7 / Server 2008 R2 - BlueKeep RDP Remote Windows Kernel Use After Free (Metasploit)',
        'windows',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2019-1181',
      UNAUTH_RCE,
      'CWE-190',
      'A remote code execution vulnerability exists in Remote Desktop Services when an unauthenticated attacker connects to the target system using RDP (DejaBlue).',
    ),
    cve(
      'CVE-2012-0002',
      UNAUTH_RCE,
      'CWE-416',
      'The Remote Desktop Protocol implementation in Microsoft Windows does not properly process packets in memory, which allows remote attackers to execute arbitrary code (MS12-020).',
      edb(
        18606,
        'Microsoft Terminal Services - Use-After-Free (MS12-020)',
        'windows',
        'dos',
        'txt',
      ),
    ),
  ],
  xrdp: [
    cve(
      'CVE-2022-23613',
      LOCAL_PRIVESC,
      'CWE-191',
      'xrdp before 0.9.18.1 has a privilege escalation in the sesman server: a malicious local user can trigger an out-of-bound write.',
    ),
  ],
  mysql: [
    cve(
      'CVE-2016-6662',
      UNAUTH_RCE,
      'CWE-732',
      'Oracle MySQL through 5.5.52, 5.6.x through 5.6.33, and 5.7.x through 5.7.15 allow local users to create arbitrary configurations and bypass certain protection mechanisms.',
      edb(
        40360,
        'MySQL / MariaDB / PerconaDB 5.5.51/5.6.32/5.7.14 - Code Execution / Privilege Escalation',
        'linux',
        'local',
      ),
    ),
    cve(
      'CVE-2012-2122',
      HARD_RCE,
      'CWE-287',
      'sql/password.c in Oracle MySQL 5.1.x before 5.1.63 and 5.5.x before 5.5.24, when running in certain environments, allows remote attackers to bypass authentication by repeatedly authenticating with the same incorrect password.',
      edb(19092, 'MySQL - Authentication Bypass', 'multiple', 'remote', 'rb'),
    ),
    cve(
      'CVE-2024-20973',
      'AV:N/AC:L/PR:H/UI:N/S:U/C:N/I:N/A:H',
      'CWE-400',
      'Vulnerability in the MySQL Server product of Oracle MySQL (component: Server: Optimizer) allows a high privileged attacker to cause a hang or frequently repeatable crash.',
    ),
  ],
  mariadb: [
    cve(
      'CVE-2022-27376',
      UNAUTH_RCE,
      'CWE-416',
      'MariaDB Server v10.6.5 and below was discovered to contain an use-after-free in the component Item_args::walk_arg.',
    ),
    cve(
      'CVE-2016-6662',
      UNAUTH_RCE,
      'CWE-732',
      'MySQL and MariaDB allow local users to create arbitrary configurations and bypass certain protection mechanisms via a crafted my.cnf file.',
      edb(
        40360,
        'MySQL / MariaDB / PerconaDB 5.5.51/5.6.32/5.7.14 - Code Execution / Privilege Escalation',
        'linux',
        'local',
      ),
    ),
    cve(
      'CVE-2023-5157',
      REMOTE_DOS,
      'CWE-400',
      'A vulnerability was found in MariaDB: an OpenVAS scan of port 3306 can crash the server.',
    ),
  ],
  postgresql: [
    cve(
      'CVE-2019-9193',
      ADMIN_RCE,
      'CWE-78',
      'In PostgreSQL 9.3 through 11.2, the "COPY TO/FROM PROGRAM" function allows superusers and users in the pg_execute_server_program group to execute arbitrary code.',
      edb(
        46813,
        'PostgreSQL 9.3-11.2 - Authenticated Arbitrary Command Execution',
        'multiple',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2023-39417',
      AUTH_RCE,
      'CWE-89',
      'In the extension script, a SQL Injection vulnerability was found in PostgreSQL if it uses @extowner@, @extschema@, or @extschema:...@ inside a quoting construct.',
    ),
    cve(
      'CVE-2024-10979',
      AUTH_RCE,
      'CWE-15',
      'Incorrect control of environment variables in PostgreSQL PL/Perl allows an unprivileged database user to change sensitive process environment variables.',
    ),
    cve(
      'CVE-2018-1058',
      AUTH_RCE,
      'CWE-284',
      'A flaw was found in the way PostgreSQL allowed a user to modify the behavior of a query for other users via the search_path.',
    ),
  ],
  redis: [
    cve(
      'CVE-2022-0543',
      UNAUTH_RCE_SCOPE,
      'CWE-862',
      'It was discovered that Redis, packaged on Debian-based distributions, was prone to a Lua sandbox escape, which could result in remote code execution.',
      edb(50792, 'Redis 5.0.7 - Lua Sandbox Escape and Remote Code Execution', 'linux', 'remote'),
    ),
    cve(
      'CVE-2022-24834',
      AUTH_RCE,
      'CWE-122',
      'A specially crafted Lua script executing in Redis can trigger a heap overflow in the cjson library, resulting in heap corruption and potentially remote code execution.',
    ),
    cve(
      'CVE-2023-28856',
      AUTH_DOS,
      'CWE-617',
      'Authenticated users can use the HINCRBYFLOAT command to create an invalid hash field that will crash Redis on access.',
    ),
    cve(
      'CVE-2021-32761',
      AUTH_RCE,
      'CWE-190',
      'On 32-bit Redis, BITFIELD can be abused to corrupt the heap, potentially leading to remote code execution.',
    ),
    cve(
      'CVE-2024-31449',
      AUTH_RCE,
      'CWE-121',
      'An authenticated user may use a specially crafted Lua script to trigger a stack overflow in the bit library, which may potentially lead to remote code execution.',
    ),
  ],
  mongodb: [
    cve(
      'CVE-2019-2386',
      'AV:N/AC:H/PR:L/UI:N/S:U/C:H/I:H/A:N',
      'CWE-613',
      'After user deletion in MongoDB Server, the improper invalidation of authorization sessions allows an authenticated user session to persist.',
    ),
    cve(
      'CVE-2021-20329',
      'AV:N/AC:H/PR:L/UI:N/S:U/C:H/I:H/A:N',
      'CWE-20',
      'Specific cstrings input may not be properly validated in the MongoDB Go Driver when marshalling Go objects into BSON.',
    ),
  ],
  mssql: [
    cve(
      'CVE-2020-0618',
      AUTH_RCE,
      'CWE-502',
      'A remote code execution vulnerability exists in Microsoft SQL Server Reporting Services when it incorrectly handles page requests.',
      edb(
        48747,
        'Microsoft SQL Server Reporting Services 2016 - Remote Code Execution',
        'windows',
        'webapps',
      ),
    ),
  ],
  samba: [
    cve(
      'CVE-2017-7494',
      UNAUTH_RCE,
      'CWE-94',
      'Samba since version 3.5.0 and before 4.6.4 is vulnerable to remote code execution, allowing a malicious client to upload a shared library to a writable share and cause the server to load and execute it (SambaCry).',
      edb(
        42084,
        "Samba 3.5.0 < 4.4.14/4.5.10/4.6.4 - 'is_known_pipename()' Arbitrary Module Load (Metasploit)",
        'linux',
        'remote',
        'rb',
      ),
    ),
    cve(
      'CVE-2021-44142',
      'AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H',
      'CWE-787',
      'The Samba vfs_fruit module uses extended file attributes, and an out-of-bounds heap read and write lets an attacker execute arbitrary code as root.',
    ),
    cve(
      'CVE-2021-20251',
      HARD_LEAK,
      'CWE-362',
      'A flaw was found in Samba: the bad password count is not properly decremented, allowing an attacker to bypass account lockout.',
    ),
    cve(
      'CVE-2022-45141',
      UNAUTH_RCE,
      'CWE-327',
      'Samba Heimdal KDC may issue RC4-HMAC encrypted tickets even when the target server supports better encryption types.',
    ),
    cve(
      'CVE-2020-1472',
      UNAUTH_RCE_SCOPE,
      'CWE-330',
      'An elevation of privilege vulnerability exists when an attacker establishes a vulnerable Netlogon secure channel connection to a domain controller (Zerologon).',
      edb(49071, 'Zerologon - Netlogon Privilege Escalation', 'windows', 'remote'),
    ),
  ],
  msSmb: [
    cve(
      'CVE-2017-0144',
      HARD_RCE,
      'CWE-20',
      'The SMBv1 server in Microsoft Windows allows remote attackers to execute arbitrary code via crafted packets (EternalBlue, MS17-010).',
      edb(
        42315,
        "Microsoft Windows 7/8.1/2008 R2/2012 R2/2016 R2 - 'EternalBlue' SMB Remote Code Execution (MS17-010)",
        'windows',
        'remote',
      ),
    ),
    cve(
      'CVE-2020-0796',
      UNAUTH_RCE_SCOPE,
      'CWE-119',
      'A remote code execution vulnerability exists in the way that the Microsoft Server Message Block 3.1.1 (SMBv3) protocol handles certain requests (SMBGhost).',
      edb(
        48537,
        "Microsoft Windows 10 (1903/1909) - 'SMBGhost' SMB3.1.1 'SMB2_COMPRESSION_CAPABILITIES' Local Privilege Escalation",
        'windows',
        'local',
      ),
    ),
  ],
  msLdap: [
    cve(
      'CVE-2024-49112',
      UNAUTH_RCE,
      'CWE-190',
      'Windows Lightweight Directory Access Protocol (LDAP) Remote Code Execution Vulnerability (LDAPNightmare).',
    ),
  ],
  msrpc: [
    cve(
      'CVE-2022-26809',
      UNAUTH_RCE,
      'CWE-190',
      'Remote Procedure Call Runtime Remote Code Execution Vulnerability.',
    ),
  ],
  rpcbind: [
    cve(
      'CVE-2017-8779',
      REMOTE_DOS,
      'CWE-770',
      'rpcbind through 0.2.4 and other RPC components allow remote attackers to cause a denial of service (memory consumption) via a large size value in XDR data (rpcbomb).',
      edb(41974, 'RPCBind / libtirpc - Denial of Service', 'linux', 'dos', 'c'),
    ),
  ],
  linuxTelnetd: [
    cve(
      'CVE-2020-10188',
      UNAUTH_RCE,
      'CWE-120',
      'utility.c in telnetd in netkit telnet through 0.17 allows remote attackers to execute arbitrary code via short writes or urgent data.',
      edb(
        48170,
        "netkit-telnet-0.17 telnetd (Fedora 31) - 'BraveStarr' Remote Code Execution",
        'linux',
        'remote',
      ),
    ),
  ],
  busyboxTelnetd: [
    cve(
      'CVE-2022-48174',
      UNAUTH_RCE,
      'CWE-787',
      'There is a stack overflow vulnerability in ash.c:6030 in busybox before 1.35, leading to arbitrary code execution.',
    ),
    cve(
      'CVE-2021-42386',
      ADMIN_RCE,
      'CWE-416',
      'A use-after-free in Busybox awk applet leads to denial of service and possibly code execution when processing a crafted awk pattern.',
    ),
  ],
  realvnc: [
    cve(
      'CVE-2006-2369',
      REMOTE_LEAK,
      'CWE-287',
      'RealVNC 4.1.1 and other products allow remote attackers to bypass authentication via a request in which the client specifies an insecure security type such as "Type 1 - None".',
      edb(
        1791,
        'RealVNC 4.1.0 < 4.1.1 - VNC Null Authentication Bypass',
        'multiple',
        'remote',
        'c',
      ),
    ),
  ],
  tightvnc: [
    cve(
      'CVE-2019-15678',
      UNAUTH_RCE,
      'CWE-787',
      'TightVNC code version 1.3.10 contains a heap buffer overflow in the rfbServerCutText handler, which can potentially result in code execution.',
    ),
  ],
  vnc: [
    cve(
      'CVE-2018-20019',
      UNAUTH_RCE,
      'CWE-787',
      'LibVNC before commit a83439b contains multiple heap out-of-bound write vulnerabilities in VNC client code that can result in remote code execution.',
    ),
  ],
  openldap: [
    cve(
      'CVE-2022-29155',
      UNAUTH_RCE,
      'CWE-89',
      'In OpenLDAP 2.x before 2.5.12 and 2.6.x before 2.6.2, a SQL injection vulnerability exists in the experimental back-sql backend to slapd.',
    ),
    cve(
      'CVE-2020-12243',
      REMOTE_DOS,
      'CWE-674',
      'In filter.c in slapd in OpenLDAP before 2.4.50, LDAP search filters with nested boolean expressions can result in denial of service.',
    ),
  ],
  memcached: [
    cve(
      'CVE-2018-1000115',
      REMOTE_DOS,
      'CWE-400',
      'Memcached version 1.5.5 contains an Insufficient Control of Network Message Volume vulnerability in the UDP support that can result in a DDoS amplification attack.',
      edb(44264, "Memcached - 'memcrashed' Denial of Service", 'linux', 'dos'),
    ),
    cve(
      'CVE-2016-8704',
      UNAUTH_RCE,
      'CWE-190',
      'An integer overflow in the process_bin_append_prepend function in Memcached allows remote attackers to execute arbitrary code.',
    ),
  ],
  miniupnp: [
    cve(
      'CVE-2020-12695',
      'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:H',
      'CWE-918',
      'The Open Connectivity Foundation UPnP specification before 2020-04-17 does not forbid the acceptance of a subscription request with a delivery URL on a different network segment (CallStranger).',
    ),
  ],
  netSnmp: [
    cve(
      'CVE-2022-24805',
      AUTH_DOS,
      'CWE-120',
      'A buffer overflow in the handling of the INDEX of NET-SNMP-VACM-MIB can cause an out-of-bounds memory access.',
    ),
    cve(
      'CVE-2020-15862',
      LOCAL_PRIVESC,
      'CWE-269',
      'Net-SNMP through 5.8 has Improper Privilege Management because SNMP WRITE access to the EXTEND MIB provides the ability to run arbitrary commands as root.',
    ),
  ],
  ntp: [
    cve(
      'CVE-2013-5211',
      REMOTE_DOS,
      'CWE-20',
      'The monlist feature in ntp_request.c in ntpd in NTP before 4.2.7p26 allows remote attackers to cause a denial of service (traffic amplification) via forged REQ_MON_GETLIST requests.',
      edb(33073, 'NTP ntpd monlist Query Reflection - Denial of Service', 'multiple', 'dos'),
    ),
    cve(
      'CVE-2014-9295',
      UNAUTH_RCE,
      'CWE-119',
      'Multiple stack-based buffer overflows in ntpd in NTP before 4.2.8 allow remote attackers to execute arbitrary code via a crafted packet.',
    ),
  ],
  asterisk: [
    cve(
      'CVE-2021-32558',
      AUTH_DOS,
      'CWE-400',
      'An issue was discovered in Sangoma Asterisk: if the IAX2 channel driver receives a packet that contains an unsupported media format, a crash can occur.',
    ),
  ],
  cups: [
    cve(
      'CVE-2022-26691',
      'AV:L/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H',
      'CWE-697',
      'A logic issue in CUPS allows an attacker to send commands with administrator privileges to the cupsd service.',
    ),
    cve(
      'CVE-2009-0032',
      LOCAL_PRIVESC,
      'CWE-59',
      'CUPS on Mandriva Linux 2008.0 allows local users to overwrite arbitrary files via a symlink attack on the /tmp/pdf.log temporary file.',
    ),
    cve(
      'CVE-2008-1033',
      'AV:L/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N',
      'CWE-200',
      'The scheduler in CUPS in Apple Mac OS X 10.5.2, when debug logging is enabled and a printer requires a password, logs authentication credentials.',
    ),
    cve(
      'CVE-2024-47176',
      'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N',
      'CWE-1327',
      'CUPS cups-browsed binds on UDP INADDR_ANY:631 trusting any packet from any source to trigger a Get-Printer-Attributes IPP request to an attacker controlled URL.',
    ),
  ],
  mosquitto: [
    cve(
      'CVE-2023-28366',
      REMOTE_DOS,
      'CWE-401',
      'The broker in Eclipse Mosquitto 1.3.2 through 2.x before 2.0.16 has a memory leak that can be abused remotely.',
    ),
    cve(
      'CVE-2017-7650',
      'AV:N/AC:L/PR:L/UI:N/S:U/C:N/I:H/A:N',
      'CWE-284',
      'In Mosquitto before 1.4.12, pattern based ACLs can be bypassed by clients that set their username/client id to # or +.',
    ),
  ],
  rabbitmq: [
    cve(
      'CVE-2023-46118',
      AUTH_DOS,
      'CWE-400',
      'RabbitMQ HTTP API did not enforce an HTTP request body limit, making it vulnerable to denial of service attacks.',
    ),
  ],
  openvpn: [
    cve(
      'CVE-2020-15078',
      HARD_TAMPER,
      'CWE-287',
      'OpenVPN 2.5.1 and earlier versions allows a remote attacker to bypass authentication and access control channel data on servers configured with deferred authentication.',
    ),
  ],
  kafka: [
    cve(
      'CVE-2023-25194',
      AUTH_RCE,
      'CWE-502',
      'A possible security vulnerability has been identified in Apache Kafka Connect: JNDI injection through SASL JAAS configuration.',
    ),
  ],
  zookeeper: [
    cve(
      'CVE-2023-44981',
      'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N',
      'CWE-639',
      'Authorization Bypass Through User-Controlled Key vulnerability in Apache ZooKeeper when SASL Quorum Peer authentication is enabled.',
    ),
  ],
  cassandra: [
    cve(
      'CVE-2021-44521',
      'AV:N/AC:H/PR:L/UI:N/S:C/C:H/I:H/A:H',
      'CWE-94',
      'When running Apache Cassandra with user defined functions enabled, an attacker can execute arbitrary code on the host.',
    ),
  ],
  rtspHikvision: [
    cve(
      'CVE-2021-36260',
      UNAUTH_RCE,
      'CWE-78',
      'A command injection vulnerability in the web server of some Hikvision products allows an attacker to launch a command injection attack by sending messages with malicious commands.',
      edb(50441, 'Hikvision Web Server Build 210702 - Command Injection', 'hardware', 'webapps'),
    ),
  ],
  rtspDahua: [
    cve(
      'CVE-2021-33044',
      UNAUTH_RCE,
      'CWE-287',
      'The identity authentication bypass vulnerability found in some Dahua products during the login process.',
    ),
  ],
  linux: [
    cve(
      'CVE-1999-0431',
      REMOTE_DOS,
      'CWE-20',
      'Linux 2.2.3 and earlier allow a remote attacker to perform an IP fragmentation attack, causing a denial of service.',
    ),
    cve(
      'CVE-1999-0656',
      MINOR_LEAK,
      'CWE-200',
      'The ugidd RPC interface, by design, allows remote attackers to enumerate valid usernames by specifying arbitrary UIDs that ugidd maps to local user and group names.',
    ),
    cve(
      'CVE-2016-5195',
      LOCAL_RACE,
      'CWE-362',
      'Race condition in mm/gup.c in the Linux kernel 2.x through 4.x before 4.8.3 allows local users to gain privileges by leveraging incorrect handling of a copy-on-write feature (Dirty COW).',
      edb(
        40839,
        "Linux Kernel 2.6.22 < 3.9 - 'Dirty COW' 'PTRACE_POKEDATA' Race Condition Privilege Escalation (/etc/passwd Method)",
        'linux',
        'local',
        'c',
      ),
    ),
    cve(
      'CVE-2022-0847',
      LOCAL_PRIVESC,
      'CWE-665',
      'A flaw was found in the way the flags member of the new pipe buffer structure was lacking proper initialization in the Linux kernel, allowing overwriting of read-only files (Dirty Pipe).',
      edb(
        50808,
        'Linux Kernel 5.8 < 5.16.11 - Local Privilege Escalation (DirtyPipe)',
        'linux',
        'local',
        'c',
      ),
    ),
    cve(
      'CVE-1999-1285',
      'AV:L/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N',
      'CWE-400',
      'Linux 2.1.132 and earlier allows local users to cause a denial of service (resource exhaustion) by reading a large buffer from a random device.',
    ),
    cve(
      'CVE-2024-1086',
      LOCAL_PRIVESC,
      'CWE-416',
      'A use-after-free vulnerability in the Linux kernel netfilter: nf_tables component can be exploited to achieve local privilege escalation.',
    ),
  ],
};

/** Vendor advisory pages, as a CVE's second reference. */
export const ADVISORIES: Partial<Record<CvePoolKey, string>> = {
  openssh: 'https://www.openssh.com/security.html',
  nginx: 'https://nginx.org/en/security_advisories.html',
  apache: 'https://httpd.apache.org/security/vulnerabilities_24.html',
  tomcat: 'https://tomcat.apache.org/security-9.html',
  exim: 'https://www.exim.org/static/doc/security/',
  samba: 'https://www.samba.org/samba/history/security.html',
  bind: 'https://kb.isc.org/docs/aa-00913',
  postgresql: 'https://www.postgresql.org/support/security/',
  redis: 'https://github.com/redis/redis/security/advisories',
  mysql: 'https://www.oracle.com/security-alerts/',
  linux: 'https://www.kernel.org/category/releases.html',
};

/**
 * Weaknesses generated CVEs are built from: CWE id, what goes wrong, what it lets an
 * attacker do, the CVSS vector typical of it, and how an exploit for it is titled.
 */
export interface WeaknessRow {
  readonly cwe: string;
  readonly flaw: string;
  readonly impact: string;
  readonly vector: string;
  readonly exploitTitle: string;
}

const weakness = (
  cwe: string,
  flaw: string,
  impact: string,
  vector: string,
  exploitTitle: string,
): WeaknessRow => ({ cwe, flaw, impact, vector, exploitTitle });

export const WEAKNESSES: readonly WeaknessRow[] = [
  weakness(
    'CWE-787',
    'A heap-based buffer overflow',
    'execute arbitrary code via a crafted request',
    UNAUTH_RCE,
    'Remote Code Execution (RCE)',
  ),
  weakness(
    'CWE-125',
    'An out-of-bounds read',
    'read sensitive memory or crash the service',
    REMOTE_DOS,
    'Memory Disclosure',
  ),
  weakness(
    'CWE-400',
    'Uncontrolled resource consumption',
    'cause a denial of service',
    REMOTE_DOS,
    'Denial of Service (PoC)',
  ),
  weakness(
    'CWE-79',
    'A cross-site scripting (XSS) issue',
    'inject arbitrary web script or HTML',
    REFLECTED_XSS,
    'Reflected Cross-Site Scripting (XSS)',
  ),
  weakness(
    'CWE-22',
    'A path traversal issue',
    'read arbitrary files via a crafted path',
    REMOTE_LEAK,
    'Directory Traversal',
  ),
  weakness(
    'CWE-20',
    'Improper input validation',
    'cause a denial of service via malformed packets',
    REMOTE_DOS,
    'Denial of Service (DoS)',
  ),
  weakness(
    'CWE-416',
    'A use-after-free',
    'execute arbitrary code after authentication',
    AUTH_RCE,
    'Authenticated Remote Code Execution',
  ),
  weakness(
    'CWE-476',
    'A NULL pointer dereference',
    'crash the service',
    AUTH_DOS,
    'Remote Crash (PoC)',
  ),
  weakness(
    'CWE-200',
    'An information exposure',
    'obtain sensitive information',
    MINOR_LEAK,
    'Information Disclosure',
  ),
  weakness(
    'CWE-287',
    'Improper authentication',
    'bypass authentication',
    REMOTE_LEAK,
    'Authentication Bypass',
  ),
  weakness(
    'CWE-190',
    'An integer overflow',
    'execute arbitrary code or cause a denial of service',
    HARD_RCE,
    'Integer Overflow',
  ),
  weakness(
    'CWE-444',
    'Inconsistent interpretation of HTTP requests',
    'smuggle requests past a front-end proxy',
    MINOR_TAMPER,
    'HTTP Request Smuggling',
  ),
  weakness(
    'CWE-78',
    'An OS command injection',
    'execute arbitrary commands as an administrator',
    ADMIN_RCE,
    'Command Injection (Authenticated)',
  ),
  weakness(
    'CWE-295',
    'Improper certificate validation',
    'intercept encrypted traffic',
    HARD_TAMPER,
    'Man-in-the-Middle',
  ),
  weakness(
    'CWE-362',
    'A race condition',
    'escalate privileges on the host',
    LOCAL_RACE,
    'Local Privilege Escalation',
  ),
  weakness(
    'CWE-269',
    'Improper privilege management',
    'gain root privileges',
    LOCAL_PRIVESC,
    'Local Privilege Escalation',
  ),
  weakness(
    'CWE-352',
    'A cross-site request forgery (CSRF) issue',
    'perform actions as an administrator',
    USER_RCE,
    'Cross-Site Request Forgery (CSRF)',
  ),
  weakness(
    'CWE-319',
    'Cleartext transmission of credentials',
    'sniff credentials on the network',
    HARD_LEAK,
    'Credential Sniffing',
  ),
  weakness(
    'CWE-327',
    'A weak cryptographic algorithm',
    'decrypt part of the traffic',
    'AV:N/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N',
    'Weak Encryption',
  ),
  weakness(
    'CWE-532',
    'Sensitive data written to a log file',
    'read credentials with local access',
    'AV:L/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N',
    'Credentials in Logs',
  ),
];
