/**
 * Scene codes of the recommendation expose and click events, by page and sub-page (spec section 9).
 * Three come from the spec (c_search_defalut spelled as the spec spells it); the rest follow the same
 * rule: `c_rec_*` for recommended lists, `c_search_*` for searches, `c_list_*` for other job lists.
 * The table is documented in docs/tracking.md.
 */
export const SCENES = {
  'home_page:recommended': 'c_rec_default',
  'home_page:latest': 'c_rec_latest',
  'home_page:remote': 'c_rec_remote',
  'home_page:web3': 'c_rec_web3',
  'home_page:category': 'c_rec_category',
  'job_detail:similar': 'c_rec_simi',
  'onsite_search_page:search': 'c_search_defalut',
  'remote_search_page:search': 'c_search_remote',
  'web3_search_page:search': 'c_search_web3',
  'onsite_landing_page:list': 'c_list_onsite',
  'remote_landing_page:list': 'c_list_remote',
  'web3_landing_page:list': 'c_list_web3',
  'company_page:jobs': 'c_list_company',
  'my_jobs_page:recommended': 'c_rec_my_jobs',
  'my_jobs_page:personalized': 'c_rec_personalized',
  'my_jobs_page:saved': 'c_list_saved',
  'my_jobs_page:applied': 'c_list_applied',
  'my_jobs_page:communicated': 'c_list_communicated',
  'my_jobs_page:interview': 'c_list_interview',
  'my_jobs_page:viewed': 'c_list_viewed',
  'chat_page:job_card': 'c_list_chat',
  'job_alert_page:alert': 'c_search_alert',
} as const;

export type SceneKey = keyof typeof SCENES;

export interface Scene {
  page: string;
  sub_page: string;
  scene: (typeof SCENES)[SceneKey];
}

export function sceneOf(key: SceneKey): Scene {
  const [page = '', subPage = ''] = key.split(':');
  return { page, sub_page: subPage, scene: SCENES[key] };
}
