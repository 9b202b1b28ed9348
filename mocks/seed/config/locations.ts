/**
 * Regions and locations per country site, English names.
 * Ids are globally unique: country n (1..19) has regions n*100+1.. and locations n*100+11..
 * Keys are globally unique too (region keys are prefixed with the country key), so i18n place maps
 * can be keyed by them.
 */
import type { CountryKey, LocationRegionSeed, LocationSeed } from './types';

type Row = readonly [id: number, key: string, value: string];

function region(id: number, key: string, value: string, locations: readonly Row[]): LocationRegionSeed {
  return { id, key, value, locations: locations.map(([lid, lkey, lvalue]): LocationSeed => ({ id: lid, key: lkey, value: lvalue })) };
}

export const locationsByCountry: Record<CountryKey, LocationRegionSeed[]> = {
  jp: [
    region(101, 'jp_kanto', 'Kanto', [[111, 'tokyo', 'Tokyo'], [112, 'yokohama', 'Yokohama'], [113, 'kawasaki', 'Kawasaki'], [114, 'saitama', 'Saitama'], [115, 'chiba', 'Chiba']]),
    region(102, 'jp_kansai', 'Kansai', [[116, 'osaka', 'Osaka'], [117, 'kyoto', 'Kyoto'], [118, 'kobe', 'Kobe']]),
    region(103, 'jp_chubu', 'Chubu', [[119, 'nagoya', 'Nagoya'], [120, 'shizuoka', 'Shizuoka']]),
    region(104, 'jp_kyushu', 'Kyushu', [[121, 'fukuoka', 'Fukuoka']]),
    region(105, 'jp_hokkaido', 'Hokkaido', [[122, 'sapporo', 'Sapporo']]),
  ],
  ph: [
    region(201, 'ph_metro_manila', 'Metro Manila', [
      [211, 'makati', 'Makati'], [212, 'taguig', 'Taguig'], [213, 'pasig', 'Pasig'], [214, 'quezon_city', 'Quezon City'],
      [215, 'manila', 'Manila'], [216, 'mandaluyong', 'Mandaluyong'], [217, 'pasay', 'Pasay'], [218, 'paranaque', 'Parañaque'],
    ]),
    region(202, 'ph_cebu', 'Cebu', [[219, 'cebu_city', 'Cebu City'], [220, 'mandaue', 'Mandaue'], [221, 'lapu_lapu', 'Lapu-Lapu']]),
    region(203, 'ph_davao', 'Davao', [[222, 'davao_city', 'Davao City']]),
    region(204, 'ph_laguna', 'Laguna', [[223, 'santa_rosa', 'Santa Rosa'], [224, 'calamba', 'Calamba']]),
  ],
  sg: [
    region(301, 'sg_central', 'Central', [
      [311, 'downtown_core', 'Downtown Core'], [312, 'orchard', 'Orchard'], [313, 'tanjong_pagar', 'Tanjong Pagar'],
      [314, 'novena', 'Novena'], [315, 'queenstown', 'Queenstown'],
    ]),
    region(302, 'sg_east', 'East', [[316, 'tampines', 'Tampines'], [317, 'changi', 'Changi'], [318, 'paya_lebar', 'Paya Lebar']]),
    region(303, 'sg_north', 'North', [[319, 'woodlands', 'Woodlands'], [320, 'yishun', 'Yishun']]),
    region(304, 'sg_north_east', 'North-East', [[321, 'punggol', 'Punggol'], [322, 'sengkang', 'Sengkang']]),
    region(305, 'sg_west', 'West', [[323, 'jurong_east', 'Jurong East'], [324, 'clementi', 'Clementi']]),
  ],
  my: [
    region(401, 'my_kuala_lumpur', 'Kuala Lumpur', [
      [411, 'kl_city_centre', 'KL City Centre'], [412, 'bukit_bintang', 'Bukit Bintang'], [413, 'mont_kiara', 'Mont Kiara'], [414, 'bangsar', 'Bangsar'],
    ]),
    region(402, 'my_selangor', 'Selangor', [
      [415, 'petaling_jaya', 'Petaling Jaya'], [416, 'shah_alam', 'Shah Alam'], [417, 'subang_jaya', 'Subang Jaya'], [418, 'cyberjaya', 'Cyberjaya'],
    ]),
    region(403, 'my_penang', 'Penang', [[419, 'george_town', 'George Town'], [420, 'bayan_lepas', 'Bayan Lepas']]),
    region(404, 'my_johor', 'Johor', [[421, 'johor_bahru', 'Johor Bahru']]),
  ],
  id: [
    region(501, 'id_jakarta', 'Jakarta', [
      [511, 'central_jakarta', 'Central Jakarta'], [512, 'south_jakarta', 'South Jakarta'], [513, 'west_jakarta', 'West Jakarta'],
      [514, 'north_jakarta', 'North Jakarta'], [515, 'east_jakarta', 'East Jakarta'],
    ]),
    region(502, 'id_west_java', 'West Java', [[516, 'bandung', 'Bandung'], [517, 'bekasi', 'Bekasi'], [518, 'bogor', 'Bogor']]),
    region(503, 'id_banten', 'Banten', [[519, 'tangerang', 'Tangerang']]),
    region(504, 'id_east_java', 'East Java', [[520, 'surabaya', 'Surabaya']]),
    region(505, 'id_bali', 'Bali', [[521, 'denpasar', 'Denpasar']]),
  ],
  hk: [
    region(601, 'hk_island', 'Hong Kong Island', [
      [611, 'hk_central', 'Central'], [612, 'wan_chai', 'Wan Chai'], [613, 'causeway_bay', 'Causeway Bay'], [614, 'quarry_bay', 'Quarry Bay'],
    ]),
    region(602, 'hk_kowloon', 'Kowloon', [
      [615, 'tsim_sha_tsui', 'Tsim Sha Tsui'], [616, 'mong_kok', 'Mong Kok'], [617, 'kwun_tong', 'Kwun Tong'], [618, 'kowloon_bay', 'Kowloon Bay'],
    ]),
    region(603, 'hk_new_territories', 'New Territories', [[619, 'sha_tin', 'Sha Tin'], [620, 'tsuen_wan', 'Tsuen Wan'], [621, 'tuen_mun', 'Tuen Mun']]),
  ],
  tw: [
    region(701, 'tw_taipei_city', 'Taipei City', [
      [711, 'xinyi', 'Xinyi'], [712, 'zhongshan', 'Zhongshan'], [713, 'daan', "Da'an"], [714, 'neihu', 'Neihu'], [715, 'nangang', 'Nangang'],
    ]),
    region(702, 'tw_new_taipei_city', 'New Taipei City', [[716, 'banqiao', 'Banqiao'], [717, 'xinzhuang', 'Xinzhuang']]),
    region(703, 'tw_taoyuan_hsinchu', 'Taoyuan and Hsinchu', [[718, 'taoyuan', 'Taoyuan'], [719, 'hsinchu', 'Hsinchu']]),
    region(704, 'tw_central_southern', 'Central and Southern Taiwan', [[720, 'taichung', 'Taichung'], [721, 'tainan', 'Tainan'], [722, 'kaohsiung', 'Kaohsiung']]),
  ],
  us: [
    region(801, 'us_california', 'California', [
      [811, 'san_francisco', 'San Francisco'], [812, 'los_angeles', 'Los Angeles'], [813, 'san_jose', 'San Jose'], [814, 'san_diego', 'San Diego'],
    ]),
    region(802, 'us_new_york', 'New York', [[815, 'new_york_city', 'New York City']]),
    region(803, 'us_texas', 'Texas', [[816, 'austin', 'Austin'], [817, 'dallas', 'Dallas'], [818, 'houston', 'Houston']]),
    region(804, 'us_washington', 'Washington', [[819, 'seattle', 'Seattle']]),
    region(805, 'us_illinois', 'Illinois', [[820, 'chicago', 'Chicago']]),
    region(806, 'us_massachusetts', 'Massachusetts', [[821, 'boston', 'Boston']]),
  ],
  gb: [
    region(901, 'gb_england', 'England', [
      [911, 'london', 'London'], [912, 'manchester', 'Manchester'], [913, 'birmingham', 'Birmingham'], [914, 'leeds', 'Leeds'],
      [915, 'bristol', 'Bristol'], [916, 'cambridge', 'Cambridge'], [917, 'oxford', 'Oxford'],
    ]),
    region(902, 'gb_scotland', 'Scotland', [[918, 'edinburgh', 'Edinburgh'], [919, 'glasgow', 'Glasgow']]),
    region(903, 'gb_wales', 'Wales', [[920, 'cardiff', 'Cardiff']]),
    region(904, 'gb_northern_ireland', 'Northern Ireland', [[921, 'belfast', 'Belfast']]),
  ],
  ca: [
    region(1001, 'ca_ontario', 'Ontario', [[1011, 'toronto', 'Toronto'], [1012, 'ottawa', 'Ottawa'], [1013, 'mississauga', 'Mississauga'], [1014, 'waterloo', 'Waterloo']]),
    region(1002, 'ca_british_columbia', 'British Columbia', [[1015, 'vancouver', 'Vancouver'], [1016, 'victoria', 'Victoria']]),
    region(1003, 'ca_quebec', 'Quebec', [[1017, 'montreal', 'Montreal'], [1018, 'quebec_city', 'Quebec City']]),
    region(1004, 'ca_alberta', 'Alberta', [[1019, 'calgary', 'Calgary'], [1020, 'edmonton', 'Edmonton']]),
  ],
  br: [
    region(1101, 'br_southeast', 'Southeast', [
      [1111, 'sao_paulo', 'São Paulo'], [1112, 'campinas', 'Campinas'], [1113, 'rio_de_janeiro', 'Rio de Janeiro'], [1114, 'belo_horizonte', 'Belo Horizonte'],
    ]),
    region(1102, 'br_south', 'South', [[1115, 'curitiba', 'Curitiba'], [1116, 'porto_alegre', 'Porto Alegre'], [1117, 'florianopolis', 'Florianópolis']]),
    region(1103, 'br_northeast', 'Northeast', [[1118, 'recife', 'Recife'], [1119, 'salvador', 'Salvador'], [1120, 'fortaleza', 'Fortaleza']]),
    region(1104, 'br_central_west', 'Central-West', [[1121, 'brasilia', 'Brasília'], [1122, 'goiania', 'Goiânia']]),
  ],
  tr: [
    region(1201, 'tr_istanbul', 'Istanbul', [[1211, 'besiktas', 'Beşiktaş'], [1212, 'sisli', 'Şişli'], [1213, 'kadikoy', 'Kadıköy'], [1214, 'atasehir', 'Ataşehir'], [1215, 'sariyer', 'Sarıyer']]),
    region(1202, 'tr_ankara', 'Ankara', [[1216, 'cankaya', 'Çankaya'], [1217, 'yenimahalle', 'Yenimahalle']]),
    region(1203, 'tr_izmir', 'Izmir', [[1218, 'konak', 'Konak'], [1219, 'bornova', 'Bornova']]),
    region(1204, 'tr_bursa', 'Bursa', [[1220, 'nilufer', 'Nilüfer']]),
    region(1205, 'tr_kocaeli', 'Kocaeli', [[1221, 'gebze', 'Gebze']]),
  ],
  ng: [
    region(1301, 'ng_lagos', 'Lagos State', [
      [1311, 'ikeja', 'Ikeja'], [1312, 'victoria_island', 'Victoria Island'], [1313, 'lekki', 'Lekki'], [1314, 'ikoyi', 'Ikoyi'],
      [1315, 'yaba', 'Yaba'], [1316, 'surulere', 'Surulere'],
    ]),
    region(1302, 'ng_fct', 'Federal Capital Territory', [[1317, 'abuja_cbd', 'Abuja Central Business District'], [1318, 'wuse', 'Wuse'], [1319, 'maitama', 'Maitama']]),
    region(1303, 'ng_rivers', 'Rivers State', [[1320, 'port_harcourt', 'Port Harcourt']]),
    region(1304, 'ng_oyo', 'Oyo State', [[1321, 'ibadan', 'Ibadan']]),
  ],
  sa: [
    region(1401, 'sa_riyadh_province', 'Riyadh Province', [[1411, 'riyadh', 'Riyadh'], [1412, 'diriyah', 'Diriyah']]),
    region(1402, 'sa_makkah_province', 'Makkah Province', [[1413, 'jeddah', 'Jeddah'], [1414, 'mecca', 'Mecca'], [1415, 'taif', 'Taif']]),
    region(1403, 'sa_eastern_province', 'Eastern Province', [[1416, 'dammam', 'Dammam'], [1417, 'khobar', 'Khobar'], [1418, 'dhahran', 'Dhahran'], [1419, 'jubail', 'Jubail']]),
    region(1404, 'sa_madinah_province', 'Madinah Province', [[1420, 'medina', 'Medina'], [1421, 'yanbu', 'Yanbu']]),
  ],
  ae: [
    region(1501, 'ae_dubai', 'Dubai', [
      [1511, 'downtown_dubai', 'Downtown Dubai'], [1512, 'dubai_marina', 'Dubai Marina'], [1513, 'business_bay', 'Business Bay'],
      [1514, 'jumeirah_lake_towers', 'Jumeirah Lake Towers'], [1515, 'dubai_internet_city', 'Dubai Internet City'], [1516, 'deira', 'Deira'],
    ]),
    region(1502, 'ae_abu_dhabi', 'Abu Dhabi', [[1517, 'abu_dhabi_city', 'Abu Dhabi City'], [1518, 'al_ain', 'Al Ain']]),
    region(1503, 'ae_sharjah', 'Sharjah', [[1519, 'sharjah_city', 'Sharjah City']]),
    region(1504, 'ae_ajman', 'Ajman', [[1520, 'ajman_city', 'Ajman City']]),
  ],
  lk: [
    region(1601, 'lk_western_province', 'Western Province', [
      [1611, 'colombo', 'Colombo'], [1612, 'dehiwala_mount_lavinia', 'Dehiwala-Mount Lavinia'], [1613, 'sri_jayawardenepura_kotte', 'Sri Jayawardenepura Kotte'],
      [1614, 'negombo', 'Negombo'], [1615, 'gampaha', 'Gampaha'],
    ]),
    region(1602, 'lk_central_province', 'Central Province', [[1616, 'kandy', 'Kandy'], [1617, 'nuwara_eliya', 'Nuwara Eliya']]),
    region(1603, 'lk_southern_province', 'Southern Province', [[1618, 'galle', 'Galle'], [1619, 'matara', 'Matara']]),
    region(1604, 'lk_northern_province', 'Northern Province', [[1620, 'jaffna', 'Jaffna']]),
  ],
  es: [
    region(1701, 'es_madrid_community', 'Community of Madrid', [[1711, 'madrid', 'Madrid'], [1712, 'alcobendas', 'Alcobendas'], [1713, 'getafe', 'Getafe']]),
    region(1702, 'es_catalonia', 'Catalonia', [[1714, 'barcelona', 'Barcelona'], [1715, 'lhospitalet', "L'Hospitalet de Llobregat"]]),
    region(1703, 'es_valencian_community', 'Valencian Community', [[1716, 'valencia', 'Valencia'], [1717, 'alicante', 'Alicante']]),
    region(1704, 'es_andalusia', 'Andalusia', [[1718, 'seville', 'Seville'], [1719, 'malaga', 'Málaga']]),
    region(1705, 'es_basque_country', 'Basque Country', [[1720, 'bilbao', 'Bilbao']]),
  ],
  rs: [
    region(1801, 'rs_belgrade', 'Belgrade', [[1811, 'new_belgrade', 'New Belgrade'], [1812, 'stari_grad', 'Stari Grad'], [1813, 'vracar', 'Vračar'], [1814, 'zemun', 'Zemun']]),
    region(1802, 'rs_vojvodina', 'Vojvodina', [[1815, 'novi_sad', 'Novi Sad'], [1816, 'subotica', 'Subotica'], [1817, 'pancevo', 'Pančevo']]),
    region(1803, 'rs_sumadija_western', 'Šumadija and Western Serbia', [[1818, 'kragujevac', 'Kragujevac'], [1819, 'cacak', 'Čačak']]),
    region(1804, 'rs_southern_eastern', 'Southern and Eastern Serbia', [[1820, 'nis', 'Niš']]),
  ],
  com: [
    region(1901, 'com_asia_pacific', 'Asia Pacific', [
      [1911, 'sydney', 'Sydney'], [1912, 'melbourne', 'Melbourne'], [1913, 'bangkok', 'Bangkok'], [1914, 'ho_chi_minh_city', 'Ho Chi Minh City'],
      [1915, 'bangalore', 'Bangalore'], [1916, 'seoul', 'Seoul'],
    ]),
    region(1902, 'com_europe', 'Europe', [[1917, 'berlin', 'Berlin'], [1918, 'paris', 'Paris'], [1919, 'amsterdam', 'Amsterdam'], [1920, 'dublin', 'Dublin']]),
    region(1903, 'com_americas', 'Americas', [[1921, 'mexico_city', 'Mexico City'], [1922, 'buenos_aires', 'Buenos Aires']]),
  ],
};
