/** 日本語 (ja) config-list translations. */
import type { ListTranslations, ReasonDescriptionTranslations } from '../types';

export const jaLists: ListTranslations = {
  industry_lists: {
    information_technology: 'IT・情報通信', banking_financial_services: '銀行・金融サービス', accounting_audit: '会計・監査',
    insurance: '保険', manufacturing: '製造', retail: '小売', ecommerce: 'EC・ネット通販', healthcare: '医療・ヘルスケア', education: '教育',
    construction: '建設', real_estate: '不動産', logistics_supply_chain: '物流・サプライチェーン', hospitality_tourism: 'ホテル・観光',
    food_beverage: '飲食', telecommunications: '通信', media_advertising: 'メディア・広告', energy_utilities: 'エネルギー・インフラ',
    government_public_sector: '官公庁・公共機関', bpo_call_center: 'BPO・コールセンター', web3_blockchain: 'Web3・ブロックチェーン', consulting: 'コンサルティング',
  },
  xp_lvls: {
    no_experience: '未経験', fresh_graduate: '新卒', one_to_three_years: '1〜3年', three_to_five_years: '3〜5年',
    five_to_ten_years: '5〜10年', more_than_ten_years: '10年以上',
  },
  educations: {
    high_school: '高校卒', vocational_diploma: '専門学校卒', associate_degree: '短大卒', bachelors_degree: '学士',
    masters_degree: '修士', mba: 'MBA', doctorate: '博士',
  },
  job_category_lists: {
    accounting: '経理', administration: '事務', customer_service: 'カスタマーサービス', engineering: 'エンジニアリング',
    software_development: 'ソフトウェア開発', data_analytics: 'データ・分析', design: 'デザイン', marketing: 'マーケティング', sales: '営業',
    human_resources: '人事', legal: '法務', healthcare_medical: '医療・ヘルスケア', education_training: '教育・研修', hospitality: 'ホスピタリティ',
    logistics: '物流', manufacturing_production: '製造・生産', construction_trades: '建設・技能職', finance: '金融',
    product_management: 'プロダクトマネジメント', project_management: 'プロジェクトマネジメント',
  },
  job_types: { full_time: '正社員', part_time: 'パート・アルバイト', contract: '契約社員', temporary: '派遣・短期', internship: 'インターン', freelance: 'フリーランス' },
  salary_range_filters: {
    below_30k: '30K未満', from_30k_to_50k: '30K - 50K', from_50k_to_100k: '50K - 100K', above_100k: '100K以上', above_200k: '200K以上',
  },
  main_functions: {
    finance_accounting: '財務・経理', information_technology: 'IT・情報システム', sales_business_development: '営業・事業開発',
    marketing_communications: 'マーケティング・広報', customer_service: 'カスタマーサービス', human_resources_administration: '人事・総務',
    design_creative: 'デザイン・クリエイティブ', operations_logistics: 'オペレーション・物流',
  },
  job_functions: {
    accounting: '経理', finance: '財務', audit_tax: '監査・税務', software_development: 'ソフトウェア開発', data_analytics: 'データ・分析',
    it_infrastructure: 'ITインフラ', sales: '営業', business_development: '事業開発', retail_sales: '販売',
    digital_marketing: 'デジタルマーケティング', brand_marketing: 'ブランドマーケティング', content_public_relations: 'コンテンツ・広報',
    call_center: 'コールセンター', customer_success: 'カスタマーサクセス', front_desk_reception: '受付・フロント', recruitment: '採用',
    hr_operations: '人事労務', administration: '総務・事務', graphic_design: 'グラフィックデザイン', product_design: 'プロダクトデザイン',
    media_production: '映像・メディア制作', supply_chain: 'サプライチェーン', logistics_warehousing: '物流・倉庫', operations_management: 'オペレーション管理',
  },
  function_titles: {
    'accountant-1011': '経理担当', 'senior-accountant-1012': 'シニア経理担当', 'accounts-payable-specialist-1013': '買掛金担当',
    'accounts-receivable-specialist-1014': '売掛金担当', 'financial-analyst-1021': '財務アナリスト', 'finance-manager-1022': '財務マネージャー',
    'treasury-analyst-1023': '資金管理アナリスト', 'credit-analyst-1024': '与信アナリスト', 'auditor-1031': '監査人', 'internal-auditor-1032': '内部監査担当',
    'tax-specialist-1033': '税務担当', 'tax-manager-1034': '税務マネージャー', 'frontend-developer-2011': 'フロントエンドエンジニア',
    'backend-developer-2012': 'バックエンドエンジニア', 'full-stack-developer-2013': 'フルスタックエンジニア', 'mobile-developer-2014': 'モバイルアプリエンジニア',
    'data-analyst-2021': 'データアナリスト', 'data-scientist-2022': 'データサイエンティスト', 'data-engineer-2023': 'データエンジニア',
    'machine-learning-engineer-2024': '機械学習エンジニア', 'system-administrator-2031': 'システム管理者', 'devops-engineer-2032': 'DevOpsエンジニア',
    'network-engineer-2033': 'ネットワークエンジニア', 'it-support-specialist-2034': 'ITサポート担当', 'sales-executive-3011': '営業担当',
    'sales-manager-3012': '営業マネージャー', 'account-executive-3013': 'アカウントエグゼクティブ', 'inside-sales-representative-3014': 'インサイドセールス',
    'business-development-executive-3021': '事業開発担当', 'business-development-manager-3022': '事業開発マネージャー',
    'partnership-manager-3023': 'パートナーシップマネージャー', 'key-account-manager-3024': '大手顧客担当マネージャー', 'sales-associate-3031': '販売スタッフ',
    'store-manager-3032': '店長', 'cashier-3033': 'レジ係', 'merchandiser-3034': 'マーチャンダイザー', 'digital-marketing-specialist-4011': 'デジタルマーケティング担当',
    'seo-specialist-4012': 'SEO担当', 'social-media-manager-4013': 'SNSマネージャー', 'performance-marketing-manager-4014': 'パフォーマンスマーケティングマネージャー',
    'brand-manager-4021': 'ブランドマネージャー', 'marketing-manager-4022': 'マーケティングマネージャー', 'product-marketing-manager-4023': 'プロダクトマーケティングマネージャー',
    'marketing-executive-4024': 'マーケティング担当', 'content-writer-4031': 'コンテンツライター', 'copywriter-4032': 'コピーライター',
    'public-relations-officer-4033': '広報担当', 'communications-manager-4034': 'コミュニケーションマネージャー', 'call-center-agent-5011': 'コールセンターオペレーター',
    'customer-service-representative-5012': 'カスタマーサービス担当', 'technical-support-representative-5013': 'テクニカルサポート担当',
    'call-center-team-leader-5014': 'コールセンターリーダー', 'customer-success-manager-5021': 'カスタマーサクセスマネージャー',
    'client-relationship-officer-5022': '顧客リレーション担当', 'onboarding-specialist-5023': 'オンボーディング担当', 'account-manager-5024': 'アカウントマネージャー',
    'receptionist-5031': '受付', 'front-desk-officer-5032': 'フロントスタッフ', 'concierge-5033': 'コンシェルジュ', 'guest-relations-officer-5034': 'ゲストリレーション担当',
    'recruiter-6011': 'リクルーター', 'talent-acquisition-specialist-6012': '採用担当', 'recruitment-manager-6013': '採用マネージャー',
    'sourcing-specialist-6014': 'ソーシング担当', 'hr-officer-6021': '人事担当', 'payroll-specialist-6022': '給与計算担当',
    'hr-business-partner-6023': 'HRビジネスパートナー', 'compensation-and-benefits-specialist-6024': '報酬・福利厚生担当',
    'administrative-assistant-6031': '一般事務', 'office-manager-6032': 'オフィスマネージャー', 'executive-assistant-6033': '役員秘書',
    'data-entry-clerk-6034': 'データ入力スタッフ', 'graphic-designer-7011': 'グラフィックデザイナー', 'illustrator-7012': 'イラストレーター',
    'motion-graphics-designer-7013': 'モーショングラフィックデザイナー', 'art-director-7014': 'アートディレクター', 'ui-designer-7021': 'UIデザイナー',
    'ux-designer-7022': 'UXデザイナー', 'product-designer-7023': 'プロダクトデザイナー', 'ux-researcher-7024': 'UXリサーチャー',
    'video-editor-7031': '動画編集者', 'photographer-7032': 'フォトグラファー', 'videographer-7033': 'ビデオグラファー', 'animator-7034': 'アニメーター',
    'supply-chain-analyst-8011': 'サプライチェーンアナリスト', 'procurement-officer-8012': '調達担当', 'purchasing-manager-8013': '購買マネージャー',
    'inventory-controller-8014': '在庫管理担当', 'warehouse-supervisor-8021': '倉庫責任者', 'logistics-coordinator-8022': '物流コーディネーター',
    'delivery-driver-8023': '配送ドライバー', 'forklift-operator-8024': 'フォークリフトオペレーター', 'operations-manager-8031': 'オペレーションマネージャー',
    'operations-executive-8032': 'オペレーション担当', 'project-coordinator-8033': 'プロジェクトコーディネーター', 'quality-assurance-officer-8034': '品質保証担当',
  },
  degrees: {
    no_requirement: '学歴不問', high_school: '高校卒', vocational_diploma: '専門学校卒', associate_degree: '短大卒', bachelors_degree: '学士',
    masters_degree: '修士', doctorate: '博士',
  },
  no_of_employee_ranges: {
    one_to_ten: '1〜10', eleven_to_fifty: '11〜50', fifty_one_to_two_hundred: '51〜200', two_hundred_one_to_five_hundred: '201〜500',
    five_hundred_one_to_one_thousand: '501〜1000', one_thousand_one_to_five_thousand: '1001〜5000', more_than_five_thousand: '5000超',
  },
  company_sizes: {
    one_to_ten: '1〜10名', eleven_to_fifty: '11〜50名', fifty_one_to_two_hundred: '51〜200名', two_hundred_one_to_five_hundred: '201〜500名',
    five_hundred_one_to_one_thousand: '501〜1000名', one_thousand_one_to_five_thousand: '1001〜5000名', more_than_five_thousand: '5000名超',
  },
  job_benefit_lists: {
    health_insurance: '健康保険', dental_insurance: '歯科保険', life_insurance: '生命保険', thirteenth_month_pay: '13ヶ月目の給与',
    performance_bonus: '業績賞与', paid_leave: '有給休暇', flexible_hours: 'フレックスタイム', work_from_home: '在宅勤務',
    transport_allowance: '交通費支給', meal_allowance: '食事手当', training_development: '研修・能力開発', career_growth: 'キャリアアップ',
    stock_options: 'ストックオプション', gym_membership: 'ジム会員', free_snacks_drinks: '無料のお菓子・飲み物', retirement_plan: '退職金制度',
  },
  job_attractive_reasons: {
    competitive_salary: '好待遇', fast_promotion: '早期昇進', great_team: '優秀なチーム', work_life_balance: 'ワークライフバランス',
    remote_friendly: 'リモート可', well_known_company: '有名企業', learning_opportunities: '学びの機会が豊富', international_exposure: 'グローバルな環境',
  },
  company_benefit_lists: {
    health_insurance: '健康保険', annual_leave: '年次有給休暇', annual_bonus: '賞与', flexible_hours: 'フレックスタイム', remote_work: 'リモートワーク',
    training_programs: '研修制度', team_building: 'チームビルディング', free_meals: '無料の食事', transport_allowance: '交通費支給',
    parental_leave: '育児休暇', wellness_program: '健康支援プログラム', employee_discounts: '社員割引',
  },
  company_culture_lists: {
    innovative: '革新的', collaborative: '協働的', fast_paced: 'スピード感がある', diverse_inclusive: '多様性と包摂', customer_focused: '顧客志向',
    flat_structure: 'フラットな組織', result_oriented: '成果主義', work_life_balance: 'ワークライフバランス', learning_culture: '学びの文化',
    social_responsibility: '社会的責任',
  },
  company_financing_stage_lists: {
    not_required: '資金調達なし', angel_round: 'エンジェルラウンド', series_a: 'シリーズA', series_b: 'シリーズB', series_c: 'シリーズC',
    series_d_and_above: 'シリーズD以降', listed: '上場企業',
  },
  country_lists: {
    japan: '日本', philippines: 'フィリピン', singapore: 'シンガポール', malaysia: 'マレーシア', indonesia: 'インドネシア', hong_kong: '香港',
    taiwan: '台湾', united_states: 'アメリカ合衆国', united_kingdom: 'イギリス', canada: 'カナダ', brazil: 'ブラジル', turkey: 'トルコ',
    nigeria: 'ナイジェリア', saudi_arabia: 'サウジアラビア', united_arab_emirates: 'アラブ首長国連邦', sri_lanka: 'スリランカ', spain: 'スペイン',
    serbia: 'セルビア', australia: 'オーストラリア', india: 'インド', thailand: 'タイ', vietnam: 'ベトナム', china: '中国', south_korea: '韓国',
    macao: 'マカオ', new_zealand: 'ニュージーランド', germany: 'ドイツ', france: 'フランス',
  },
  chat_report_lists: {
    harassment_abuse: '嫌がらせ・暴言', spam_advertising: 'スパム・広告', fake_job_scam: '偽の求人・詐欺', inappropriate_content: '不適切なコンテンツ',
    asking_for_money: '金銭の要求', other: 'その他',
  },
  notice_period_lists: {
    immediately: '即日', one_week: '1週間', two_weeks: '2週間', one_month: '1ヶ月', two_months: '2ヶ月', three_months: '3ヶ月',
    more_than_three_months: '3ヶ月以上',
  },
  subscibe_job_frequency_lists: { daily: '毎日', weekly: '毎週' },
  report_job_reasons: {
    scam_phishing_malware: '詐欺・フィッシング・マルウェア', promotional_spam: '宣伝・スパム', discriminatory: '差別的',
    offensive_harassing: '攻撃的・嫌がらせ', extreme_violence_terrorism: '過激な暴力・テロ', job_closed: '募集終了',
    incorrect_company: '企業情報の誤り', incorrect_location: '勤務地の誤り', incorrect_formatting: '書式の誤り',
    not_belong_on_platform: '当サイトにふさわしくない求人',
  },
  report_talent_reasons: {
    fake_profile: '偽のプロフィール', spam_advertising: 'スパム・広告', harassment: '嫌がらせ', inappropriate_content: '不適切なコンテンツ',
    no_show: '面接に来なかった', other: 'その他',
  },
  salary_ranges: {
    below_10k: '10K未満', from_10k_to_20k: '10K - 20K', from_20k_to_30k: '20K - 30K', from_30k_to_50k: '30K - 50K',
    from_50k_to_80k: '50K - 80K', from_80k_to_100k: '80K - 100K', from_100k_to_200k: '100K - 200K', above_200k: '200K以上',
  },
  social_types: { google: 'Google', apple: 'Apple', facebook: 'Facebook' },
  resume_source_lists: { applied: '応募', talent_search: '人材検索', recommended: 'おすすめ', chat: 'チャット', referral: '紹介' },
  language_lists: {
    english: '英語', mandarin: '中国語（標準語）', cantonese: '広東語', japanese: '日本語', korean: '韓国語', indonesian: 'インドネシア語',
    malay: 'マレー語', filipino: 'フィリピン語', thai: 'タイ語', vietnamese: 'ベトナム語', spanish: 'スペイン語', portuguese: 'ポルトガル語',
    turkish: 'トルコ語', arabic: 'アラビア語', french: 'フランス語', german: 'ドイツ語', hindi: 'ヒンディー語', tamil: 'タミル語',
    sinhala: 'シンハラ語', serbian: 'セルビア語',
  },
  gender_lists: { male: '男性', female: '女性', prefer_not_to_say: '回答しない' },
  pipeline_stage_lists: {
    new: '新規', screening: '書類選考', interview: '面接', offer: '内定', hired: '入社', not_suitable: '不採用', withdrawn: '辞退',
  },
  resume_last_updated_time_lists: {
    within_one_week: '1週間以内', within_one_month: '1ヶ月以内', within_three_months: '3ヶ月以内', within_six_months: '6ヶ月以内',
    within_one_year: '1年以内', any_time: '指定なし',
  },
  report_interview_reasons: {
    interviewer_no_show: '面接官が現れなかった', job_mismatch: '求人内容と仕事が異なる', asked_for_money: '費用の支払いを求められた',
    unprofessional_behaviour: '不適切な対応', other: 'その他',
  },
  report_recruiter_reasons: {
    fake_recruiter: '偽の採用担当者・企業', asked_for_money: '金銭や保証金を要求された', harassment: '嫌がらせ',
    misleading_information: '誤解を招く求人情報', personal_information: '機密性の高い個人情報を要求された', other: 'その他',
  },
  work_xps: {
    less_than_one_year: '1年未満', one_to_three_years: '1〜3年', three_to_five_years: '3〜5年', five_to_ten_years: '5〜10年',
    ten_to_fifteen_years: '10〜15年', more_than_fifteen_years: '15年以上',
  },
  feature_banners: {
    remote_jobs: 'リモート求人', web3_jobs: 'Web3求人', company_directory: '企業一覧', free_resume_templates: '無料履歴書テンプレート',
    ai_career_coach: 'AIキャリアコーチ',
  },
  recruiter_role_permissions: {
    manage_jobs: '求人の管理', chat_with_candidates: '候補者とのチャット', view_talent_pool: '人材プールの閲覧',
    manage_company_profile: '企業ページの管理', manage_team_members: 'チームメンバーの管理', view_reports: 'レポートの閲覧', manage_billing: '請求の管理',
  },
  user_identity_lists: {
    singapore_citizen: 'シンガポール国民', permanent_resident: '永住者', employment_pass: 'エンプロイメントパス', s_pass: 'Sパス',
    work_permit: 'ワークパーミット', dependant_pass: 'ディペンダントパス', long_term_visit_pass: '長期滞在パス', student_pass: '学生パス',
    entrepass: 'アントレパス', personalised_employment_pass: 'パーソナライズド・エンプロイメントパス', others: 'その他',
  },
  salary_types: { daily: '日給', monthly: '月給', annually: '年収', hourly: '時給', negotiable: '応相談', unpaid: '無給' },
  work_arrangements: { onsite: '出社', hybrid: 'ハイブリッド', remote: 'リモート' },
};

