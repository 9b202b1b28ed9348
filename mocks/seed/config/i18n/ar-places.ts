/** Arabic place names (regions and locations), keyed by region / location key. */
import type { PlaceTranslations } from '../types';

export const arPlaces: PlaceTranslations = {
  // jp
  jp_kanto: 'كانتو', tokyo: 'طوكيو', yokohama: 'يوكوهاما', kawasaki: 'كاواساكي', saitama: 'سايتاما', chiba: 'تشيبا', jp_kansai: 'كانساي',
  osaka: 'أوساكا', kyoto: 'كيوتو', kobe: 'كوبي', jp_chubu: 'تشوبو', nagoya: 'ناغويا', shizuoka: 'شيزوكا', jp_kyushu: 'كيوشو', fukuoka: 'فوكوكا',
  jp_hokkaido: 'هوكايدو', sapporo: 'سابورو',
  // ph
  ph_metro_manila: 'مترو مانيلا', makati: 'ماكاتي', taguig: 'تاغيغ', pasig: 'باسيغ', quezon_city: 'مدينة كيزون', manila: 'مانيلا',
  mandaluyong: 'ماندالويونغ', pasay: 'باساي', paranaque: 'بارانياكي', ph_cebu: 'سيبو', cebu_city: 'مدينة سيبو', mandaue: 'ماندوي',
  lapu_lapu: 'لابو-لابو', ph_davao: 'دافاو', davao_city: 'مدينة دافاو', ph_laguna: 'لاغونا', santa_rosa: 'سانتا روزا', calamba: 'كالامبا',
  // sg
  sg_central: 'المنطقة الوسطى', downtown_core: 'وسط المدينة', orchard: 'أورتشارد', tanjong_pagar: 'تانجونغ باغار', novena: 'نوفينا',
  queenstown: 'كوينزتاون', sg_east: 'المنطقة الشرقية', tampines: 'تامبينز', changi: 'تشانغي', paya_lebar: 'بايا ليبار', sg_north: 'المنطقة الشمالية',
  woodlands: 'وودلاندز', yishun: 'ييشون', sg_north_east: 'المنطقة الشمالية الشرقية', punggol: 'بونغول', sengkang: 'سينغكانغ',
  sg_west: 'المنطقة الغربية', jurong_east: 'جورونغ إيست', clementi: 'كليمنتي',
  // my
  my_kuala_lumpur: 'كوالالمبور', kl_city_centre: 'وسط مدينة كوالالمبور', bukit_bintang: 'بوكيت بينتانغ', mont_kiara: 'مونت كيارا', bangsar: 'بانغسار',
  my_selangor: 'سلانغور', petaling_jaya: 'بيتالينغ جايا', shah_alam: 'شاه علم', subang_jaya: 'سوبانغ جايا', cyberjaya: 'سايبرجايا',
  my_penang: 'بينانغ', george_town: 'جورج تاون', bayan_lepas: 'بايان ليباس', my_johor: 'جوهور', johor_bahru: 'جوهور بهرو',
  // id
  id_jakarta: 'جاكرتا', central_jakarta: 'جاكرتا الوسطى', south_jakarta: 'جاكرتا الجنوبية', west_jakarta: 'جاكرتا الغربية',
  north_jakarta: 'جاكرتا الشمالية', east_jakarta: 'جاكرتا الشرقية', id_west_java: 'جاوة الغربية', bandung: 'باندونغ', bekasi: 'بيكاسي',
  bogor: 'بوغور', id_banten: 'بانتن', tangerang: 'تانجيرانغ', id_east_java: 'جاوة الشرقية', surabaya: 'سورابايا', id_bali: 'بالي', denpasar: 'دينباسار',
  // hk
  hk_island: 'جزيرة هونغ كونغ', hk_central: 'سنترال', wan_chai: 'وان تشاي', causeway_bay: 'خليج كوزواي', quarry_bay: 'خليج كواري',
  hk_kowloon: 'كولون', tsim_sha_tsui: 'تسيم شا تسوي', mong_kok: 'مونغ كوك', kwun_tong: 'كوون تونغ', kowloon_bay: 'خليج كولون',
  hk_new_territories: 'الأقاليم الجديدة', sha_tin: 'شا تين', tsuen_wan: 'تسوين وان', tuen_mun: 'توين مون',
  // tw
  tw_taipei_city: 'مدينة تايبيه', xinyi: 'شينيي', zhongshan: 'تشونغشان', daan: 'داآن', neihu: 'نيهو', nangang: 'نانغانغ',
  tw_new_taipei_city: 'مدينة تايبيه الجديدة', banqiao: 'بانتشياو', xinzhuang: 'شينتشوانغ', tw_taoyuan_hsinchu: 'تاويوان وهسينتشو',
  taoyuan: 'تاويوان', hsinchu: 'هسينتشو', tw_central_southern: 'وسط وجنوب تايوان', taichung: 'تايتشونغ', tainan: 'تاينان', kaohsiung: 'كاوشيونغ',
  // us
  us_california: 'كاليفورنيا', san_francisco: 'سان فرانسيسكو', los_angeles: 'لوس أنجلوس', san_jose: 'سان خوسيه', san_diego: 'سان دييغو',
  us_new_york: 'ولاية نيويورك', new_york_city: 'مدينة نيويورك', us_texas: 'تكساس', austin: 'أوستن', dallas: 'دالاس', houston: 'هيوستن',
  us_washington: 'ولاية واشنطن', seattle: 'سياتل', us_illinois: 'إلينوي', chicago: 'شيكاغو', us_massachusetts: 'ماساتشوستس', boston: 'بوسطن',
  // gb
  gb_england: 'إنجلترا', london: 'لندن', manchester: 'مانشستر', birmingham: 'برمنغهام', leeds: 'ليدز', bristol: 'بريستول', cambridge: 'كامبريدج',
  oxford: 'أكسفورد', gb_scotland: 'اسكتلندا', edinburgh: 'إدنبرة', glasgow: 'غلاسكو', gb_wales: 'ويلز', cardiff: 'كارديف',
  gb_northern_ireland: 'أيرلندا الشمالية', belfast: 'بلفاست',
  // ca
  ca_ontario: 'أونتاريو', toronto: 'تورونتو', ottawa: 'أوتاوا', mississauga: 'ميسيساغا', waterloo: 'واترلو', ca_british_columbia: 'كولومبيا البريطانية',
  vancouver: 'فانكوفر', victoria: 'فيكتوريا', ca_quebec: 'كيبك', montreal: 'مونتريال', quebec_city: 'مدينة كيبك', ca_alberta: 'ألبرتا',
  calgary: 'كالغاري', edmonton: 'إدمونتون',
  // br
  br_southeast: 'الجنوب الشرقي', sao_paulo: 'ساو باولو', campinas: 'كامبيناس', rio_de_janeiro: 'ريو دي جانيرو', belo_horizonte: 'بيلو هوريزونتي',
  br_south: 'الجنوب', curitiba: 'كوريتيبا', porto_alegre: 'بورتو أليغري', florianopolis: 'فلوريانوبوليس', br_northeast: 'الشمال الشرقي',
  recife: 'ريسيفي', salvador: 'سلفادور', fortaleza: 'فورتاليزا', br_central_west: 'الوسط الغربي', brasilia: 'برازيليا', goiania: 'غويانيا',
  // tr
  tr_istanbul: 'إسطنبول', besiktas: 'بشكطاش', sisli: 'شيشلي', kadikoy: 'قاضي كوي', atasehir: 'أتاشهير', sariyer: 'صارير', tr_ankara: 'أنقرة',
  cankaya: 'تشانكايا', yenimahalle: 'يني محلة', tr_izmir: 'إزمير', konak: 'كوناك', bornova: 'بورنوفا', tr_bursa: 'بورصة', nilufer: 'نيلوفر',
  tr_kocaeli: 'كوجالي', gebze: 'غبزة',
  // ng
  ng_lagos: 'ولاية لاغوس', ikeja: 'إيكيجا', victoria_island: 'جزيرة فيكتوريا', lekki: 'ليكي', ikoyi: 'إيكوي', yaba: 'يابا', surulere: 'سوروليري',
  ng_fct: 'إقليم العاصمة الفيدرالية', abuja_cbd: 'منطقة الأعمال المركزية في أبوجا', wuse: 'ووسي', maitama: 'مايتاما', ng_rivers: 'ولاية ريفرز',
  port_harcourt: 'بورت هاركورت', ng_oyo: 'ولاية أويو', ibadan: 'إبادان',
  // sa
  sa_riyadh_province: 'منطقة الرياض', riyadh: 'الرياض', diriyah: 'الدرعية', sa_makkah_province: 'منطقة مكة المكرمة', jeddah: 'جدة',
  mecca: 'مكة المكرمة', taif: 'الطائف', sa_eastern_province: 'المنطقة الشرقية', dammam: 'الدمام', khobar: 'الخبر', dhahran: 'الظهران',
  jubail: 'الجبيل', sa_madinah_province: 'منطقة المدينة المنورة', medina: 'المدينة المنورة', yanbu: 'ينبع',
  // ae
  ae_dubai: 'دبي', downtown_dubai: 'وسط مدينة دبي', dubai_marina: 'دبي مارينا', business_bay: 'الخليج التجاري', jumeirah_lake_towers: 'أبراج بحيرات جميرا',
  dubai_internet_city: 'مدينة دبي للإنترنت', deira: 'ديرة', ae_abu_dhabi: 'أبوظبي', abu_dhabi_city: 'مدينة أبوظبي', al_ain: 'العين',
  ae_sharjah: 'الشارقة', sharjah_city: 'مدينة الشارقة', ae_ajman: 'عجمان', ajman_city: 'مدينة عجمان',
  // lk
  lk_western_province: 'المقاطعة الغربية', colombo: 'كولومبو', dehiwala_mount_lavinia: 'ديهيوالا-ماونت لافينيا',
  sri_jayawardenepura_kotte: 'سري جاياواردنابورا كوتي', negombo: 'نيغومبو', gampaha: 'غامباها', lk_central_province: 'المقاطعة الوسطى',
  kandy: 'كاندي', nuwara_eliya: 'نوارا إليا', lk_southern_province: 'المقاطعة الجنوبية', galle: 'غالي', matara: 'ماتارا',
  lk_northern_province: 'المقاطعة الشمالية', jaffna: 'جافنا',
  // es
  es_madrid_community: 'منطقة مدريد', madrid: 'مدريد', alcobendas: 'ألكوبينداس', getafe: 'خيتافي', es_catalonia: 'كتالونيا', barcelona: 'برشلونة',
  lhospitalet: 'لوسبيتاليت دي يوبريغات', es_valencian_community: 'منطقة فالنسيا', valencia: 'فالنسيا', alicante: 'أليكانتي',
  es_andalusia: 'الأندلس', seville: 'إشبيلية', malaga: 'مالقة', es_basque_country: 'إقليم الباسك', bilbao: 'بلباو',
  // rs
  rs_belgrade: 'بلغراد', new_belgrade: 'بلغراد الجديدة', stari_grad: 'ستاري غراد', vracar: 'فراتشار', zemun: 'زيمون', rs_vojvodina: 'فويفودينا',
  novi_sad: 'نوفي ساد', subotica: 'سوبوتيتسا', pancevo: 'بانتشيفو', rs_sumadija_western: 'شوماديا وغرب صربيا', kragujevac: 'كراغوييفاتس',
  cacak: 'تشاتشاك', rs_southern_eastern: 'جنوب وشرق صربيا', nis: 'نيش',
  // com
  com_asia_pacific: 'آسيا والمحيط الهادئ', sydney: 'سيدني', melbourne: 'ملبورن', bangkok: 'بانكوك', ho_chi_minh_city: 'مدينة هو تشي منه',
  bangalore: 'بنغالور', seoul: 'سيول', com_europe: 'أوروبا', berlin: 'برلين', paris: 'باريس', amsterdam: 'أمستردام', dublin: 'دبلن',
  com_americas: 'الأمريكتان', mexico_city: 'مكسيكو سيتي', buenos_aires: 'بوينس آيرس',
};
