/** 日本語 place names (regions and locations), keyed by region / location key. */
import type { PlaceTranslations } from '../types';

export const jaPlaces: PlaceTranslations = {
  // jp
  jp_kanto: '関東', tokyo: '東京', yokohama: '横浜', kawasaki: '川崎', saitama: 'さいたま', chiba: '千葉', jp_kansai: '関西', osaka: '大阪',
  kyoto: '京都', kobe: '神戸', jp_chubu: '中部', nagoya: '名古屋', shizuoka: '静岡', jp_kyushu: '九州', fukuoka: '福岡', jp_hokkaido: '北海道', sapporo: '札幌',
  // ph
  ph_metro_manila: 'メトロマニラ', makati: 'マカティ', taguig: 'タギッグ', pasig: 'パシッグ', quezon_city: 'ケソン市', manila: 'マニラ',
  mandaluyong: 'マンダルヨン', pasay: 'パサイ', paranaque: 'パラニャーケ', ph_cebu: 'セブ', cebu_city: 'セブ市', mandaue: 'マンダウエ',
  lapu_lapu: 'ラプラプ', ph_davao: 'ダバオ', davao_city: 'ダバオ市', ph_laguna: 'ラグナ', santa_rosa: 'サンタローサ', calamba: 'カランバ',
  // sg
  sg_central: 'セントラル', downtown_core: 'ダウンタウン・コア', orchard: 'オーチャード', tanjong_pagar: 'タンジョン・パガー', novena: 'ノベナ',
  queenstown: 'クイーンズタウン', sg_east: 'イースト', tampines: 'タンピネス', changi: 'チャンギ', paya_lebar: 'パヤ・レバー', sg_north: 'ノース',
  woodlands: 'ウッドランズ', yishun: 'イーシュン', sg_north_east: 'ノースイースト', punggol: 'プンゴル', sengkang: 'センカン', sg_west: 'ウェスト',
  jurong_east: 'ジュロン・イースト', clementi: 'クレメンティ',
  // my
  my_kuala_lumpur: 'クアラルンプール', kl_city_centre: 'KLシティセンター', bukit_bintang: 'ブキッ・ビンタン', mont_kiara: 'モントキアラ',
  bangsar: 'バンサー', my_selangor: 'セランゴール', petaling_jaya: 'ペタリンジャヤ', shah_alam: 'シャー・アラム', subang_jaya: 'スバン・ジャヤ',
  cyberjaya: 'サイバージャヤ', my_penang: 'ペナン', george_town: 'ジョージタウン', bayan_lepas: 'バヤン・レパス', my_johor: 'ジョホール',
  johor_bahru: 'ジョホールバル',
  // id
  id_jakarta: 'ジャカルタ', central_jakarta: '中央ジャカルタ', south_jakarta: '南ジャカルタ', west_jakarta: '西ジャカルタ', north_jakarta: '北ジャカルタ',
  east_jakarta: '東ジャカルタ', id_west_java: '西ジャワ', bandung: 'バンドン', bekasi: 'ブカシ', bogor: 'ボゴール', id_banten: 'バンテン',
  tangerang: 'タンゲラン', id_east_java: '東ジャワ', surabaya: 'スラバヤ', id_bali: 'バリ', denpasar: 'デンパサール',
  // hk
  hk_island: '香港島', hk_central: 'セントラル（中環）', wan_chai: 'ワンチャイ（湾仔）', causeway_bay: 'コーズウェイベイ（銅鑼湾）',
  quarry_bay: 'クォーリーベイ（鰂魚涌）', hk_kowloon: '九龍', tsim_sha_tsui: 'チムサーチョイ（尖沙咀）', mong_kok: 'モンコック（旺角）',
  kwun_tong: 'クントン（観塘）', kowloon_bay: '九龍湾', hk_new_territories: '新界', sha_tin: '沙田', tsuen_wan: '荃湾', tuen_mun: '屯門',
  // tw
  tw_taipei_city: '台北市', xinyi: '信義区', zhongshan: '中山区', daan: '大安区', neihu: '内湖区', nangang: '南港区', tw_new_taipei_city: '新北市',
  banqiao: '板橋区', xinzhuang: '新荘区', tw_taoyuan_hsinchu: '桃園・新竹', taoyuan: '桃園', hsinchu: '新竹', tw_central_southern: '台湾中南部',
  taichung: '台中', tainan: '台南', kaohsiung: '高雄',
  // us
  us_california: 'カリフォルニア州', san_francisco: 'サンフランシスコ', los_angeles: 'ロサンゼルス', san_jose: 'サンノゼ', san_diego: 'サンディエゴ',
  us_new_york: 'ニューヨーク州', new_york_city: 'ニューヨーク市', us_texas: 'テキサス州', austin: 'オースティン', dallas: 'ダラス',
  houston: 'ヒューストン', us_washington: 'ワシントン州', seattle: 'シアトル', us_illinois: 'イリノイ州', chicago: 'シカゴ',
  us_massachusetts: 'マサチューセッツ州', boston: 'ボストン',
  // gb
  gb_england: 'イングランド', london: 'ロンドン', manchester: 'マンチェスター', birmingham: 'バーミンガム', leeds: 'リーズ', bristol: 'ブリストル',
  cambridge: 'ケンブリッジ', oxford: 'オックスフォード', gb_scotland: 'スコットランド', edinburgh: 'エディンバラ', glasgow: 'グラスゴー',
  gb_wales: 'ウェールズ', cardiff: 'カーディフ', gb_northern_ireland: '北アイルランド', belfast: 'ベルファスト',
  // ca
  ca_ontario: 'オンタリオ州', toronto: 'トロント', ottawa: 'オタワ', mississauga: 'ミシサガ', waterloo: 'ウォータールー',
  ca_british_columbia: 'ブリティッシュコロンビア州', vancouver: 'バンクーバー', victoria: 'ビクトリア', ca_quebec: 'ケベック州',
  montreal: 'モントリオール', quebec_city: 'ケベック・シティー', ca_alberta: 'アルバータ州', calgary: 'カルガリー', edmonton: 'エドモントン',
  // br
  br_southeast: '南東部', sao_paulo: 'サンパウロ', campinas: 'カンピーナス', rio_de_janeiro: 'リオデジャネイロ', belo_horizonte: 'ベロオリゾンテ',
  br_south: '南部', curitiba: 'クリチバ', porto_alegre: 'ポルトアレグレ', florianopolis: 'フロリアノポリス', br_northeast: '北東部',
  recife: 'レシフェ', salvador: 'サルヴァドール', fortaleza: 'フォルタレザ', br_central_west: '中西部', brasilia: 'ブラジリア', goiania: 'ゴイアニア',
  // tr
  tr_istanbul: 'イスタンブール', besiktas: 'ベシクタシュ', sisli: 'シシリ', kadikoy: 'カドゥキョイ', atasehir: 'アタシェヒル', sariyer: 'サルイエル',
  tr_ankara: 'アンカラ', cankaya: 'チャンカヤ', yenimahalle: 'イェニマハッレ', tr_izmir: 'イズミル', konak: 'コナック', bornova: 'ボルノヴァ',
  tr_bursa: 'ブルサ', nilufer: 'ニリュフェル', tr_kocaeli: 'コジャエリ', gebze: 'ゲブゼ',
  // ng
  ng_lagos: 'ラゴス州', ikeja: 'イケジャ', victoria_island: 'ヴィクトリア島', lekki: 'レッキ', ikoyi: 'イコイ', yaba: 'ヤバ', surulere: 'スルレレ',
  ng_fct: '連邦首都地区', abuja_cbd: 'アブジャ中心業務地区', wuse: 'ウセ', maitama: 'マイタマ', ng_rivers: 'リバーズ州',
  port_harcourt: 'ポートハーコート', ng_oyo: 'オヨ州', ibadan: 'イバダン',
  // sa
  sa_riyadh_province: 'リヤド州', riyadh: 'リヤド', diriyah: 'ディルイーヤ', sa_makkah_province: 'マッカ州', jeddah: 'ジッダ', mecca: 'メッカ',
  taif: 'ターイフ', sa_eastern_province: '東部州', dammam: 'ダンマーム', khobar: 'コバール', dhahran: 'ダーラン', jubail: 'ジュバイル',
  sa_madinah_province: 'マディーナ州', medina: 'メディナ', yanbu: 'ヤンブー',
  // ae
  ae_dubai: 'ドバイ', downtown_dubai: 'ダウンタウン・ドバイ', dubai_marina: 'ドバイ・マリーナ', business_bay: 'ビジネス・ベイ',
  jumeirah_lake_towers: 'ジュメイラ・レイク・タワーズ', dubai_internet_city: 'ドバイ・インターネット・シティ', deira: 'デイラ', ae_abu_dhabi: 'アブダビ',
  abu_dhabi_city: 'アブダビ市', al_ain: 'アル・アイン', ae_sharjah: 'シャルジャ', sharjah_city: 'シャルジャ市', ae_ajman: 'アジュマーン',
  ajman_city: 'アジュマーン市',
  // lk
  lk_western_province: '西部州', colombo: 'コロンボ', dehiwala_mount_lavinia: 'デヒワラ・マウントラビニア', sri_jayawardenepura_kotte: 'スリジャヤワルダナプラコッテ',
  negombo: 'ニゴンボ', gampaha: 'ガンパハ', lk_central_province: '中部州', kandy: 'キャンディ', nuwara_eliya: 'ヌワラエリヤ',
  lk_southern_province: '南部州', galle: 'ゴール', matara: 'マータラ', lk_northern_province: '北部州', jaffna: 'ジャフナ',
  // es
  es_madrid_community: 'マドリード州', madrid: 'マドリード', alcobendas: 'アルコベンダス', getafe: 'ヘタフェ', es_catalonia: 'カタルーニャ',
  barcelona: 'バルセロナ', lhospitalet: 'ロスピタレート・デ・リュブラガート', es_valencian_community: 'バレンシア州', valencia: 'バレンシア',
  alicante: 'アリカンテ', es_andalusia: 'アンダルシア', seville: 'セビリア', malaga: 'マラガ', es_basque_country: 'バスク', bilbao: 'ビルバオ',
  // rs
  rs_belgrade: 'ベオグラード', new_belgrade: 'ノヴィ・ベオグラード', stari_grad: 'スタリ・グラード', vracar: 'ヴラチャル', zemun: 'ゼムン',
  rs_vojvodina: 'ヴォイヴォディナ', novi_sad: 'ノヴィ・サド', subotica: 'スボティツァ', pancevo: 'パンチェヴォ',
  rs_sumadija_western: 'シュマディヤ・西セルビア', kragujevac: 'クラグイェヴァツ', cacak: 'チャチャク', rs_southern_eastern: '南・東セルビア', nis: 'ニシュ',
  // com
  com_asia_pacific: 'アジア太平洋', sydney: 'シドニー', melbourne: 'メルボルン', bangkok: 'バンコク', ho_chi_minh_city: 'ホーチミン市',
  bangalore: 'バンガロール', seoul: 'ソウル', com_europe: 'ヨーロッパ', berlin: 'ベルリン', paris: 'パリ', amsterdam: 'アムステルダム',
  dublin: 'ダブリン', com_americas: '南北アメリカ', mexico_city: 'メキシコシティ', buenos_aires: 'ブエノスアイレス',
};
