/** 繁體中文 place names (regions and locations), keyed by region / location key. */
import type { PlaceTranslations } from '../types';

export const zhTwPlaces: PlaceTranslations = {
  // jp
  jp_kanto: '關東', tokyo: '東京', yokohama: '橫濱', kawasaki: '川崎', saitama: '埼玉', chiba: '千葉', jp_kansai: '關西', osaka: '大阪',
  kyoto: '京都', kobe: '神戶', jp_chubu: '中部', nagoya: '名古屋', shizuoka: '靜岡', jp_kyushu: '九州', fukuoka: '福岡', jp_hokkaido: '北海道', sapporo: '札幌',
  // ph
  ph_metro_manila: '馬尼拉大都會', makati: '馬卡蒂', taguig: '達義', pasig: '帕西格', quezon_city: '奎松市', manila: '馬尼拉', mandaluyong: '曼達盧永',
  pasay: '帕賽', paranaque: '帕拉尼亞克', ph_cebu: '宿霧', cebu_city: '宿霧市', mandaue: '曼達維', lapu_lapu: '拉普拉普', ph_davao: '納卯',
  davao_city: '納卯市', ph_laguna: '內湖省', santa_rosa: '聖羅莎', calamba: '卡蘭巴',
  // sg
  sg_central: '中區', downtown_core: '市中心', orchard: '烏節', tanjong_pagar: '丹戎巴葛', novena: '諾維娜', queenstown: '女皇鎮', sg_east: '東區',
  tampines: '淡濱尼', changi: '樟宜', paya_lebar: '巴耶利峇', sg_north: '北區', woodlands: '兀蘭', yishun: '義順', sg_north_east: '東北區',
  punggol: '榜鵝', sengkang: '盛港', sg_west: '西區', jurong_east: '裕廊東', clementi: '金文泰',
  // my
  my_kuala_lumpur: '吉隆坡', kl_city_centre: '吉隆坡市中心', bukit_bintang: '武吉免登', mont_kiara: '滿家樂', bangsar: '孟沙', my_selangor: '雪蘭莪',
  petaling_jaya: '八打靈再也', shah_alam: '莎阿南', subang_jaya: '梳邦再也', cyberjaya: '賽城', my_penang: '檳城', george_town: '喬治市',
  bayan_lepas: '峇六拜', my_johor: '柔佛', johor_bahru: '新山',
  // id
  id_jakarta: '雅加達', central_jakarta: '中雅加達', south_jakarta: '南雅加達', west_jakarta: '西雅加達', north_jakarta: '北雅加達',
  east_jakarta: '東雅加達', id_west_java: '西爪哇', bandung: '萬隆', bekasi: '勿加泗', bogor: '茂物', id_banten: '萬丹', tangerang: '坦格朗',
  id_east_java: '東爪哇', surabaya: '泗水', id_bali: '峇里島', denpasar: '登巴薩',
  // hk
  hk_island: '香港島', hk_central: '中環', wan_chai: '灣仔', causeway_bay: '銅鑼灣', quarry_bay: '鰂魚涌', hk_kowloon: '九龍', tsim_sha_tsui: '尖沙咀',
  mong_kok: '旺角', kwun_tong: '觀塘', kowloon_bay: '九龍灣', hk_new_territories: '新界', sha_tin: '沙田', tsuen_wan: '荃灣', tuen_mun: '屯門',
  // tw
  tw_taipei_city: '臺北市', xinyi: '信義區', zhongshan: '中山區', daan: '大安區', neihu: '內湖區', nangang: '南港區', tw_new_taipei_city: '新北市',
  banqiao: '板橋區', xinzhuang: '新莊區', tw_taoyuan_hsinchu: '桃竹地區', taoyuan: '桃園', hsinchu: '新竹', tw_central_southern: '中南部',
  taichung: '臺中', tainan: '臺南', kaohsiung: '高雄',
  // us
  us_california: '加州', san_francisco: '舊金山', los_angeles: '洛杉磯', san_jose: '聖荷西', san_diego: '聖地牙哥', us_new_york: '紐約州',
  new_york_city: '紐約市', us_texas: '德州', austin: '奧斯汀', dallas: '達拉斯', houston: '休士頓', us_washington: '華盛頓州', seattle: '西雅圖',
  us_illinois: '伊利諾州', chicago: '芝加哥', us_massachusetts: '麻州', boston: '波士頓',
  // gb
  gb_england: '英格蘭', london: '倫敦', manchester: '曼徹斯特', birmingham: '伯明罕', leeds: '里茲', bristol: '布里斯托', cambridge: '劍橋',
  oxford: '牛津', gb_scotland: '蘇格蘭', edinburgh: '愛丁堡', glasgow: '格拉斯哥', gb_wales: '威爾斯', cardiff: '卡地夫',
  gb_northern_ireland: '北愛爾蘭', belfast: '貝爾法斯特',
  // ca
  ca_ontario: '安大略省', toronto: '多倫多', ottawa: '渥太華', mississauga: '密西沙加', waterloo: '滑鐵盧', ca_british_columbia: '卑詩省',
  vancouver: '溫哥華', victoria: '維多利亞', ca_quebec: '魁北克省', montreal: '蒙特婁', quebec_city: '魁北克市', ca_alberta: '亞伯達省',
  calgary: '卡加利', edmonton: '愛德蒙頓',
  // br
  br_southeast: '東南部', sao_paulo: '聖保羅', campinas: '坎皮納斯', rio_de_janeiro: '里約熱內盧', belo_horizonte: '貝洛奧里藏特', br_south: '南部',
  curitiba: '庫里提巴', porto_alegre: '阿雷格里港', florianopolis: '弗洛里亞諾波利斯', br_northeast: '東北部', recife: '累西腓', salvador: '薩爾瓦多',
  fortaleza: '福塔雷薩', br_central_west: '中西部', brasilia: '巴西利亞', goiania: '戈亞尼亞',
  // tr
  tr_istanbul: '伊斯坦堡', besiktas: '貝西克塔斯', sisli: '希什利', kadikoy: '卡德柯伊', atasehir: '阿塔謝希爾', sariyer: '薩勒耶爾',
  tr_ankara: '安卡拉', cankaya: '昌卡亞', yenimahalle: '耶尼馬哈勒', tr_izmir: '伊茲密爾', konak: '科納克', bornova: '博爾諾瓦', tr_bursa: '布爾薩',
  nilufer: '尼呂費爾', tr_kocaeli: '科札埃利', gebze: '蓋布澤',
  // ng
  ng_lagos: '拉哥斯州', ikeja: '伊凱賈', victoria_island: '維多利亞島', lekki: '萊基', ikoyi: '伊科伊', yaba: '亞巴', surulere: '蘇魯雷雷',
  ng_fct: '聯邦首都特區', abuja_cbd: '阿布加中央商業區', wuse: '烏塞', maitama: '邁塔馬', ng_rivers: '河流州', port_harcourt: '哈科特港',
  ng_oyo: '奧約州', ibadan: '伊巴丹',
  // sa
  sa_riyadh_province: '利雅德省', riyadh: '利雅德', diriyah: '德拉伊耶', sa_makkah_province: '麥加省', jeddah: '吉達', mecca: '麥加', taif: '塔伊夫',
  sa_eastern_province: '東部省', dammam: '達曼', khobar: '胡拜爾', dhahran: '達蘭', jubail: '朱拜勒', sa_madinah_province: '麥地那省',
  medina: '麥地那', yanbu: '延布',
  // ae
  ae_dubai: '杜拜', downtown_dubai: '杜拜市中心', dubai_marina: '杜拜碼頭', business_bay: '商業灣', jumeirah_lake_towers: '朱美拉湖塔',
  dubai_internet_city: '杜拜網路城', deira: '德拉', ae_abu_dhabi: '阿布達比', abu_dhabi_city: '阿布達比市', al_ain: '艾因', ae_sharjah: '沙迦',
  sharjah_city: '沙迦市', ae_ajman: '阿吉曼', ajman_city: '阿吉曼市',
  // lk
  lk_western_province: '西部省', colombo: '可倫坡', dehiwala_mount_lavinia: '德希瓦勒-拉維尼亞山', sri_jayawardenepura_kotte: '斯里賈亞瓦德納普拉科特',
  negombo: '尼甘布', gampaha: '甘帕哈', lk_central_province: '中部省', kandy: '康提', nuwara_eliya: '努沃勒埃利耶', lk_southern_province: '南部省',
  galle: '加勒', matara: '馬特勒', lk_northern_province: '北部省', jaffna: '賈夫納',
  // es
  es_madrid_community: '馬德里自治區', madrid: '馬德里', alcobendas: '阿爾科本達斯', getafe: '赫塔費', es_catalonia: '加泰隆尼亞',
  barcelona: '巴塞隆納', lhospitalet: '奧斯皮塔萊特', es_valencian_community: '瓦倫西亞自治區', valencia: '瓦倫西亞', alicante: '阿利坎特',
  es_andalusia: '安達魯西亞', seville: '塞維亞', malaga: '馬拉加', es_basque_country: '巴斯克自治區', bilbao: '畢爾包',
  // rs
  rs_belgrade: '貝爾格勒', new_belgrade: '新貝爾格勒', stari_grad: '斯塔里格勒', vracar: '弗拉查爾', zemun: '澤蒙', rs_vojvodina: '伏伊伏丁那',
  novi_sad: '諾維薩德', subotica: '蘇博蒂察', pancevo: '潘切沃', rs_sumadija_western: '舒馬迪亞與西塞爾維亞', kragujevac: '克拉古耶瓦茨',
  cacak: '查查克', rs_southern_eastern: '南塞爾維亞與東塞爾維亞', nis: '尼什',
  // com
  com_asia_pacific: '亞太地區', sydney: '雪梨', melbourne: '墨爾本', bangkok: '曼谷', ho_chi_minh_city: '胡志明市', bangalore: '班加羅爾',
  seoul: '首爾', com_europe: '歐洲', berlin: '柏林', paris: '巴黎', amsterdam: '阿姆斯特丹', dublin: '都柏林', com_americas: '美洲',
  mexico_city: '墨西哥城', buenos_aires: '布宜諾斯艾利斯',
};
