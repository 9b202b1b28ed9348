/**
 * Turkish place names. Latin-script language: place names stay as written in English except where
 * Turkish has its own form (İstanbul, İzmir, exonyms, descriptive region names). Missing keys fall back to English.
 */
import type { PlaceTranslations } from '../types';

export const trPlaces: PlaceTranslations = {
  sg_central: 'Merkez', sg_east: 'Doğu', sg_north: 'Kuzey', sg_north_east: 'Kuzeydoğu', sg_west: 'Batı',
  kl_city_centre: 'KL Şehir Merkezi',
  id_jakarta: 'Cakarta', central_jakarta: 'Orta Cakarta', south_jakarta: 'Güney Cakarta', west_jakarta: 'Batı Cakarta',
  north_jakarta: 'Kuzey Cakarta', east_jakarta: 'Doğu Cakarta', id_west_java: 'Batı Cava', id_east_java: 'Doğu Cava',
  hk_island: 'Hong Kong Adası', hk_new_territories: 'Yeni Topraklar',
  tw_taipei_city: 'Taipei Şehri', tw_new_taipei_city: 'Yeni Taipei Şehri', tw_taoyuan_hsinchu: 'Taoyuan ve Hsinchu',
  tw_central_southern: 'Orta ve Güney Tayvan',
  us_california: 'Kaliforniya', us_texas: 'Teksas', new_york_city: 'New York Şehri',
  gb_england: 'İngiltere', gb_scotland: 'İskoçya', gb_wales: 'Galler', gb_northern_ireland: 'Kuzey İrlanda', london: 'Londra',
  ca_british_columbia: 'Britanya Kolumbiyası', quebec_city: 'Quebec Şehri',
  br_southeast: 'Güneydoğu', br_south: 'Güney', br_northeast: 'Kuzeydoğu', br_central_west: 'Orta-Batı',
  tr_istanbul: 'İstanbul', tr_izmir: 'İzmir',
  ng_lagos: 'Lagos Eyaleti', ng_fct: 'Federal Başkent Bölgesi', ng_rivers: 'Rivers Eyaleti', ng_oyo: 'Oyo Eyaleti',
  abuja_cbd: 'Abuja Merkezi İş Bölgesi',
  sa_riyadh_province: 'Riyad Bölgesi', sa_makkah_province: 'Mekke Bölgesi', sa_eastern_province: 'Doğu Bölgesi',
  sa_madinah_province: 'Medine Bölgesi', riyadh: 'Riyad', jeddah: 'Cidde', mecca: 'Mekke', medina: 'Medine',
  abu_dhabi_city: 'Abu Dabi Şehri', ae_abu_dhabi: 'Abu Dabi', sharjah_city: 'Şarika Şehri', ae_sharjah: 'Şarika', ajman_city: 'Acman Şehri', ae_ajman: 'Acman',
  lk_western_province: 'Batı Eyaleti', lk_central_province: 'Orta Eyalet', lk_southern_province: 'Güney Eyaleti', lk_northern_province: 'Kuzey Eyaleti',
  es_madrid_community: 'Madrid Özerk Topluluğu', es_catalonia: 'Katalonya', es_valencian_community: 'Valensiya Özerk Topluluğu',
  es_andalusia: 'Endülüs', es_basque_country: 'Bask Bölgesi', seville: 'Sevilla', valencia: 'Valensiya',
  rs_belgrade: 'Belgrad', new_belgrade: 'Yeni Belgrad', rs_sumadija_western: 'Şumadiya ve Batı Sırbistan', rs_southern_eastern: 'Güney ve Doğu Sırbistan',
  com_asia_pacific: 'Asya-Pasifik', com_europe: 'Avrupa', com_americas: 'Amerika', mexico_city: 'Meksiko', seoul: 'Seul', bangalore: 'Bangalor',
  ho_chi_minh_city: 'Ho Chi Minh Kenti',
};
