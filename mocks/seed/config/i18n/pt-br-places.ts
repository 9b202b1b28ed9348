/**
 * Portuguese (Brazil) place names. Latin-script language: place names stay as written in English except where
 * Portuguese has its own form (exonyms, descriptive region names). Missing keys fall back to English.
 */
import type { PlaceTranslations } from '../types';

export const ptBrPlaces: PlaceTranslations = {
  jp_kanto: 'Kantô', tokyo: 'Tóquio', kyoto: 'Quioto', jp_kyushu: 'Kyushu',
  ph_metro_manila: 'Região Metropolitana de Manila', quezon_city: 'Quezon City', cebu_city: 'Cidade de Cebu', davao_city: 'Cidade de Davao',
  sg_central: 'Central', sg_east: 'Leste', sg_north: 'Norte', sg_north_east: 'Nordeste', sg_west: 'Oeste',
  kl_city_centre: 'Centro de Kuala Lumpur', my_penang: 'Penang',
  id_jakarta: 'Jacarta', central_jakarta: 'Jacarta Central', south_jakarta: 'Jacarta do Sul', west_jakarta: 'Jacarta Ocidental',
  north_jakarta: 'Jacarta do Norte', east_jakarta: 'Jacarta Oriental', id_west_java: 'Java Ocidental', id_east_java: 'Java Oriental',
  hk_island: 'Ilha de Hong Kong', hk_new_territories: 'Novos Territórios',
  tw_taipei_city: 'Cidade de Taipé', tw_new_taipei_city: 'Nova Taipé', tw_taoyuan_hsinchu: 'Taoyuan e Hsinchu', tw_central_southern: 'Centro e Sul de Taiwan',
  us_california: 'Califórnia', us_new_york: 'Estado de Nova York', new_york_city: 'Cidade de Nova York', us_washington: 'Estado de Washington',
  gb_england: 'Inglaterra', gb_scotland: 'Escócia', gb_wales: 'País de Gales', gb_northern_ireland: 'Irlanda do Norte', london: 'Londres',
  edinburgh: 'Edimburgo', ca_british_columbia: 'Colúmbia Britânica', quebec_city: 'Cidade de Quebec',
  br_southeast: 'Sudeste', br_south: 'Sul', br_northeast: 'Nordeste', br_central_west: 'Centro-Oeste',
  tr_istanbul: 'Istambul', tr_izmir: 'Esmirna',
  ng_lagos: 'Estado de Lagos', ng_fct: 'Território da Capital Federal', ng_rivers: 'Estado de Rivers', ng_oyo: 'Estado de Oyo',
  abuja_cbd: 'Centro Empresarial de Abuja',
  sa_riyadh_province: 'Província de Riad', sa_makkah_province: 'Província de Meca', sa_eastern_province: 'Província Oriental',
  sa_madinah_province: 'Província de Medina', riyadh: 'Riad', jeddah: 'Jidá', mecca: 'Meca',
  abu_dhabi_city: 'Cidade de Abu Dhabi', sharjah_city: 'Cidade de Sharjah', ajman_city: 'Cidade de Ajman',
  lk_western_province: 'Província Ocidental', lk_central_province: 'Província Central', lk_southern_province: 'Província do Sul',
  lk_northern_province: 'Província do Norte',
  es_madrid_community: 'Comunidade de Madri', madrid: 'Madri', es_catalonia: 'Catalunha', es_valencian_community: 'Comunidade Valenciana',
  es_andalusia: 'Andaluzia', es_basque_country: 'País Basco', seville: 'Sevilha',
  rs_belgrade: 'Belgrado', new_belgrade: 'Nova Belgrado', rs_sumadija_western: 'Šumadija e Sérvia Ocidental', rs_southern_eastern: 'Sérvia Meridional e Oriental',
  com_asia_pacific: 'Ásia-Pacífico', com_europe: 'Europa', com_americas: 'Américas', mexico_city: 'Cidade do México', seoul: 'Seul',
  ho_chi_minh_city: 'Cidade de Ho Chi Minh', berlin: 'Berlim', amsterdam: 'Amsterdã',
};
