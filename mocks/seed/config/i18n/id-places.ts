/**
 * Indonesian place names. Latin-script language: place names stay as written in English except where
 * Indonesian has its own form (descriptive region names, Jakarta's cities, Arabic cities). Missing keys fall back to English.
 */
import type { PlaceTranslations } from '../types';

export const idPlaces: PlaceTranslations = {
  sg_central: 'Pusat', sg_east: 'Timur', sg_north: 'Utara', sg_north_east: 'Timur Laut', sg_west: 'Barat',
  kl_city_centre: 'Pusat Kota KL', my_penang: 'Pulau Pinang',
  id_jakarta: 'DKI Jakarta', central_jakarta: 'Jakarta Pusat', south_jakarta: 'Jakarta Selatan', west_jakarta: 'Jakarta Barat',
  north_jakarta: 'Jakarta Utara', east_jakarta: 'Jakarta Timur', id_west_java: 'Jawa Barat', id_east_java: 'Jawa Timur',
  hk_island: 'Pulau Hong Kong', tw_taoyuan_hsinchu: 'Taoyuan dan Hsinchu', tw_central_southern: 'Taiwan Tengah dan Selatan',
  new_york_city: 'Kota New York',
  gb_england: 'Inggris', gb_scotland: 'Skotlandia', gb_northern_ireland: 'Irlandia Utara',
  ca_british_columbia: 'British Columbia', quebec_city: 'Kota Quebec',
  br_southeast: 'Tenggara', br_south: 'Selatan', br_northeast: 'Timur Laut', br_central_west: 'Tengah-Barat',
  ng_lagos: 'Negara Bagian Lagos', ng_fct: 'Wilayah Ibu Kota Federal', ng_rivers: 'Negara Bagian Rivers', ng_oyo: 'Negara Bagian Oyo',
  abuja_cbd: 'Kawasan Pusat Bisnis Abuja',
  sa_riyadh_province: 'Provinsi Riyadh', sa_makkah_province: 'Provinsi Makkah', sa_eastern_province: 'Provinsi Timur',
  sa_madinah_province: 'Provinsi Madinah', mecca: 'Mekkah', medina: 'Madinah',
  abu_dhabi_city: 'Kota Abu Dhabi', sharjah_city: 'Kota Sharjah', ajman_city: 'Kota Ajman',
  lk_western_province: 'Provinsi Barat', lk_central_province: 'Provinsi Tengah', lk_southern_province: 'Provinsi Selatan',
  lk_northern_province: 'Provinsi Utara',
  es_madrid_community: 'Komunitas Madrid', es_catalonia: 'Katalonia', es_valencian_community: 'Komunitas Valencia', es_andalusia: 'Andalusia',
  es_basque_country: 'Negara Basque', seville: 'Sevilla',
  rs_sumadija_western: 'Šumadija dan Serbia Barat', rs_southern_eastern: 'Serbia Selatan dan Timur',
  com_asia_pacific: 'Asia Pasifik', com_europe: 'Eropa', com_americas: 'Amerika', mexico_city: 'Kota Meksiko',
};
