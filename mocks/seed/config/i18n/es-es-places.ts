/**
 * Spanish (Spain) place names. Latin-script language: place names stay as written in English except where
 * Spanish has its own form (exonyms, descriptive region names). Missing keys fall back to English.
 */
import type { PlaceTranslations } from '../types';

export const esEsPlaces: PlaceTranslations = {
  tokyo: 'Tokio', kyoto: 'Kioto',
  ph_metro_manila: 'Gran Manila', quezon_city: 'Ciudad Quezón', cebu_city: 'Ciudad de Cebú', ph_cebu: 'Cebú', davao_city: 'Ciudad de Dávao', ph_davao: 'Dávao',
  sg_central: 'Centro', sg_east: 'Este', sg_north: 'Norte', sg_north_east: 'Noreste', sg_west: 'Oeste',
  kl_city_centre: 'Centro de Kuala Lumpur',
  id_jakarta: 'Yakarta', central_jakarta: 'Yakarta Central', south_jakarta: 'Yakarta Meridional', west_jakarta: 'Yakarta Occidental',
  north_jakarta: 'Yakarta Septentrional', east_jakarta: 'Yakarta Oriental', id_west_java: 'Java Occidental', id_east_java: 'Java Oriental',
  hk_island: 'Isla de Hong Kong', hk_new_territories: 'Nuevos Territorios',
  tw_taipei_city: 'Ciudad de Taipéi', tw_new_taipei_city: 'Nuevo Taipéi', tw_taoyuan_hsinchu: 'Taoyuan y Hsinchu', tw_central_southern: 'Centro y sur de Taiwán',
  us_new_york: 'Estado de Nueva York', new_york_city: 'Ciudad de Nueva York', us_texas: 'Texas', us_washington: 'Estado de Washington',
  us_massachusetts: 'Massachusetts', san_diego: 'San Diego',
  gb_england: 'Inglaterra', gb_scotland: 'Escocia', gb_wales: 'Gales', gb_northern_ireland: 'Irlanda del Norte', london: 'Londres',
  edinburgh: 'Edimburgo', ca_british_columbia: 'Columbia Británica', ca_quebec: 'Quebec', quebec_city: 'Ciudad de Quebec',
  br_southeast: 'Sudeste', br_south: 'Sur', br_northeast: 'Nordeste', br_central_west: 'Centro-Oeste',
  tr_istanbul: 'Estambul', tr_izmir: 'Esmirna',
  ng_lagos: 'Estado de Lagos', ng_fct: 'Territorio de la Capital Federal', ng_rivers: 'Estado de Rivers', ng_oyo: 'Estado de Oyo',
  abuja_cbd: 'Distrito Central de Negocios de Abuya',
  sa_riyadh_province: 'Provincia de Riad', sa_makkah_province: 'Provincia de La Meca', sa_eastern_province: 'Provincia Oriental',
  sa_madinah_province: 'Provincia de Medina', riyadh: 'Riad', jeddah: 'Yeda', mecca: 'La Meca',
  ae_dubai: 'Dubái', downtown_dubai: 'Centro de Dubái', dubai_marina: 'Dubai Marina', ae_abu_dhabi: 'Abu Dabi', abu_dhabi_city: 'Ciudad de Abu Dabi',
  ae_sharjah: 'Sharjah', sharjah_city: 'Ciudad de Sharjah', ajman_city: 'Ciudad de Ajmán', ae_ajman: 'Ajmán',
  lk_western_province: 'Provincia Occidental', lk_central_province: 'Provincia Central', lk_southern_province: 'Provincia Meridional',
  lk_northern_province: 'Provincia Septentrional',
  es_madrid_community: 'Comunidad de Madrid', es_catalonia: 'Cataluña', es_valencian_community: 'Comunidad Valenciana',
  es_andalusia: 'Andalucía', es_basque_country: 'País Vasco', seville: 'Sevilla',
  rs_belgrade: 'Belgrado', new_belgrade: 'Nuevo Belgrado', rs_sumadija_western: 'Šumadija y Serbia Occidental', rs_southern_eastern: 'Serbia Meridional y Oriental',
  com_asia_pacific: 'Asia-Pacífico', com_europe: 'Europa', com_americas: 'América', mexico_city: 'Ciudad de México', seoul: 'Seúl',
  ho_chi_minh_city: 'Ciudad Ho Chi Minh', berlin: 'Berlín', paris: 'París', amsterdam: 'Ámsterdam',
};
