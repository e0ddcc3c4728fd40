/**
 * Autonomous systems for synthetic hosts: the big hosting and cloud networks (present in
 * every country, most exposed first: the order is the Zipf rank) and national carriers by
 * country. Names are written as ODIN shows them (`asn.organization` from the ASN database,
 * `whois.organization` from the RIR). Countries without carriers here get generated ones
 * (see ../networks.ts). Pure data.
 */

/** Reverse DNS name of an address in the network, from its four octets. */
export type PtrPattern = (a: number, b: number, c: number, d: number) => string;

export interface AsnRow {
  /** As upstream writes it: `AS13335`. */
  readonly number: string;
  readonly organization: string;
  /** Registrant of the IP networks, as the IP whois names it. */
  readonly whoisOrganization: string;
  /** Country the AS is registered in. */
  readonly country: string;
  /** A hosting or cloud provider (rather than an access network). */
  readonly hosting: boolean;
  readonly ptr?: PtrPattern;
}

const asn = (
  number: number,
  organization: string,
  whoisOrganization: string,
  country: string,
  hosting: boolean,
  ptr?: PtrPattern,
): AsnRow => ({
  number: `AS${number}`,
  organization,
  whoisOrganization,
  country,
  hosting,
  ...(ptr ? { ptr } : {}),
});

/** Cloud and hosting networks with servers in many countries, most exposed hosts first. */
export const GLOBAL_ASNS: readonly AsnRow[] = [
  asn(
    16509,
    'AMAZON-02',
    'Amazon Technologies Inc.',
    'US',
    true,
    (a, b, c, d) => `ec2-${a}-${b}-${c}-${d}.compute-1.amazonaws.com`,
  ),
  asn(13335, 'CLOUDFLARENET', 'Cloudflare, Inc.', 'US', true),
  asn(14061, 'DIGITALOCEAN-ASN', 'DigitalOcean, LLC', 'US', true),
  asn(
    396982,
    'GOOGLE-CLOUD-PLATFORM',
    'Google LLC',
    'US',
    true,
    (a, b, c, d) => `${d}.${c}.${b}.${a}.bc.googleusercontent.com`,
  ),
  asn(
    24940,
    'Hetzner Online GmbH',
    'Hetzner Online GmbH',
    'DE',
    true,
    (a, b, c, d) => `static.${d}.${c}.${b}.${a}.clients.your-server.de`,
  ),
  asn(8075, 'MICROSOFT-CORP-MSN-AS-BLOCK', 'Microsoft Corporation', 'US', true),
  asn(16276, 'OVH SAS', 'OVH SAS', 'FR', true, (a, b, c, d) => `ip${d}.ip-${a}-${b}-${c}.eu`),
  asn(
    63949,
    'Akamai Connected Cloud',
    'Linode',
    'US',
    true,
    (a, b, c, d) => `${a}-${b}-${c}-${d}.ip.linodeusercontent.com`,
  ),
  asn(
    20473,
    'AS-VULTR',
    'The Constant Company, LLC',
    'US',
    true,
    (a, b, c, d) => `${a}.${b}.${c}.${d}.vultrusercontent.com`,
  ),
  asn(45102, 'Alibaba US Technology Co., Ltd.', 'Alibaba Cloud LLC', 'US', true),
  asn(132203, 'Tencent Building, Kejizhongyi Avenue', 'Tencent Cloud Computing', 'CN', true),
  asn(31898, 'ORACLE-BMC-31898', 'Oracle Corporation', 'US', true),
  asn(15169, 'GOOGLE', 'Google LLC', 'US', true),
  asn(
    14618,
    'AMAZON-AES',
    'Amazon.com, Inc.',
    'US',
    true,
    (a, b, c, d) => `ec2-${a}-${b}-${c}-${d}.compute-1.amazonaws.com`,
  ),
  asn(
    51167,
    'Contabo GmbH',
    'Contabo GmbH',
    'DE',
    true,
    (_a, b, c, d) => `vmi${(b << 8) | c}${d}.contaboserver.net`,
  ),
  asn(
    20940,
    'Akamai International B.V.',
    'Akamai Technologies, Inc.',
    'NL',
    true,
    (a, b, c, d) => `a${a}-${b}-${c}-${d}.deploy.static.akamaitechnologies.com`,
  ),
  asn(54113, 'FASTLY', 'Fastly, Inc.', 'US', true),
  asn(
    12876,
    'Scaleway S.a.s.',
    'ONLINE S.A.S.',
    'FR',
    true,
    (a, b, c, d) => `${d}-${c}-${b}-${a}.instances.scw.cloud`,
  ),
  asn(47583, 'Hostinger International Limited', 'HOSTINGER NL', 'CY', true),
  asn(
    8560,
    'IONOS SE',
    '1&1 IONOS SE',
    'DE',
    true,
    (a, b, c, d) => `ip${a}-${b}-${c}-${d}.pbiaas.com`,
  ),
  asn(
    46606,
    'UNIFIEDLAYER-AS-1',
    'Unified Layer',
    'US',
    true,
    (a, b, c, d) => `${d}.${c}.${b}.${a}.static.unifiedlayer.com`,
  ),
  asn(
    26496,
    'AS-26496-GO-DADDY-COM-LLC',
    'GoDaddy.com, LLC',
    'US',
    true,
    (a, b, c, d) => `ip-${a}-${b}-${c}-${d}.ip.secureserver.net`,
  ),
  asn(36352, 'AS-COLOCROSSING', 'ColoCrossing', 'US', true),
  asn(9009, 'M247 Europe SRL', 'M247 Europe Infrastructure', 'RO', true),
  asn(
    197540,
    'netcup GmbH',
    'netcup GmbH',
    'DE',
    true,
    (a, _b, c, d) => `v${(c << 8) | d}.${['panel', 'server', 'host'][a % 3]}.netcup.net`,
  ),
  asn(60068, 'Datacamp Limited', 'CDN77.com', 'GB', true),
  asn(53755, 'IOFLOOD', 'Input Output Flood LLC', 'US', true),
  asn(25697, 'UPCLOUDUSA', 'UPCLOUD-US-NYC1-NET', 'US', true),
];

