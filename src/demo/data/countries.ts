/**
 * Countries and cities for synthetic host locations, most exposed-host-rich countries
 * first (the order is the Zipf rank). Names, continents and the way coordinates are
 * written (strings, up to 4 decimals) follow GeoIP data as ODIN returns it; the country
 * coordinates are the centroid GeoIP gives when it knows no city. Pure data.
 */

export interface CityRow {
  readonly name: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly postalCode: string;
}

export interface CountryRow {
  readonly code: string;
  readonly name: string;
  readonly continent: string;
  readonly latitude: string;
  readonly longitude: string;
  /** Largest first: cities are drawn with Zipf weights in this order. */
  readonly cities: readonly CityRow[];
}

const city = (name: string, latitude: string, longitude: string, postalCode = ''): CityRow => ({
  name,
  latitude,
  longitude,
  postalCode,
});

const country = (
  code: string,
  name: string,
  continent: string,
  [latitude, longitude]: readonly [string, string],
  cities: readonly CityRow[],
): CountryRow => ({ code, name, continent, latitude, longitude, cities });

const NA = 'North America';
const SA = 'South America';
const EU = 'Europe';
const AS = 'Asia';
const AF = 'Africa';
const OC = 'Oceania';

export const COUNTRIES: readonly CountryRow[] = [
  country(
    'US',
    'United States',
    NA,
    ['37.751', '-97.822'],
    [
      city('Ashburn', '39.0469', '-77.4903', '20149'),
      city('New York', '40.7123', '-74.0068', '10118'),
      city('Los Angeles', '34.0544', '-118.2441', '90009'),
      city('San Jose', '37.3388', '-121.8916', '95141'),
      city('Dallas', '32.7797', '-96.8022', '75270'),
      city('Chicago', '41.8835', '-87.6305', '60602'),
      city('Seattle', '47.6062', '-122.3321', '98101'),
      city('Miami', '25.7689', '-80.1946', '33197'),
      city('Piscataway', '40.5511', '-74.4606', '08854'),
      city('Atlanta', '33.7485', '-84.3871', '30303'),
    ],
  ),
  country(
    'CN',
    'China',
    AS,
    ['34.7732', '113.722'],
    [
      city('Beijing', '39.9143', '116.3861'),
      city('Shanghai', '31.2222', '121.4581'),
      city('Shenzhen', '22.5559', '114.0577'),
      city('Guangzhou', '23.1181', '113.2539'),
      city('Hangzhou', '30.2994', '120.1612'),
      city('Chengdu', '30.6667', '104.0667'),
      city('Nanjing', '32.0617', '118.7778'),
      city('Qingdao', '36.0986', '120.3719'),
    ],
  ),
  country(
    'DE',
    'Germany',
    EU,
    ['51.2993', '9.491'],
    [
      city('Frankfurt am Main', '50.1188', '8.6843', '60313'),
      city('Falkenstein', '50.4779', '12.3713', '08223'),
      city('Nuremberg', '49.4527', '11.0783', '90403'),
      city('Berlin', '52.5196', '13.4069', '10178'),
      city('Munich', '48.1374', '11.5755', '80331'),
      city('Düsseldorf', '51.2217', '6.7762', '40213'),
      city('Hamburg', '53.5511', '9.9937', '20095'),
    ],
  ),
  country(
    'JP',
    'Japan',
    AS,
    ['35.69', '139.69'],
    [
      city('Tokyo', '35.6893', '139.6899', '151-0053'),
      city('Osaka', '34.6936', '135.5019', '543-0062'),
      city('Yokohama', '35.4478', '139.6425', '220-0012'),
      city('Nagoya', '35.1815', '136.9064', '450-0002'),
      city('Kugayama', '35.6902', '139.5997', '168-0081'),
      city('Fukuoka', '33.6', '130.4167', '810-0001'),
    ],
  ),
  country(
    'KR',
    'South Korea',
    AS,
    ['37.5112', '126.9741'],
    [
      city('Seoul', '37.5665', '126.978', '04524'),
      city('Incheon', '37.4562', '126.7052', '21554'),
      city('Busan', '35.1028', '129.0403', '48058'),
      city('Daejeon', '36.3491', '127.3849', '35242'),
      city('Suwon', '37.2911', '127.0089', '16489'),
    ],
  ),
  country(
    'FR',
    'France',
    EU,
    ['48.8582', '2.3387'],
    [
      city('Paris', '48.8534', '2.3488', '75001'),
      city('Roubaix', '50.6942', '3.1746', '59100'),
      city('Gravelines', '50.9865', '2.1281', '59820'),
      city('Strasbourg', '48.5839', '7.7455', '67000'),
      city('Lyon', '45.7485', '4.8467', '69001'),
      city('Marseille', '43.2965', '5.3698', '13001'),
    ],
  ),
  country(
    'GB',
    'United Kingdom',
    EU,
    ['51.4964', '-0.1224'],
    [
      city('London', '51.5088', '-0.093', 'EC1A'),
      city('Manchester', '53.4809', '-2.2374', 'M1'),
      city('Birmingham', '52.4814', '-1.8998', 'B1'),
      city('Edinburgh', '55.9521', '-3.1965', 'EH1'),
      city('Leeds', '53.7965', '-1.5478', 'LS1'),
      city('Slough', '51.5095', '-0.5954', 'SL1'),
    ],
  ),
  country(
    'NL',
    'The Netherlands',
    EU,
    ['52.3824', '4.8995'],
    [
      city('Amsterdam', '52.3759', '4.8975', '1012'),
      city('Rotterdam', '51.9225', '4.4792', '3011'),
      city('Meppel', '52.6959', '6.1847', '7941'),
      city('Naaldwijk', '51.9942', '4.2097', '2671'),
      city('Eygelshoven', '50.8935', '6.0583', '6471'),
    ],
  ),
  country(
    'BR',
    'Brazil',
    SA,
    ['-22.8305', '-43.2192'],
    [
      city('São Paulo', '-23.5335', '-46.6359', '01000-000'),
      city('Rio de Janeiro', '-22.9201', '-43.3307', '20000-000'),
      city('Belo Horizonte', '-19.9208', '-43.9378', '30110-000'),
      city('Curitiba', '-25.504', '-49.2908', '80000-000'),
      city('Porto Alegre', '-30.0318', '-51.2065', '90000-000'),
      city('Fortaleza', '-3.7172', '-38.5431', '60000-000'),
    ],
  ),
  country(
    'RU',
    'Russia',
    EU,
    ['55.7386', '37.6068'],
    [
      city('Moscow', '55.7527', '37.6172', '101000'),
      city('Saint Petersburg', '59.8944', '30.2642', '190000'),
      city('Novosibirsk', '55.0415', '82.9346', '630000'),
      city('Yekaterinburg', '56.8575', '60.6125', '620000'),
      city('Kazan', '55.7887', '49.1221', '420000'),
    ],
  ),
  country(
    'SG',
    'Singapore',
    AS,
    ['1.3673', '103.8014'],
    [
      city('Singapore', '1.2897', '103.8501', '018989'),
      city('Jurong West', '1.3404', '103.709', '640000'),
      city('Tampines', '1.3496', '103.9568', '520000'),
    ],
  ),
  country(
    'IN',
    'India',
    AS,
    ['21.9974', '79.0011'],
    [
      city('Mumbai', '19.0748', '72.8856', '400001'),
      city('Bengaluru', '12.9634', '77.5855', '560001'),
      city('New Delhi', '28.6327', '77.2198', '110001'),
      city('Chennai', '13.0878', '80.2785', '600001'),
      city('Hyderabad', '17.3724', '78.4378', '500001'),
      city('Pune', '18.6161', '73.7286', '411001'),
      city('Kolkata', '22.518', '88.3832', '700001'),
    ],
  ),
  country(
    'HK',
    'Hong Kong',
    AS,
    ['22.2578', '114.1657'],
    [
      city('Hong Kong', '22.2842', '114.1759'),
      city('Kowloon', '22.3167', '114.1833'),
      city('Tsuen Wan', '22.3707', '114.1049'),
    ],
  ),
  country(
    'CA',
    'Canada',
    NA,
    ['43.6319', '-79.3716'],
    [
      city('Toronto', '43.6547', '-79.3623', 'M5A'),
      city('Montreal', '45.5063', '-73.5794', 'H2X'),
      city('Vancouver', '49.2497', '-123.1193', 'V5K'),
      city('Beauharnois', '45.3151', '-73.8779', 'J6N'),
      city('Calgary', '51.0501', '-114.0853', 'T2P'),
    ],
  ),
  country(
    'IT',
    'Italy',
    EU,
    ['43.1479', '12.1097'],
    [
      city('Milan', '45.4722', '9.1922', '20121'),
      city('Rome', '41.8904', '12.5126', '00118'),
      city('Arezzo', '43.4617', '11.8783', '52100'),
      city('Turin', '45.0705', '7.6868', '10121'),
      city('Naples', '40.8522', '14.2681', '80121'),
    ],
  ),
  country(
    'VN',
    'Vietnam',
    AS,
    ['16', '106'],
    [
      city('Hanoi', '21.0292', '105.8526', '100000'),
      city('Ho Chi Minh City', '10.8142', '106.6438', '700000'),
      city('Da Nang', '16.0678', '108.2208', '550000'),
    ],
  ),
  country(
    'TW',
    'Taiwan',
    AS,
    ['24', '121'],
    [
      city('Taipei', '25.0478', '121.5319', '100'),
      city('Taichung', '24.1469', '120.6839', '400'),
      city('Kaohsiung', '22.6163', '120.3133', '800'),
      city('Changhua', '24.0734', '120.5134', '500'),
    ],
  ),
  country(
    'AU',
    'Australia',
    OC,
    ['-33.494', '143.2104'],
    [
      city('Sydney', '-33.8715', '151.2006', '2000'),
      city('Melbourne', '-37.8159', '144.9669', '3000'),
      city('Brisbane', '-27.4679', '153.0281', '4000'),
      city('Perth', '-31.9522', '115.8614', '6000'),
      city('Adelaide', '-34.9287', '138.5986', '5000'),
    ],
  ),
  country(
    'PL',
    'Poland',
    EU,
    ['52.2394', '21.0362'],
    [
      city('Warsaw', '52.2298', '21.0118', '00-001'),
      city('Krakow', '50.0614', '19.9366', '30-001'),
      city('Wroclaw', '51.1', '17.0333', '50-001'),
      city('Gdansk', '54.3521', '18.6464', '80-001'),
    ],
  ),
  country(
    'ES',
    'Spain',
    EU,
    ['40.4172', '-3.684'],
    [
      city('Madrid', '40.4165', '-3.7026', '28001'),
      city('Barcelona', '41.3888', '2.159', '08001'),
      city('Valencia', '39.4739', '-0.3797', '46001'),
      city('Seville', '37.3824', '-5.9761', '41001'),
    ],
  ),
  country(
    'IR',
    'Iran',
    AS,
    ['35.698', '51.4115'],
    [
      city('Tehran', '35.6944', '51.4215'),
      city('Mashhad', '36.297', '59.6062'),
      city('Isfahan', '32.6572', '51.6776'),
    ],
  ),
  country(
    'TR',
    'Turkey',
    AS,
    ['41.0214', '28.9948'],
    [
      city('Istanbul', '41.0145', '28.9533', '34000'),
      city('Ankara', '39.9199', '32.8543', '06000'),
      city('Izmir', '38.4127', '27.1384', '35000'),
      city('Bursa', '40.1956', '29.0601', '16000'),
    ],
  ),
  country(
    'SE',
    'Sweden',
    EU,
    ['59.3247', '18.056'],
    [
      city('Stockholm', '59.3294', '18.0687', '111 20'),
      city('Gothenburg', '57.7072', '11.9668', '411 03'),
      city('Malmo', '55.6059', '13.0007', '211 20'),
    ],
  ),
  country(
    'UA',
    'Ukraine',
    EU,
    ['50.4522', '30.5287'],
    [
      city('Kyiv', '50.458', '30.5303', '01001'),
      city('Kharkiv', '49.9808', '36.2527', '61000'),
      city('Odesa', '46.4775', '30.7326', '65000'),
      city('Lviv', '49.8383', '24.0232', '79000'),
    ],
  ),
  country(
    'MX',
    'Mexico',
    NA,
    ['19.4357', '-99.1438'],
    [
      city('Mexico City', '19.4285', '-99.1277', '06000'),
      city('Guadalajara', '20.6668', '-103.3918', '44100'),
      city('Monterrey', '25.6751', '-100.3185', '64000'),
      city('Querétaro', '20.5888', '-100.3899', '76000'),
    ],
  ),
  country(
    'ID',
    'Indonesia',
    AS,
    ['-6.1728', '106.8272'],
    [
      city('Jakarta', '-6.2146', '106.8451', '10110'),
      city('Surabaya', '-7.2492', '112.7508', '60111'),
      city('Bandung', '-6.9039', '107.6186', '40111'),
      city('Medan', '3.5833', '98.6667', '20111'),
    ],
  ),
  country(
    'TH',
    'Thailand',
    AS,
    ['13.7442', '100.4608'],
    [
      city('Bangkok', '13.754', '100.5014', '10200'),
      city('Chiang Mai', '18.7904', '98.9847', '50000'),
      city('Nonthaburi', '13.8591', '100.5217', '11000'),
    ],
  ),
  country(
    'AR',
    'Argentina',
    SA,
    ['-34.6022', '-58.3845'],
    [
      city('Buenos Aires', '-34.6021', '-58.3845', '1871'),
      city('Córdoba', '-31.4135', '-64.181', '5000'),
      city('Rosario', '-32.9468', '-60.6393', '2000'),
    ],
  ),
  country(
    'FI',
    'Finland',
    EU,
    ['60.1717', '24.9349'],
    [
      city('Helsinki', '60.1797', '24.9344', '00100'),
      city('Tuusula', '60.4034', '25.0286', '04300'),
      city('Espoo', '60.2052', '24.6522', '02100'),
    ],
  ),
  country(
    'CH',
    'Switzerland',
    EU,
    ['47.1449', '8.1551'],
    [
      city('Zurich', '47.3682', '8.5671', '8001'),
      city('Geneva', '46.2022', '6.1457', '1201'),
      city('Lausanne', '46.5161', '6.6328', '1003'),
      city('Basel', '47.5584', '7.5733', '4001'),
    ],
  ),
  country(
    'ZA',
    'South Africa',
    AF,
    ['-29', '24'],
    [
      city('Johannesburg', '-26.2309', '28.0583', '2000'),
      city('Cape Town', '-33.9258', '18.4232', '8001'),
      city('Durban', '-29.8579', '31.0292', '4001'),
      city('Pretoria', '-25.7449', '28.1878', '0002'),
    ],
  ),
  country(
    'IE',
    'Ireland',
    EU,
    ['53', '-8'],
    [
      city('Dublin', '53.3338', '-6.2488', 'D02'),
      city('Cork', '51.8979', '-8.4706', 'T12'),
      city('Galway', '53.2719', '-9.0489', 'H91'),
    ],
  ),
  country(
    'RO',
    'Romania',
    EU,
    ['44.4268', '26.1025'],
    [
      city('Bucharest', '44.4323', '26.1063', '010011'),
      city('Cluj-Napoca', '46.7667', '23.6', '400001'),
      city('Iasi', '47.1667', '27.6', '700001'),
    ],
  ),
  country(
    'CZ',
    'Czechia',
    EU,
    ['50.0848', '14.4112'],
    [
      city('Prague', '50.088', '14.4208', '110 00'),
      city('Brno', '49.1952', '16.608', '602 00'),
      city('Ostrava', '49.8347', '18.282', '702 00'),
    ],
  ),
  country(
    'BG',
    'Bulgaria',
    EU,
    ['42.6975', '23.3241'],
    [
      city('Sofia', '42.6975', '23.3242', '1000'),
      city('Plovdiv', '42.15', '24.75', '4000'),
      city('Varna', '43.2167', '27.9167', '9000'),
    ],
  ),
  country(
    'AT',
    'Austria',
    EU,
    ['48.2', '16.3667'],
    [
      city('Vienna', '48.2049', '16.3662', '1010'),
      city('Graz', '47.0667', '15.45', '8010'),
      city('Linz', '48.3064', '14.2861', '4020'),
    ],
  ),
  country(
    'BE',
    'Belgium',
    EU,
    ['50.8509', '4.3447'],
    [
      city('Brussels', '50.8534', '4.347', '1000'),
      city('Antwerp', '51.2199', '4.4035', '2000'),
      city('Ghent', '51.05', '3.7167', '9000'),
    ],
  ),
  country(
    'PT',
    'Portugal',
    EU,
    ['38.7167', '-9.1333'],
    [
      city('Lisbon', '38.7167', '-9.1333', '1000-001'),
      city('Porto', '41.1496', '-8.611', '4000-001'),
      city('Braga', '41.5503', '-8.42', '4700-001'),
    ],
  ),
  country(
    'NO',
    'Norway',
    EU,
    ['59.955', '10.859'],
    [
      city('Oslo', '59.9127', '10.7461', '0150'),
      city('Bergen', '60.3913', '5.3221', '5003'),
      city('Trondheim', '63.4305', '10.3951', '7010'),
    ],
  ),
  country(
    'DK',
    'Denmark',
    EU,
    ['55.7123', '12.0564'],
    [
      city('Copenhagen', '55.6759', '12.5655', '1050'),
      city('Aarhus', '56.1567', '10.2108', '8000'),
      city('Odense', '55.3959', '10.3883', '5000'),
    ],
  ),
  country(
    'MY',
    'Malaysia',
    AS,
    ['2.5', '112.5'],
    [
      city('Kuala Lumpur', '3.1412', '101.6865', '50000'),
      city('Cyberjaya', '2.9213', '101.6559', '63000'),
      city('Kota Samarahan', '1.4729', '110.3983', '94300'),
      city('George Town', '5.4112', '100.3354', '10000'),
    ],
  ),
  country(
    'PH',
    'Philippines',
    AS,
    ['14.5955', '120.9721'],
    [
      city('Manila', '14.6042', '120.9822', '1000'),
      city('Quezon City', '14.6488', '121.0509', '1100'),
      city('Cebu City', '10.3167', '123.8907', '6000'),
    ],
  ),
  country(
    'CO',
    'Colombia',
    SA,
    ['4.5981', '-74.0758'],
    [
      city('Bogotá', '4.6492', '-74.0628', '110111'),
      city('Medellín', '6.2518', '-75.5636', '050001'),
      city('Cali', '3.4372', '-76.5225', '760001'),
    ],
  ),
  country(
    'CL',
    'Chile',
    SA,
    ['-33.4521', '-70.6536'],
    [
      city('Santiago', '-33.4513', '-70.6653', '8320000'),
      city('Valparaíso', '-33.0393', '-71.6273', '2340000'),
      city('Concepción', '-36.827', '-73.0498', '4030000'),
    ],
  ),
  country(
    'IL',
    'Israel',
    AS,
    ['31.5', '34.75'],
    [
      city('Tel Aviv', '32.0809', '34.7806'),
      city('Jerusalem', '31.7834', '35.2339'),
      city('Haifa', '32.8156', '34.9892'),
    ],
  ),
  country(
    'GR',
    'Greece',
    EU,
    ['37.9842', '23.7353'],
    [
      city('Athens', '37.9842', '23.7353', '104 31'),
      city('Thessaloniki', '40.6403', '22.9439', '546 24'),
      city('Patras', '38.2444', '21.7344', '262 21'),
    ],
  ),
  country(
    'HU',
    'Hungary',
    EU,
    ['47.4984', '19.0404'],
    [
      city('Budapest', '47.4984', '19.0404', '1051'),
      city('Debrecen', '47.5317', '21.6244', '4024'),
      city('Szeged', '46.253', '20.1482', '6720'),
    ],
  ),
  country(
    'EG',
    'Egypt',
    AF,
    ['30.0355', '31.223'],
    [
      city('Cairo', '30.0626', '31.2497'),
      city('Alexandria', '31.2018', '29.9158'),
      city('Giza', '30.0081', '31.2109'),
    ],
  ),
  country(
    'SA',
    'Saudi Arabia',
    AS,
    ['24.6869', '46.7224'],
    [
      city('Riyadh', '24.6869', '46.7224', '11564'),
      city('Jeddah', '21.5169', '39.2192', '21442'),
      city('Dammam', '26.4344', '50.1033', '32241'),
    ],
  ),
  country(
    'AE',
    'United Arab Emirates',
    AS,
    ['24', '54'],
    [
      city('Dubai', '25.0657', '55.1713'),
      city('Abu Dhabi', '24.4648', '54.3618'),
      city('Sharjah', '25.3375', '55.4121'),
    ],
  ),
  country(
    'PK',
    'Pakistan',
    AS,
    ['30', '70'],
    [
      city('Karachi', '24.9056', '67.0822', '74000'),
      city('Lahore', '31.5497', '74.3436', '54000'),
      city('Islamabad', '33.7215', '73.0433', '44000'),
    ],
  ),
  country(
    'NG',
    'Nigeria',
    AF,
    ['10', '8'],
    [
      city('Lagos', '6.4531', '3.3958'),
      city('Abuja', '9.0579', '7.4951'),
      city('Ibadan', '7.3776', '3.906'),
    ],
  ),
  country(
    'KE',
    'Kenya',
    AF,
    ['-1.2841', '36.8155'],
    [
      city('Nairobi', '-1.2841', '36.8155', '00100'),
      city('Mombasa', '-4.0547', '39.6636', '80100'),
      city('Kisumu', '-0.1022', '34.7617', '40100'),
    ],
  ),
  country(
    'NZ',
    'New Zealand',
    OC,
    ['-41', '174'],
    [
      city('Auckland', '-36.8506', '174.7679', '1010'),
      city('Wellington', '-41.2866', '174.7756', '6011'),
      city('Christchurch', '-43.5333', '172.6333', '8011'),
    ],
  ),
  country(
    'LT',
    'Lithuania',
    EU,
    ['54.6892', '25.2798'],
    [
      city('Vilnius', '54.6892', '25.2798', '01001'),
      city('Kaunas', '54.9', '23.9', '44001'),
      city('Siauliai', '55.9333', '23.3167', '76001'),
    ],
  ),
  country(
    'LV',
    'Latvia',
    EU,
    ['56.9496', '24.0978'],
    [
      city('Riga', '56.9496', '24.0978', 'LV-1050'),
      city('Daugavpils', '55.8833', '26.5333', 'LV-5401'),
      city('Liepaja', '56.5047', '21.0108', 'LV-3401'),
    ],
  ),
  country(
    'EE',
    'Estonia',
    EU,
    ['59.4339', '24.7281'],
    [
      city('Tallinn', '59.4339', '24.7281', '10111'),
      city('Tartu', '58.3806', '26.7251', '50090'),
      city('Narva', '59.3772', '28.1903', '20001'),
    ],
  ),
  country(
    'SK',
    'Slovakia',
    EU,
    ['48.1482', '17.1067'],
    [
      city('Bratislava', '48.1482', '17.1067', '811 01'),
      city('Kosice', '48.7139', '21.2581', '040 01'),
      city('Zilina', '49.2231', '18.7394', '010 01'),
    ],
  ),
  country(
    'SC',
    'Seychelles',
    AF,
    ['-4.5833', '55.6667'],
    [
      city('Victoria', '-4.6167', '55.45'),
      city('Anse Boileau', '-4.7167', '55.4833'),
      city('Beau Vallon', '-4.6167', '55.4333'),
    ],
  ),
  country(
    'BD',
    'Bangladesh',
    AS,
    ['23.7018', '90.3742'],
    [
      city('Dhaka', '23.7104', '90.4074', '1000'),
      city('Chittagong', '22.3384', '91.8317', '4000'),
      city('Khulna', '22.8098', '89.5644', '9000'),
    ],
  ),
  country(
    'MA',
    'Morocco',
    AF,
    ['32', '-5'],
    [
      city('Casablanca', '33.5883', '-7.6114', '20000'),
      city('Rabat', '34.0133', '-6.8326', '10000'),
      city('Marrakesh', '31.6342', '-7.9999', '40000'),
    ],
  ),
  country(
    'PE',
    'Peru',
    SA,
    ['-12.0436', '-77.0281'],
    [
      city('Lima', '-12.0432', '-77.0282', '15001'),
      city('Arequipa', '-16.3989', '-71.535', '04001'),
      city('Trujillo', '-8.116', '-79.03', '13001'),
    ],
  ),
  country(
    'KZ',
    'Kazakhstan',
    AS,
    ['43.2567', '76.9286'],
    [
      city('Almaty', '43.25', '76.9167', '050000'),
      city('Astana', '51.1801', '71.446', '010000'),
      city('Shymkent', '42.3', '69.6', '160000'),
    ],
  ),
];
