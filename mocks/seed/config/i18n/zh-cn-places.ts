/** 简体中文 place names (regions and locations), keyed by region / location key. */
import type { PlaceTranslations } from '../types';

export const zhCnPlaces: PlaceTranslations = {
  // jp
  jp_kanto: '关东', tokyo: '东京', yokohama: '横滨', kawasaki: '川崎', saitama: '埼玉', chiba: '千叶', jp_kansai: '关西', osaka: '大阪',
  kyoto: '京都', kobe: '神户', jp_chubu: '中部', nagoya: '名古屋', shizuoka: '静冈', jp_kyushu: '九州', fukuoka: '福冈', jp_hokkaido: '北海道', sapporo: '札幌',
  // ph
  ph_metro_manila: '马尼拉大都会', makati: '马卡蒂', taguig: '达义', pasig: '帕西格', quezon_city: '奎松市', manila: '马尼拉', mandaluyong: '曼达卢永',
  pasay: '帕赛', paranaque: '帕拉尼亚克', ph_cebu: '宿务', cebu_city: '宿务市', mandaue: '曼达维', lapu_lapu: '拉普拉普', ph_davao: '达沃',
  davao_city: '达沃市', ph_laguna: '内湖省', santa_rosa: '圣罗莎', calamba: '卡兰巴',
  // sg
  sg_central: '中区', downtown_core: '市中心', orchard: '乌节', tanjong_pagar: '丹戎巴葛', novena: '诺维娜', queenstown: '女皇镇', sg_east: '东区',
  tampines: '淡滨尼', changi: '樟宜', paya_lebar: '巴耶利峇', sg_north: '北区', woodlands: '兀兰', yishun: '义顺', sg_north_east: '东北区',
  punggol: '榜鹅', sengkang: '盛港', sg_west: '西区', jurong_east: '裕廊东', clementi: '金文泰',
  // my
  my_kuala_lumpur: '吉隆坡', kl_city_centre: '吉隆坡市中心', bukit_bintang: '武吉免登', mont_kiara: '满家乐', bangsar: '孟沙', my_selangor: '雪兰莪',
  petaling_jaya: '八打灵再也', shah_alam: '莎阿南', subang_jaya: '梳邦再也', cyberjaya: '赛城', my_penang: '槟城', george_town: '乔治市',
  bayan_lepas: '峇六拜', my_johor: '柔佛', johor_bahru: '新山',
  // id
  id_jakarta: '雅加达', central_jakarta: '中雅加达', south_jakarta: '南雅加达', west_jakarta: '西雅加达', north_jakarta: '北雅加达',
  east_jakarta: '东雅加达', id_west_java: '西爪哇', bandung: '万隆', bekasi: '勿加泗', bogor: '茂物', id_banten: '万丹', tangerang: '丹格朗',
  id_east_java: '东爪哇', surabaya: '泗水', id_bali: '巴厘岛', denpasar: '登巴萨',
  // hk
  hk_island: '香港岛', hk_central: '中环', wan_chai: '湾仔', causeway_bay: '铜锣湾', quarry_bay: '鲗鱼涌', hk_kowloon: '九龙', tsim_sha_tsui: '尖沙咀',
  mong_kok: '旺角', kwun_tong: '观塘', kowloon_bay: '九龙湾', hk_new_territories: '新界', sha_tin: '沙田', tsuen_wan: '荃湾', tuen_mun: '屯门',
  // tw
  tw_taipei_city: '台北市', xinyi: '信义区', zhongshan: '中山区', daan: '大安区', neihu: '内湖区', nangang: '南港区', tw_new_taipei_city: '新北市',
  banqiao: '板桥区', xinzhuang: '新庄区', tw_taoyuan_hsinchu: '桃园与新竹', taoyuan: '桃园', hsinchu: '新竹', tw_central_southern: '台湾中南部',
  taichung: '台中', tainan: '台南', kaohsiung: '高雄',
  // us
  us_california: '加利福尼亚州', san_francisco: '旧金山', los_angeles: '洛杉矶', san_jose: '圣何塞', san_diego: '圣迭戈', us_new_york: '纽约州',
  new_york_city: '纽约市', us_texas: '得克萨斯州', austin: '奥斯汀', dallas: '达拉斯', houston: '休斯敦', us_washington: '华盛顿州', seattle: '西雅图',
  us_illinois: '伊利诺伊州', chicago: '芝加哥', us_massachusetts: '马萨诸塞州', boston: '波士顿',
  // gb
  gb_england: '英格兰', london: '伦敦', manchester: '曼彻斯特', birmingham: '伯明翰', leeds: '利兹', bristol: '布里斯托', cambridge: '剑桥',
  oxford: '牛津', gb_scotland: '苏格兰', edinburgh: '爱丁堡', glasgow: '格拉斯哥', gb_wales: '威尔士', cardiff: '加的夫',
  gb_northern_ireland: '北爱尔兰', belfast: '贝尔法斯特',
  // ca
  ca_ontario: '安大略省', toronto: '多伦多', ottawa: '渥太华', mississauga: '密西沙加', waterloo: '滑铁卢', ca_british_columbia: '不列颠哥伦比亚省',
  vancouver: '温哥华', victoria: '维多利亚', ca_quebec: '魁北克省', montreal: '蒙特利尔', quebec_city: '魁北克市', ca_alberta: '艾伯塔省',
  calgary: '卡尔加里', edmonton: '埃德蒙顿',
  // br
  br_southeast: '东南部', sao_paulo: '圣保罗', campinas: '坎皮纳斯', rio_de_janeiro: '里约热内卢', belo_horizonte: '贝洛奥里藏特', br_south: '南部',
  curitiba: '库里蒂巴', porto_alegre: '阿雷格里港', florianopolis: '弗洛里亚诺波利斯', br_northeast: '东北部', recife: '累西腓', salvador: '萨尔瓦多',
  fortaleza: '福塔莱萨', br_central_west: '中西部', brasilia: '巴西利亚', goiania: '戈亚尼亚',
  // tr
  tr_istanbul: '伊斯坦布尔', besiktas: '贝西克塔斯', sisli: '希什利', kadikoy: '卡德柯伊', atasehir: '阿塔谢希尔', sariyer: '萨勒耶尔',
  tr_ankara: '安卡拉', cankaya: '昌卡亚', yenimahalle: '耶尼马哈莱', tr_izmir: '伊兹密尔', konak: '科纳克', bornova: '博尔诺瓦', tr_bursa: '布尔萨',
  nilufer: '尼吕费尔', tr_kocaeli: '科贾埃利', gebze: '盖布泽',
  // ng
  ng_lagos: '拉各斯州', ikeja: '伊凯贾', victoria_island: '维多利亚岛', lekki: '莱基', ikoyi: '伊科伊', yaba: '亚巴', surulere: '苏鲁雷雷',
  ng_fct: '联邦首都区', abuja_cbd: '阿布贾中央商务区', wuse: '乌塞', maitama: '迈塔马', ng_rivers: '河流州', port_harcourt: '哈科特港',
  ng_oyo: '奥约州', ibadan: '伊巴丹',
  // sa
  sa_riyadh_province: '利雅得省', riyadh: '利雅得', diriyah: '德拉伊耶', sa_makkah_province: '麦加省', jeddah: '吉达', mecca: '麦加', taif: '塔伊夫',
  sa_eastern_province: '东部省', dammam: '达曼', khobar: '胡拜尔', dhahran: '宰赫兰', jubail: '朱拜勒', sa_madinah_province: '麦地那省',
  medina: '麦地那', yanbu: '延布',
  // ae
  ae_dubai: '迪拜', downtown_dubai: '迪拜市中心', dubai_marina: '迪拜码头', business_bay: '商业湾', jumeirah_lake_towers: '朱美拉湖塔',
  dubai_internet_city: '迪拜互联网城', deira: '德拉', ae_abu_dhabi: '阿布扎比', abu_dhabi_city: '阿布扎比市', al_ain: '艾因', ae_sharjah: '沙迦',
  sharjah_city: '沙迦市', ae_ajman: '阿治曼', ajman_city: '阿治曼市',
  // lk
  lk_western_province: '西部省', colombo: '科伦坡', dehiwala_mount_lavinia: '代希瓦勒-芒特拉维尼亚', sri_jayawardenepura_kotte: '斯里贾亚瓦德纳普拉科特',
  negombo: '尼甘布', gampaha: '甘巴哈', lk_central_province: '中部省', kandy: '康提', nuwara_eliya: '努沃勒埃利耶', lk_southern_province: '南部省',
  galle: '加勒', matara: '马特勒', lk_northern_province: '北部省', jaffna: '贾夫纳',
  // es
  es_madrid_community: '马德里自治区', madrid: '马德里', alcobendas: '阿尔科本达斯', getafe: '赫塔费', es_catalonia: '加泰罗尼亚',
  barcelona: '巴塞罗那', lhospitalet: '奥斯皮塔莱特', es_valencian_community: '巴伦西亚自治区', valencia: '巴伦西亚', alicante: '阿利坎特',
  es_andalusia: '安达卢西亚', seville: '塞维利亚', malaga: '马拉加', es_basque_country: '巴斯克地区', bilbao: '毕尔巴鄂',
  // rs
  rs_belgrade: '贝尔格莱德', new_belgrade: '新贝尔格莱德', stari_grad: '斯塔里格勒', vracar: '弗拉查尔', zemun: '泽蒙', rs_vojvodina: '伏伊伏丁那',
  novi_sad: '诺维萨德', subotica: '苏博蒂察', pancevo: '潘切沃', rs_sumadija_western: '舒马迪亚和西塞尔维亚', kragujevac: '克拉古耶瓦茨',
  cacak: '查查克', rs_southern_eastern: '南塞尔维亚和东塞尔维亚', nis: '尼什',
  // com
  com_asia_pacific: '亚太地区', sydney: '悉尼', melbourne: '墨尔本', bangkok: '曼谷', ho_chi_minh_city: '胡志明市', bangalore: '班加罗尔',
  seoul: '首尔', com_europe: '欧洲', berlin: '柏林', paris: '巴黎', amsterdam: '阿姆斯特丹', dublin: '都柏林', com_americas: '美洲',
  mexico_city: '墨西哥城', buenos_aires: '布宜诺斯艾利斯',
};
