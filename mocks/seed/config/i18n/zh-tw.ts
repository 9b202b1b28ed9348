/** 繁體中文 (zh-tw) config-list translations. */
import type { ListTranslations, ReasonDescriptionTranslations } from '../types';

export const zhTwLists: ListTranslations = {
  industry_lists: {
    information_technology: '資訊科技', banking_financial_services: '銀行與金融服務', accounting_audit: '會計與審計',
    insurance: '保險', manufacturing: '製造業', retail: '零售', ecommerce: '電子商務', healthcare: '醫療保健', education: '教育',
    construction: '營建', real_estate: '不動產', logistics_supply_chain: '物流與供應鏈', hospitality_tourism: '餐旅與觀光',
    food_beverage: '餐飲', telecommunications: '電信', media_advertising: '媒體與廣告', energy_utilities: '能源與公用事業',
    government_public_sector: '政府與公部門', bpo_call_center: '業務流程委外與客服中心', web3_blockchain: 'Web3與區塊鏈', consulting: '顧問',
  },
  xp_lvls: {
    no_experience: '無經驗', fresh_graduate: '應屆畢業生', one_to_three_years: '1-3年', three_to_five_years: '3-5年',
    five_to_ten_years: '5-10年', more_than_ten_years: '10年以上',
  },
  educations: {
    high_school: '高中', vocational_diploma: '高職/技職文憑', associate_degree: '專科', bachelors_degree: '學士',
    masters_degree: '碩士', mba: 'MBA', doctorate: '博士',
  },
  job_category_lists: {
    accounting: '會計', administration: '行政', customer_service: '客戶服務', engineering: '工程', software_development: '軟體開發',
    data_analytics: '資料與分析', design: '設計', marketing: '行銷', sales: '業務', human_resources: '人力資源', legal: '法務',
    healthcare_medical: '醫療保健', education_training: '教育訓練', hospitality: '餐旅服務', logistics: '物流',
    manufacturing_production: '製造與生產', construction_trades: '營建與技術工', finance: '金融', product_management: '產品管理',
    project_management: '專案管理',
  },
  job_types: { full_time: '全職', part_time: '兼職', contract: '約聘', temporary: '臨時', internship: '實習', freelance: '自由接案' },
  salary_range_filters: {
    below_30k: '30K以下', from_30k_to_50k: '30K - 50K', from_50k_to_100k: '50K - 100K', above_100k: '100K以上', above_200k: '200K以上',
  },
  main_functions: {
    finance_accounting: '財務與會計', information_technology: '資訊科技', sales_business_development: '業務與商務開發',
    marketing_communications: '行銷與傳播', customer_service: '客戶服務', human_resources_administration: '人資與行政',
    design_creative: '設計與創意', operations_logistics: '營運與物流',
  },
  job_functions: {
    accounting: '會計', finance: '金融', audit_tax: '審計與稅務', software_development: '軟體開發', data_analytics: '資料與分析',
    it_infrastructure: 'IT基礎架構', sales: '業務', business_development: '商務開發', retail_sales: '零售業務',
    digital_marketing: '數位行銷', brand_marketing: '品牌行銷', content_public_relations: '內容與公關', call_center: '客服中心',
    customer_success: '客戶成功', front_desk_reception: '櫃檯與接待', recruitment: '招募', hr_operations: '人資營運',
    administration: '行政', graphic_design: '平面設計', product_design: '產品設計', media_production: '媒體製作',
    supply_chain: '供應鏈', logistics_warehousing: '物流與倉儲', operations_management: '營運管理',
  },
  function_titles: {
    'accountant-1011': '會計', 'senior-accountant-1012': '資深會計', 'accounts-payable-specialist-1013': '應付帳款專員',
    'accounts-receivable-specialist-1014': '應收帳款專員', 'financial-analyst-1021': '財務分析師', 'finance-manager-1022': '財務經理',
    'treasury-analyst-1023': '資金分析師', 'credit-analyst-1024': '信用分析師', 'auditor-1031': '稽核', 'internal-auditor-1032': '內部稽核',
    'tax-specialist-1033': '稅務專員', 'tax-manager-1034': '稅務經理', 'frontend-developer-2011': '前端工程師',
    'backend-developer-2012': '後端工程師', 'full-stack-developer-2013': '全端工程師', 'mobile-developer-2014': '行動應用工程師',
    'data-analyst-2021': '資料分析師', 'data-scientist-2022': '資料科學家', 'data-engineer-2023': '資料工程師',
    'machine-learning-engineer-2024': '機器學習工程師', 'system-administrator-2031': '系統管理員', 'devops-engineer-2032': 'DevOps工程師',
    'network-engineer-2033': '網路工程師', 'it-support-specialist-2034': 'IT支援專員', 'sales-executive-3011': '業務專員',
    'sales-manager-3012': '業務經理', 'account-executive-3013': '客戶業務代表', 'inside-sales-representative-3014': '電話業務代表',
    'business-development-executive-3021': '商務開發專員', 'business-development-manager-3022': '商務開發經理',
    'partnership-manager-3023': '合作夥伴經理', 'key-account-manager-3024': '大客戶經理', 'sales-associate-3031': '門市銷售人員',
    'store-manager-3032': '店長', 'cashier-3033': '收銀員', 'merchandiser-3034': '商品陳列員', 'digital-marketing-specialist-4011': '數位行銷專員',
    'seo-specialist-4012': 'SEO專員', 'social-media-manager-4013': '社群媒體經理', 'performance-marketing-manager-4014': '成效行銷經理',
    'brand-manager-4021': '品牌經理', 'marketing-manager-4022': '行銷經理', 'product-marketing-manager-4023': '產品行銷經理',
    'marketing-executive-4024': '行銷專員', 'content-writer-4031': '內容撰稿人', 'copywriter-4032': '文案企劃',
    'public-relations-officer-4033': '公關專員', 'communications-manager-4034': '傳播經理', 'call-center-agent-5011': '客服中心人員',
    'customer-service-representative-5012': '客服代表', 'technical-support-representative-5013': '技術支援代表',
    'call-center-team-leader-5014': '客服中心組長', 'customer-success-manager-5021': '客戶成功經理',
    'client-relationship-officer-5022': '客戶關係專員', 'onboarding-specialist-5023': '導入專員', 'account-manager-5024': '客戶經理',
    'receptionist-5031': '櫃檯接待', 'front-desk-officer-5032': '櫃檯專員', 'concierge-5033': '禮賓人員', 'guest-relations-officer-5034': '賓客關係專員',
    'recruiter-6011': '招募專員', 'talent-acquisition-specialist-6012': '人才招募專員', 'recruitment-manager-6013': '招募經理',
    'sourcing-specialist-6014': '人才搜尋專員', 'hr-officer-6021': '人資專員', 'payroll-specialist-6022': '薪資專員',
    'hr-business-partner-6023': 'HRBP', 'compensation-and-benefits-specialist-6024': '薪酬福利專員',
    'administrative-assistant-6031': '行政助理', 'office-manager-6032': '辦公室經理', 'executive-assistant-6033': '高階主管助理',
    'data-entry-clerk-6034': '資料輸入員', 'graphic-designer-7011': '平面設計師', 'illustrator-7012': '插畫家',
    'motion-graphics-designer-7013': '動態設計師', 'art-director-7014': '藝術總監', 'ui-designer-7021': 'UI設計師',
    'ux-designer-7022': 'UX設計師', 'product-designer-7023': '產品設計師', 'ux-researcher-7024': '使用者經驗研究員',
    'video-editor-7031': '影片剪輯師', 'photographer-7032': '攝影師', 'videographer-7033': '錄影師', 'animator-7034': '動畫師',
    'supply-chain-analyst-8011': '供應鏈分析師', 'procurement-officer-8012': '採購專員', 'purchasing-manager-8013': '採購經理',
    'inventory-controller-8014': '庫存管理員', 'warehouse-supervisor-8021': '倉儲主管', 'logistics-coordinator-8022': '物流協調員',
    'delivery-driver-8023': '配送司機', 'forklift-operator-8024': '堆高機操作員', 'operations-manager-8031': '營運經理',
    'operations-executive-8032': '營運專員', 'project-coordinator-8033': '專案協調員', 'quality-assurance-officer-8034': '品保專員',
  },
  degrees: {
    no_requirement: '不拘', high_school: '高中', vocational_diploma: '高職/技職文憑', associate_degree: '專科', bachelors_degree: '學士',
    masters_degree: '碩士', doctorate: '博士',
  },
  no_of_employee_ranges: {
    one_to_ten: '1-10', eleven_to_fifty: '11-50', fifty_one_to_two_hundred: '51-200', two_hundred_one_to_five_hundred: '201-500',
    five_hundred_one_to_one_thousand: '501-1000', one_thousand_one_to_five_thousand: '1001-5000', more_than_five_thousand: '5000以上',
  },
  company_sizes: {
    one_to_ten: '1-10人', eleven_to_fifty: '11-50人', fifty_one_to_two_hundred: '51-200人', two_hundred_one_to_five_hundred: '201-500人',
    five_hundred_one_to_one_thousand: '501-1000人', one_thousand_one_to_five_thousand: '1001-5000人', more_than_five_thousand: '5000人以上',
  },
  job_benefit_lists: {
    health_insurance: '醫療保險', dental_insurance: '牙科保險', life_insurance: '壽險', thirteenth_month_pay: '第13個月薪資',
    performance_bonus: '績效獎金', paid_leave: '帶薪休假', flexible_hours: '彈性工時', work_from_home: '居家辦公',
    transport_allowance: '交通津貼', meal_allowance: '伙食津貼', training_development: '教育訓練與發展', career_growth: '職涯發展',
    stock_options: '員工認股權', gym_membership: '健身房會員', free_snacks_drinks: '免費零食飲料', retirement_plan: '退休計畫',
  },
  job_attractive_reasons: {
    competitive_salary: '薪資具競爭力', fast_promotion: '升遷快速', great_team: '優秀團隊', work_life_balance: '工作生活平衡',
    remote_friendly: '支援遠端', well_known_company: '知名企業', learning_opportunities: '學習機會多', international_exposure: '國際化視野',
  },
  company_benefit_lists: {
    health_insurance: '醫療保險', annual_leave: '年假', annual_bonus: '年終獎金', flexible_hours: '彈性工時', remote_work: '遠端工作',
    training_programs: '培訓計畫', team_building: '團隊活動', free_meals: '免費餐點', transport_allowance: '交通津貼',
    parental_leave: '育嬰假', wellness_program: '健康計畫', employee_discounts: '員工折扣',
  },
  company_culture_lists: {
    innovative: '創新', collaborative: '協作', fast_paced: '快節奏', diverse_inclusive: '多元共融', customer_focused: '以客戶為中心',
    flat_structure: '扁平化組織', result_oriented: '結果導向', work_life_balance: '工作生活平衡', learning_culture: '學習型文化',
    social_responsibility: '社會責任',
  },
  company_financing_stage_lists: {
    not_required: '不需要融資', angel_round: '天使輪', series_a: 'A輪', series_b: 'B輪', series_c: 'C輪', series_d_and_above: 'D輪以上',
    listed: '已上市',
  },
  country_lists: {
    japan: '日本', philippines: '菲律賓', singapore: '新加坡', malaysia: '馬來西亞', indonesia: '印尼', hong_kong: '香港',
    taiwan: '台灣', united_states: '美國', united_kingdom: '英國', canada: '加拿大', brazil: '巴西', turkey: '土耳其',
    nigeria: '奈及利亞', saudi_arabia: '沙烏地阿拉伯', united_arab_emirates: '阿拉伯聯合大公國', sri_lanka: '斯里蘭卡', spain: '西班牙',
    serbia: '塞爾維亞', australia: '澳洲', india: '印度', thailand: '泰國', vietnam: '越南', china: '中國', south_korea: '南韓',
    macao: '澳門', new_zealand: '紐西蘭', germany: '德國', france: '法國',
  },
  chat_report_lists: {
    harassment_abuse: '騷擾或辱罵', spam_advertising: '垃圾訊息或廣告', fake_job_scam: '假職缺或詐騙', inappropriate_content: '不當內容',
    asking_for_money: '索取金錢', other: '其他',
  },
  notice_period_lists: {
    immediately: '隨時可上班', one_week: '1週', two_weeks: '2週', one_month: '1個月', two_months: '2個月', three_months: '3個月',
    more_than_three_months: '3個月以上',
  },
  subscibe_job_frequency_lists: { daily: '每天', weekly: '每週' },
  report_job_reasons: {
    scam_phishing_malware: '詐騙、網路釣魚或惡意軟體', promotional_spam: '推銷或垃圾訊息', discriminatory: '歧視',
    offensive_harassing: '冒犯或騷擾', extreme_violence_terrorism: '極端暴力或恐怖主義', job_closed: '職缺已關閉',
    incorrect_company: '公司資訊錯誤', incorrect_location: '工作地點錯誤', incorrect_formatting: '格式錯誤',
    not_belong_on_platform: '此職缺不應出現在本平台',
  },
  report_talent_reasons: {
    fake_profile: '虛假個人檔案', spam_advertising: '垃圾訊息或廣告', harassment: '騷擾', inappropriate_content: '不當內容',
    no_show: '未出席面試', other: '其他',
  },
  salary_ranges: {
    below_10k: '10K以下', from_10k_to_20k: '10K - 20K', from_20k_to_30k: '20K - 30K', from_30k_to_50k: '30K - 50K',
    from_50k_to_80k: '50K - 80K', from_80k_to_100k: '80K - 100K', from_100k_to_200k: '100K - 200K', above_200k: '200K以上',
  },
  social_types: { google: 'Google', apple: 'Apple', facebook: 'Facebook' },
  resume_source_lists: { applied: '主動應徵', talent_search: '人才搜尋', recommended: '系統推薦', chat: '聊天', referral: '內部推薦' },
  language_lists: {
    english: '英語', mandarin: '華語', cantonese: '粵語', japanese: '日語', korean: '韓語', indonesian: '印尼語', malay: '馬來語',
    filipino: '菲律賓語', thai: '泰語', vietnamese: '越南語', spanish: '西班牙語', portuguese: '葡萄牙語', turkish: '土耳其語',
    arabic: '阿拉伯語', french: '法語', german: '德語', hindi: '印地語', tamil: '坦米爾語', sinhala: '僧伽羅語', serbian: '塞爾維亞語',
  },
  gender_lists: { male: '男', female: '女', prefer_not_to_say: '不願透露' },
  pipeline_stage_lists: {
    new: '新應徵', screening: '篩選中', interview: '面試', offer: '錄取通知', hired: '已錄用', not_suitable: '不適合', withdrawn: '已撤回',
  },
  resume_last_updated_time_lists: {
    within_one_week: '1週內', within_one_month: '1個月內', within_three_months: '3個月內', within_six_months: '6個月內',
    within_one_year: '1年內', any_time: '不限',
  },
  report_interview_reasons: {
    interviewer_no_show: '面試官未出席', job_mismatch: '職缺與描述不符', asked_for_money: '被要求支付費用',
    unprofessional_behaviour: '行為不專業', other: '其他',
  },
  report_recruiter_reasons: {
    fake_recruiter: '虛假招募者或公司', asked_for_money: '索取金錢或押金', harassment: '騷擾', misleading_information: '職缺資訊誤導',
    personal_information: '索取敏感個人資料', other: '其他',
  },
  work_xps: {
    less_than_one_year: '1年以下', one_to_three_years: '1-3年', three_to_five_years: '3-5年', five_to_ten_years: '5-10年',
    ten_to_fifteen_years: '10-15年', more_than_fifteen_years: '15年以上',
  },
  feature_banners: {
    remote_jobs: '遠端職缺', web3_jobs: 'Web3職缺', company_directory: '公司名錄', free_resume_templates: '免費履歷範本',
    ai_career_coach: 'AI職涯教練',
  },
  recruiter_role_permissions: {
    manage_jobs: '管理職缺', chat_with_candidates: '與求職者聊天', view_talent_pool: '檢視人才庫', manage_company_profile: '管理公司頁面',
    manage_team_members: '管理團隊成員', view_reports: '檢視報表', manage_billing: '管理帳務',
  },
  user_identity_lists: {
    singapore_citizen: '新加坡公民', permanent_resident: '永久居民', employment_pass: '就業准證', s_pass: 'S准證', work_permit: '工作准證',
    dependant_pass: '家屬准證', long_term_visit_pass: '長期探訪准證', student_pass: '學生准證', entrepass: '企業家准證',
    personalised_employment_pass: '個人化就業准證', others: '其他',
  },
  salary_types: { daily: '日薪', monthly: '月薪', annually: '年薪', hourly: '時薪', negotiable: '面議', unpaid: '無薪' },
  work_arrangements: { onsite: '現場辦公', hybrid: '混合辦公', remote: '遠端工作' },
};

