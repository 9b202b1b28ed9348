/**
 * Malay place names. Latin-script language: place names stay as written in English except where
 * Malay has its own form (descriptive region names, exonyms). Missing keys fall back to English.
 */
import type { PlaceTranslations } from '../types';

export const msPlaces: PlaceTranslations = {
  sg_central: 'Tengah', sg_east: 'Timur', sg_north: 'Utara', sg_north_east: 'Timur Laut', sg_west: 'Barat',
  kl_city_centre: 'Pusat Bandar KL', my_penang: 'Pulau Pinang',
  central_jakarta: 'Jakarta Pusat', south_jakarta: 'Jakarta Selatan', west_jakarta: 'Jakarta Barat', north_jakarta: 'Jakarta Utara',
  east_jakarta: 'Jakarta Timur', id_west_java: 'Jawa Barat', id_east_java: 'Jawa Timur',
  hk_island: 'Pulau Hong Kong', tw_taoyuan_hsinchu: 'Taoyuan dan Hsinchu', tw_central_southern: 'Taiwan Tengah dan Selatan',
  new_york_city: 'Bandar New York',
  gb_northern_ireland: 'Ireland Utara', quebec_city: 'Bandar Quebec',
  br_southeast: 'Tenggara', br_south: 'Selatan', br_northeast: 'Timur Laut', br_central_west: 'Tengah-Barat',
  ng_lagos: 'Negeri Lagos', ng_fct: 'Wilayah Ibu Kota Persekutuan', ng_rivers: 'Negeri Rivers', ng_oyo: 'Negeri Oyo',
  abuja_cbd: 'Daerah Pusat Perniagaan Abuja',
  sa_riyadh_province: 'Wilayah Riyadh', sa_makkah_province: 'Wilayah Makkah', sa_eastern_province: 'Wilayah Timur',
  sa_madinah_province: 'Wilayah Madinah', mecca: 'Mekah', medina: 'Madinah',
  abu_dhabi_city: 'Bandar Abu Dhabi', sharjah_city: 'Bandar Sharjah', ajman_city: 'Bandar Ajman',
  lk_western_province: 'Wilayah Barat', lk_central_province: 'Wilayah Tengah', lk_southern_province: 'Wilayah Selatan',
  lk_northern_province: 'Wilayah Utara',
  es_madrid_community: 'Komuniti Madrid', es_catalonia: 'Catalonia', es_valencian_community: 'Komuniti Valencia', es_andalusia: 'Andalusia',
  es_basque_country: 'Negara Basque', seville: 'Seville',
  rs_sumadija_western: 'Šumadija dan Serbia Barat', rs_southern_eastern: 'Serbia Selatan dan Timur',
  com_asia_pacific: 'Asia Pasifik', com_europe: 'Eropah', com_americas: 'Amerika', mexico_city: 'Bandar Raya Mexico',
};