export const jaReasonDescriptions: ReasonDescriptionTranslations = {
  report_job_reasons: {
    scam_phishing_malware: '支払いや銀行情報を求める、またはフィッシングや不正なソフトウェアへのリンクを含む求人です。',
    promotional_spam: '実際の求人ではなく、商品やサービスの宣伝、または繰り返しのスパムです。',
    discriminatory: '年齢、性別、人種、宗教、障害などを理由に応募者を排除しています。',
    offensive_harassing: '侮辱的、攻撃的、または嫌がらせの内容を含んでいます。',
    extreme_violence_terrorism: '暴力、テロ、過激派組織を助長しています。',
    job_closed: 'このポジションは充足済み、または応募の受付を終了しています。',
    incorrect_company: '別の企業名で掲載されています。',
    incorrect_location: '表示されている勤務地が間違っています。',
    incorrect_formatting: '求人内容の書式が崩れていて読みにくいです。',
    not_belong_on_platform: 'マルチ商法や講座の販売など、実際の求人ではありません。',
  },
  report_talent_reasons: {
    fake_profile: '虚偽または盗用された情報を使用したプロフィールです。', spam_advertising: '広告や同じメッセージを繰り返し送ってきます。',
    harassment: '失礼、脅迫的、または嫌がらせの言動があります。', inappropriate_content: 'プロフィールやメッセージに不適切な内容があります。',
    no_show: '連絡なく面接を欠席しました。', other: '上記以外の問題です。',
  },
  report_interview_reasons: {
    interviewer_no_show: '企業側が誰も面接に参加しませんでした。', job_mismatch: '面接で説明された仕事が求人内容と異なります。',
    asked_for_money: 'お金の支払いや商品の購入を求められました。', unprofessional_behaviour: '面接官の態度が失礼、差別的、または不適切でした。',
    other: '上記以外の問題です。',
  },
  report_recruiter_reasons: {
    fake_recruiter: '採用担当者または企業が実在しないようです。', asked_for_money: '手数料や保証金の支払いを求められました。',
    harassment: '失礼、脅迫的、または嫌がらせの言動があります。', misleading_information: '給与、職務、勤務地が掲載内容と異なります。',
    personal_information: 'パスワード、銀行情報、身分証明書を求められました。', other: '上記以外の問題です。',
  },
};