export const zhTwReasonDescriptions: ReasonDescriptionTranslations = {
  chat_report_lists: {
    harassment_abuse: '對方在聊天中粗魯、威脅或辱罵。',
    spam_advertising: '聊天被用來發廣告或無關訊息。',
    fake_job_scam: '職缺或招募者似乎不是真的。',
    inappropriate_content: '聊天中含有冒犯性或色情內容。',
    asking_for_money: '對方要求支付費用、押金或銀行資料。',
    other: '以上未列出的其他問題。',
  },
  report_job_reasons: {
    scam_phishing_malware: '此職缺要求付款或提供銀行資料，或含有釣魚、惡意軟體連結。',
    promotional_spam: '此貼文在推銷產品或服務，或是重複的垃圾訊息，而非真實職缺。',
    discriminatory: '此職缺因年齡、性別、種族、宗教、身心障礙等特徵排除求職者。',
    offensive_harassing: '此貼文含有侮辱、辱罵或騷擾內容。',
    extreme_violence_terrorism: '此貼文宣揚暴力、恐怖主義或極端組織。',
    job_closed: '此職缺已補滿或不再接受應徵。',
    incorrect_company: '此職缺刊登在錯誤的公司名下。',
    incorrect_location: '顯示的工作地點有誤。',
    incorrect_formatting: '職缺描述格式混亂或難以閱讀。',
    not_belong_on_platform: '這不是真實的工作機會，例如老鼠會或課程推銷。',
  },
  report_talent_reasons: {
    fake_profile: '此檔案使用虛假或盜用的資料。', spam_advertising: '此求職者傳送廣告或重複訊息。',
    harassment: '此求職者態度無禮、威脅或騷擾他人。', inappropriate_content: '檔案或訊息含有不當內容。',
    no_show: '此求職者無故缺席面試。', other: '未列出的其他問題。',
  },
  report_interview_reasons: {
    interviewer_no_show: '公司沒有人出席面試。', job_mismatch: '面試討論的職務與職缺內容不符。',
    asked_for_money: '我被要求付款或購買東西。', unprofessional_behaviour: '面試官態度無禮、有歧視或行為不當。',
    other: '未列出的其他問題。',
  },
  report_recruiter_reasons: {
    fake_recruiter: '此招募者或公司似乎並不真實。', asked_for_money: '招募者要求我支付費用或押金。',
    harassment: '此招募者態度無禮、威脅或騷擾他人。', misleading_information: '薪資、職務或地點與刊登內容不符。',
    personal_information: '招募者索取密碼、銀行資料或身分證件。', other: '未列出的其他問題。',
  },
};