/** National networks (access and local hosting), by country code, most exposed first. */
export const NATIONAL_ASNS: Readonly<Record<string, readonly AsnRow[]>> = {
  US: [
    asn(
      7922,
      'COMCAST-7922',
      'Comcast Cable Communications, LLC',
      'US',
      false,
      (a, b, c, d) => `c-${a}-${b}-${c}-${d}.hsd1.ca.comcast.net`,
    ),
    asn(701, 'UUNET', 'Verizon Business', 'US', false),
    asn(7018, 'ATT-INTERNET4', 'AT&T Corp.', 'US', false),
    asn(20115, 'CHARTER-20115', 'Charter Communications Inc', 'US', false),
    asn(209, 'CENTURYLINK-US-LEGACY-QWEST', 'CenturyLink Communications, LLC', 'US', false),
    asn(22773, 'ASN-CXA-ALL-CCI-22773-RDC', 'Cox Communications Inc.', 'US', false),
    asn(7226, 'DATABANK-LATISYS', 'Latisys-Chicago, LLC', 'US', true),
    asn(21928, 'T-MOBILE-AS21928', 'T-Mobile USA, Inc.', 'US', false),
  ],
  CN: [
    asn(4134, 'Chinanet', 'CHINANET Guangdong province network', 'CN', false),
    asn(
      4837,
      'CHINA UNICOM China169 Backbone',
      'China Unicom Shandong province network',
      'CN',
      false,
    ),
    asn(9808, 'China Mobile Communications Group Co., Ltd.', 'China Mobile', 'CN', false),
    asn(37963, 'Hangzhou Alibaba Advertising Co.,Ltd.', 'Aliyun Computing Co., LTD', 'CN', true),
    asn(
      45090,
      'Shenzhen Tencent Computer Systems Company Limited',
      'Tencent cloud computing (Beijing) Co., Ltd.',
      'CN',
      true,
    ),
    asn(
      4808,
      'China Unicom Beijing Province Network',
      'China Unicom Beijing Province Network',
      'CN',
      false,
    ),
    asn(
      58466,
      'CHINANET Guangdong province network',
      'CHINANET Guangdong province network',
      'CN',
      false,
    ),
  ],
  DE: [
    asn(
      3320,
      'Deutsche Telekom AG',
      'Deutsche Telekom AG',
      'DE',
      false,
      (a, b, c, d) => `p${((a << 24) | (b << 16) | (c << 8) | d) >>> 0}.dip0.t-ipconnect.de`,
    ),
    asn(3209, 'Vodafone GmbH', 'Vodafone GmbH', 'DE', false),
    asn(6805, 'Telefonica Germany GmbH & Co.OHG', 'Telefonica Germany', 'DE', false),
    asn(8881, '1&1 Versatel Deutschland GmbH', '1&1 Versatel Deutschland GmbH', 'DE', false),
  ],
  JP: [
    asn(4713, 'NTT Communications Corporation', 'NTT Communications Corporation', 'JP', false),
    asn(2516, 'KDDI CORPORATION', 'KDDI CORPORATION', 'JP', false),
    asn(17676, 'SoftBank Corp.', 'SoftBank Corp.', 'JP', false),
    asn(9371, 'SAKURA Internet Inc.', 'SAKURA Internet Inc.', 'JP', true),
    asn(17506, 'ARTERIA Networks Corporation', 'UCOM Corporation', 'JP', false),
  ],
  KR: [
    asn(4766, 'Korea Telecom', 'Korea Telecom', 'KR', false),
    asn(9318, 'SK Broadband Co Ltd', 'SK Broadband Co Ltd', 'KR', false),
    asn(3786, 'LG DACOM Corporation', 'LG Uplus Corp.', 'KR', false),
  ],
  FR: [
    asn(3215, 'Orange S.A.', 'France Telecom - Orange', 'FR', false),
    asn(
      12322,
      'Free SAS',
      'Free SAS',
      'FR',
      false,
      (a, b, c, d) => `${a}-${b}-${c}-${d}.subs.proxad.net`,
    ),
    asn(5410, 'Bouygues Telecom SA', 'Bouygues Telecom SA', 'FR', false),
    asn(15557, 'Societe Francaise Du Radiotelephone - SFR SA', 'SFR SA', 'FR', false),
  ],
  GB: [
    asn(2856, 'British Telecommunications PLC', 'BT Public Internet Service', 'GB', false),
    asn(5089, 'Virgin Media Limited', 'Virgin Media Limited', 'GB', false),
    asn(5607, 'Sky UK Limited', 'Sky UK Limited', 'GB', false),
    asn(13285, 'TalkTalk Communications Limited', 'TalkTalk Communications Limited', 'GB', false),
  ],
  NL: [
    asn(60781, 'LeaseWeb Netherlands B.V.', 'LeaseWeb Netherlands B.V.', 'NL', true),
    asn(1136, 'KPN B.V.', 'KPN B.V.', 'NL', false),
    asn(49981, 'WorldStream B.V.', 'WorldStream B.V.', 'NL', true),
    asn(33915, 'Vodafone Libertel B.V.', 'Vodafone Libertel B.V.', 'NL', false),
  ],
  BR: [
    asn(28573, 'Claro NXT Telecomunicacoes Ltda', 'Claro S.A.', 'BR', false),
    asn(18881, 'TELEFONICA BRASIL S.A', 'TELEFONICA BRASIL S.A', 'BR', false),
    asn(8167, 'V tal', 'V tal', 'BR', false),
  ],
  RU: [
    asn(12389, 'Rostelecom', 'Rostelecom', 'RU', false),
    asn(8359, 'MTS PJSC', 'MTS PJSC', 'RU', false),
    asn(49505, 'JSC Selectel', 'Selectel', 'RU', true),
    asn(197695, 'Domain names registrar REG.RU, Ltd', 'REG.RU', 'RU', true),
    asn(3216, 'PJSC "Vimpelcom"', 'PJSC "Vimpelcom"', 'RU', false),
  ],
  SG: [
    asn(4657, 'StarHub Ltd', 'StarHub Ltd', 'SG', false),
    asn(9506, 'Singtel Fibre Broadband', 'Singapore Telecommunications Ltd', 'SG', false),
  ],
  IN: [
    asn(9829, 'National Internet Backbone', 'Bharat Sanchar Nigam Limited', 'IN', false),
    asn(55836, 'Reliance Jio Infocomm Limited', 'Reliance Jio Infocomm Limited', 'IN', false),
    asn(24560, 'Bharti Airtel Ltd., Telemedia Services', 'Bharti Airtel Ltd.', 'IN', false),
  ],
  HK: [
    asn(4760, 'HKT Limited', 'HKT Limited', 'HK', false),
    asn(9269, 'Hong Kong Broadband Network Ltd.', 'Hong Kong Broadband Network Ltd.', 'HK', false),
    asn(137951, 'ASLINE LIMITED', 'Arosscloud INC', 'HK', true),
  ],
  CA: [
    asn(812, 'ROGERS-COMMUNICATIONS', 'Rogers Communications Canada Inc.', 'CA', false),
    asn(577, 'BACOM', 'Bell Canada', 'CA', false),
    asn(852, 'ASN852', 'TELUS Communications Inc.', 'CA', false),
  ],
  IT: [
    asn(3269, 'Telecom Italia S.p.A.', 'Telecom Italia S.p.A.', 'IT', false),
    asn(31034, 'Aruba S.p.A.', 'Aruba S.p.A. - Cloud Services', 'IT', true),
    asn(12874, 'Fastweb SpA', 'Fastweb SpA', 'IT', false),
  ],
  VN: [
    asn(7552, 'Viettel Group', 'Viettel Group', 'VN', false),
    asn(45899, 'VNPT Corp', 'VNPT Corp', 'VN', false),
    asn(18403, 'FPT Telecom Company', 'FPT Telecom Company', 'VN', false),
  ],
  TW: [
    asn(3462, 'Data Communication Business Group', 'Chunghwa Telecom Co., Ltd.', 'TW', false),
    asn(4780, 'Digital United Inc.', 'Digital United Inc.', 'TW', false),
  ],
  AU: [
    asn(1221, 'Telstra Corporation Ltd', 'Telstra Internet', 'AU', false),
    asn(4804, 'Microplex PTY LTD', 'SingTel Optus Pty Ltd', 'AU', false),
    asn(7545, 'TPG Telecom Limited', 'TPG Internet Pty Ltd', 'AU', false),
  ],
  PL: [
    asn(5617, 'Orange Polska Spolka Akcyjna', 'Orange Polska Spolka Akcyjna', 'PL', false),
    asn(12741, 'Netia SA', 'Netia SA', 'PL', false),
  ],
  ES: [
    asn(3352, 'TELEFONICA DE ESPANA S.A.U.', 'Telefonica de Espana SAU', 'ES', false),
    asn(12479, 'Orange Espagne SA', 'Orange Espagne SA', 'ES', false),
  ],
  IR: [
    asn(
      58224,
      'Iran Telecommunication Company PJS',
      'Iran Telecommunication Company PJS',
      'IR',
      false,
    ),
  ],
  TR: [
    asn(9121, 'Turk Telekomunikasyon Anonim Sirketi', 'Turk Telekom', 'TR', false),
    asn(34984, 'Superonline Iletisim Hizmetleri A.S.', 'Superonline', 'TR', false),
  ],
  SE: [asn(3301, 'Telia Company AB', 'Telia Company AB', 'SE', false)],
  UA: [
    asn(15895, 'Kyivstar PJSC', 'Kyivstar PJSC', 'UA', false),
    asn(6849, 'JSC "Ukrtelecom"', 'JSC "Ukrtelecom"', 'UA', false),
  ],
  MX: [asn(8151, 'UNINET', 'Uninet S.A. de C.V.', 'MX', false)],
  ID: [asn(7713, 'PT Telekomunikasi Indonesia', 'PT Telekomunikasi Indonesia', 'ID', false)],
  TH: [asn(45758, 'Triple T Broadband Public Company Limited', 'Triple T Internet', 'TH', false)],
  AR: [asn(7303, 'Telecom Argentina S.A.', 'Telecom Argentina S.A.', 'AR', false)],
  FI: [asn(719, 'Elisa Oyj', 'Elisa Oyj', 'FI', false)],
  CH: [asn(3303, 'Swisscom (Schweiz) AG', 'Swisscom (Schweiz) AG', 'CH', false)],
  ZA: [asn(37457, 'Telkom SA Ltd.', 'Telkom SA Ltd.', 'ZA', false)],
  MY: [asn(9930, 'TIME dotCom Berhad', 'TT DOTCOM SDN BHD', 'MY', false)],
  SC: [asn(54600, 'PEG-SV', 'Route', 'SC', true)],
};

/** Words generated carrier names are built from (see ../networks.ts). */
export const CARRIER_NAME_PARTS = {
  prefixes: ['Net', 'Tele', 'Data', 'Link', 'Fiber', 'Cyber', 'Inter', 'Wave', 'Star', 'Metro'],
  suffixes: ['com', 'net', 'link', 'line', 'tel', 'cloud', 'host', 'wave', 'connect', 'way'],
  kinds: ['Telecom', 'Networks', 'Communications', 'Internet Services', 'Hosting', 'Broadband'],
  legal: ['Ltd', 'LLC', 'S.A.', 'GmbH', 'JSC', 'Inc.', 'B.V.', 'S.R.L.', 'Co., Ltd.', 'PLC'],
} as const;
