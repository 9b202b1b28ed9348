/** 简体中文 (zh-cn) config-list translations. */
import type { ListTranslations, ReasonDescriptionTranslations } from '../types';

export const zhCnLists: ListTranslations = {
  industry_lists: {
    information_technology: '信息技术', banking_financial_services: '银行与金融服务', accounting_audit: '会计与审计',
    insurance: '保险', manufacturing: '制造业', retail: '零售', ecommerce: '电子商务', healthcare: '医疗健康', education: '教育',
    construction: '建筑', real_estate: '房地产', logistics_supply_chain: '物流与供应链', hospitality_tourism: '酒店与旅游',
    food_beverage: '餐饮', telecommunications: '电信', media_advertising: '媒体与广告', energy_utilities: '能源与公用事业',
    government_public_sector: '政府与公共部门', bpo_call_center: '业务流程外包与呼叫中心', web3_blockchain: 'Web3与区块链', consulting: '咨询',
  },
  xp_lvls: {
    no_experience: '无经验', fresh_graduate: '应届毕业生', one_to_three_years: '1-3年', three_to_five_years: '3-5年',
    five_to_ten_years: '5-10年', more_than_ten_years: '10年以上',
  },
  educations: {
    high_school: '高中', vocational_diploma: '中专/职业文凭', associate_degree: '大专', bachelors_degree: '本科',
    masters_degree: '硕士', mba: 'MBA', doctorate: '博士',
  },
  job_category_lists: {
    accounting: '会计', administration: '行政', customer_service: '客户服务', engineering: '工程', software_development: '软件开发',
    data_analytics: '数据与分析', design: '设计', marketing: '市场营销', sales: '销售', human_resources: '人力资源', legal: '法务',
    healthcare_medical: '医疗健康', education_training: '教育培训', hospitality: '酒店服务', logistics: '物流',
    manufacturing_production: '制造与生产', construction_trades: '建筑与技工', finance: '金融', product_management: '产品管理',
    project_management: '项目管理',
  },
  job_types: { full_time: '全职', part_time: '兼职', contract: '合同工', temporary: '临时工', internship: '实习', freelance: '自由职业' },
  salary_range_filters: {
    below_30k: '30K以下', from_30k_to_50k: '30K - 50K', from_50k_to_100k: '50K - 100K', above_100k: '100K以上', above_200k: '200K以上',
  },
  main_functions: {
    finance_accounting: '财务与会计', information_technology: '信息技术', sales_business_development: '销售与商务拓展',
    marketing_communications: '市场与传播', customer_service: '客户服务', human_resources_administration: '人力资源与行政',
    design_creative: '设计与创意', operations_logistics: '运营与物流',
  },
  job_functions: {
    accounting: '会计', finance: '金融', audit_tax: '审计与税务', software_development: '软件开发', data_analytics: '数据与分析',
    it_infrastructure: 'IT基础设施', sales: '销售', business_development: '商务拓展', retail_sales: '零售销售',
    digital_marketing: '数字营销', brand_marketing: '品牌营销', content_public_relations: '内容与公关', call_center: '呼叫中心',
    customer_success: '客户成功', front_desk_reception: '前台与接待', recruitment: '招聘', hr_operations: '人力资源运营',
    administration: '行政', graphic_design: '平面设计', product_design: '产品设计', media_production: '媒体制作',
    supply_chain: '供应链', logistics_warehousing: '物流与仓储', operations_management: '运营管理',
  },
  function_titles: {
    'accountant-1011': '会计', 'senior-accountant-1012': '高级会计', 'accounts-payable-specialist-1013': '应付账款专员',
    'accounts-receivable-specialist-1014': '应收账款专员', 'financial-analyst-1021': '财务分析师', 'finance-manager-1022': '财务经理',
    'treasury-analyst-1023': '资金分析师', 'credit-analyst-1024': '信贷分析师', 'auditor-1031': '审计师', 'internal-auditor-1032': '内部审计师',
    'tax-specialist-1033': '税务专员', 'tax-manager-1034': '税务经理', 'frontend-developer-2011': '前端开发工程师',
    'backend-developer-2012': '后端开发工程师', 'full-stack-developer-2013': '全栈开发工程师', 'mobile-developer-2014': '移动端开发工程师',
    'data-analyst-2021': '数据分析师', 'data-scientist-2022': '数据科学家', 'data-engineer-2023': '数据工程师',
    'machine-learning-engineer-2024': '机器学习工程师', 'system-administrator-2031': '系统管理员', 'devops-engineer-2032': 'DevOps工程师',
    'network-engineer-2033': '网络工程师', 'it-support-specialist-2034': 'IT支持专员', 'sales-executive-3011': '销售专员',
    'sales-manager-3012': '销售经理', 'account-executive-3013': '客户代表', 'inside-sales-representative-3014': '电话销售代表',
    'business-development-executive-3021': '商务拓展专员', 'business-development-manager-3022': '商务拓展经理',
    'partnership-manager-3023': '合作伙伴经理', 'key-account-manager-3024': '大客户经理', 'sales-associate-3031': '销售顾问',
    'store-manager-3032': '店长', 'cashier-3033': '收银员', 'merchandiser-3034': '理货员', 'digital-marketing-specialist-4011': '数字营销专员',
    'seo-specialist-4012': 'SEO专员', 'social-media-manager-4013': '社交媒体经理', 'performance-marketing-manager-4014': '效果营销经理',
    'brand-manager-4021': '品牌经理', 'marketing-manager-4022': '市场经理', 'product-marketing-manager-4023': '产品营销经理',
    'marketing-executive-4024': '市场专员', 'content-writer-4031': '内容撰稿人', 'copywriter-4032': '文案策划',
    'public-relations-officer-4033': '公关专员', 'communications-manager-4034': '传播经理', 'call-center-agent-5011': '呼叫中心坐席',
    'customer-service-representative-5012': '客服代表', 'technical-support-representative-5013': '技术支持代表',
    'call-center-team-leader-5014': '呼叫中心组长', 'customer-success-manager-5021': '客户成功经理',
    'client-relationship-officer-5022': '客户关系专员', 'onboarding-specialist-5023': '客户入门专员', 'account-manager-5024': '客户经理',
    'receptionist-5031': '前台接待', 'front-desk-officer-5032': '前台专员', 'concierge-5033': '礼宾员', 'guest-relations-officer-5034': '宾客关系专员',
    'recruiter-6011': '招聘专员', 'talent-acquisition-specialist-6012': '人才招聘专员', 'recruitment-manager-6013': '招聘经理',
    'sourcing-specialist-6014': '人才寻访专员', 'hr-officer-6021': '人事专员', 'payroll-specialist-6022': '薪资专员',
    'hr-business-partner-6023': 'HRBP', 'compensation-and-benefits-specialist-6024': '薪酬福利专员',
    'administrative-assistant-6031': '行政助理', 'office-manager-6032': '办公室经理', 'executive-assistant-6033': '总裁助理',
    'data-entry-clerk-6034': '数据录入员', 'graphic-designer-7011': '平面设计师', 'illustrator-7012': '插画师',
    'motion-graphics-designer-7013': '动效设计师', 'art-director-7014': '艺术总监', 'ui-designer-7021': 'UI设计师',
    'ux-designer-7022': 'UX设计师', 'product-designer-7023': '产品设计师', 'ux-researcher-7024': '用户体验研究员',
    'video-editor-7031': '视频剪辑师', 'photographer-7032': '摄影师', 'videographer-7033': '摄像师', 'animator-7034': '动画师',
    'supply-chain-analyst-8011': '供应链分析师', 'procurement-officer-8012': '采购专员', 'purchasing-manager-8013': '采购经理',
    'inventory-controller-8014': '库存管理员', 'warehouse-supervisor-8021': '仓库主管', 'logistics-coordinator-8022': '物流协调员',
    'delivery-driver-8023': '配送司机', 'forklift-operator-8024': '叉车司机', 'operations-manager-8031': '运营经理',
    'operations-executive-8032': '运营专员', 'project-coordinator-8033': '项目协调员', 'quality-assurance-officer-8034': '质量保证专员',
  },
  degrees: {
    no_requirement: '不限', high_school: '高中', vocational_diploma: '中专/职业文凭', associate_degree: '大专', bachelors_degree: '本科',
    masters_degree: '硕士', doctorate: '博士',
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
    health_insurance: '医疗保险', dental_insurance: '牙科保险', life_insurance: '人寿保险', thirteenth_month_pay: '十三薪',
    performance_bonus: '绩效奖金', paid_leave: '带薪休假', flexible_hours: '弹性工作时间', work_from_home: '居家办公',
    transport_allowance: '交通补贴', meal_allowance: '餐补', training_development: '培训与发展', career_growth: '职业发展',
    stock_options: '股票期权', gym_membership: '健身房会员', free_snacks_drinks: '免费零食饮料', retirement_plan: '退休计划',
  },
  job_attractive_reasons: {
    competitive_salary: '薪资有竞争力', fast_promotion: '晋升快', great_team: '团队优秀', work_life_balance: '工作生活平衡',
    remote_friendly: '支持远程', well_known_company: '知名公司', learning_opportunities: '学习机会多', international_exposure: '国际化视野',
  },
  company_benefit_lists: {
    health_insurance: '医疗保险', annual_leave: '年假', annual_bonus: '年终奖', flexible_hours: '弹性工作时间', remote_work: '远程办公',
    training_programs: '培训计划', team_building: '团建活动', free_meals: '免费餐食', transport_allowance: '交通补贴',
    parental_leave: '育儿假', wellness_program: '健康计划', employee_discounts: '员工折扣',
  },
  company_culture_lists: {
    innovative: '创新', collaborative: '协作', fast_paced: '快节奏', diverse_inclusive: '多元包容', customer_focused: '以客户为中心',
    flat_structure: '扁平化管理', result_oriented: '结果导向', work_life_balance: '工作生活平衡', learning_culture: '学习型文化',
    social_responsibility: '社会责任',
  },
  company_financing_stage_lists: {
    not_required: '不需要融资', angel_round: '天使轮', series_a: 'A轮', series_b: 'B轮', series_c: 'C轮', series_d_and_above: 'D轮及以上',
    listed: '已上市',
  },
  country_lists: {
    japan: '日本', philippines: '菲律宾', singapore: '新加坡', malaysia: '马来西亚', indonesia: '印度尼西亚', hong_kong: '中国香港',
    taiwan: '中国台湾', united_states: '美国', united_kingdom: '英国', canada: '加拿大', brazil: '巴西', turkey: '土耳其',
    nigeria: '尼日利亚', saudi_arabia: '沙特阿拉伯', united_arab_emirates: '阿联酋', sri_lanka: '斯里兰卡', spain: '西班牙',
    serbia: '塞尔维亚', australia: '澳大利亚', india: '印度', thailand: '泰国', vietnam: '越南', china: '中国', south_korea: '韩国',
    macao: '中国澳门', new_zealand: '新西兰', germany: '德国', france: '法国',
  },
  chat_report_lists: {
    harassment_abuse: '骚扰或辱骂', spam_advertising: '垃圾信息或广告', fake_job_scam: '虚假职位或诈骗', inappropriate_content: '不当内容',
    asking_for_money: '索要钱财', other: '其他',
  },
  notice_period_lists: {
    immediately: '随时到岗', one_week: '1周', two_weeks: '2周', one_month: '1个月', two_months: '2个月', three_months: '3个月',
    more_than_three_months: '3个月以上',
  },
  subscibe_job_frequency_lists: { daily: '每天', weekly: '每周' },
  report_job_reasons: {
    scam_phishing_malware: '诈骗、钓鱼或恶意软件', promotional_spam: '推广或垃圾信息', discriminatory: '歧视',
    offensive_harassing: '冒犯或骚扰', extreme_violence_terrorism: '极端暴力或恐怖主义', job_closed: '职位已关闭',
    incorrect_company: '公司信息错误', incorrect_location: '工作地点错误', incorrect_formatting: '格式错误',
    not_belong_on_platform: '该职位不应出现在本平台',
  },
  report_talent_reasons: {
    fake_profile: '虚假资料', spam_advertising: '垃圾信息或广告', harassment: '骚扰', inappropriate_content: '不当内容',
    no_show: '未参加面试', other: '其他',
  },
  salary_ranges: {
    below_10k: '10K以下', from_10k_to_20k: '10K - 20K', from_20k_to_30k: '20K - 30K', from_30k_to_50k: '30K - 50K',
    from_50k_to_80k: '50K - 80K', from_80k_to_100k: '80K - 100K', from_100k_to_200k: '100K - 200K', above_200k: '200K以上',
  },
  social_types: { google: 'Google', apple: 'Apple', facebook: 'Facebook' },
  resume_source_lists: { applied: '主动投递', talent_search: '人才搜索', recommended: '系统推荐', chat: '聊天', referral: '内推' },
  language_lists: {
    english: '英语', mandarin: '普通话', cantonese: '粤语', japanese: '日语', korean: '韩语', indonesian: '印尼语', malay: '马来语',
    filipino: '菲律宾语', thai: '泰语', vietnamese: '越南语', spanish: '西班牙语', portuguese: '葡萄牙语', turkish: '土耳其语',
    arabic: '阿拉伯语', french: '法语', german: '德语', hindi: '印地语', tamil: '泰米尔语', sinhala: '僧伽罗语', serbian: '塞尔维亚语',
  },
  gender_lists: { male: '男', female: '女', prefer_not_to_say: '不愿透露' },
  pipeline_stage_lists: {
    new: '新申请', screening: '筛选中', interview: '面试', offer: '录用通知', hired: '已入职', not_suitable: '不合适', withdrawn: '已撤回',
  },
  resume_last_updated_time_lists: {
    within_one_week: '1周内', within_one_month: '1个月内', within_three_months: '3个月内', within_six_months: '6个月内',
    within_one_year: '1年内', any_time: '不限',
  },
  report_interview_reasons: {
    interviewer_no_show: '面试官未出席', job_mismatch: '职位与描述不符', asked_for_money: '被要求支付费用',
    unprofessional_behaviour: '行为不专业', other: '其他',
  },
  report_recruiter_reasons: {
    fake_recruiter: '虚假招聘者或公司', asked_for_money: '索要钱财或押金', harassment: '骚扰', misleading_information: '职位信息误导',
    personal_information: '索要敏感个人信息', other: '其他',
  },
  work_xps: {
    less_than_one_year: '1年以下', one_to_three_years: '1-3年', three_to_five_years: '3-5年', five_to_ten_years: '5-10年',
    ten_to_fifteen_years: '10-15年', more_than_fifteen_years: '15年以上',
  },
  feature_banners: {
    remote_jobs: '远程职位', web3_jobs: 'Web3职位', company_directory: '公司名录', free_resume_templates: '免费简历模板',
    ai_career_coach: 'AI职业教练',
  },
  recruiter_role_permissions: {
    manage_jobs: '管理职位', chat_with_candidates: '与候选人聊天', view_talent_pool: '查看人才库', manage_company_profile: '管理公司主页',
    manage_team_members: '管理团队成员', view_reports: '查看报告', manage_billing: '管理账单',
  },
  user_identity_lists: {
    singapore_citizen: '新加坡公民', permanent_resident: '永久居民', employment_pass: '就业准证', s_pass: 'S准证', work_permit: '工作准证',
    dependant_pass: '家属准证', long_term_visit_pass: '长期探访准证', student_pass: '学生准证', entrepass: '企业家准证',
    personalised_employment_pass: '个人化就业准证', others: '其他',
  },
  salary_types: { daily: '日薪', monthly: '月薪', annually: '年薪', hourly: '时薪', negotiable: '面议', unpaid: '无薪' },
  work_arrangements: { onsite: '现场办公', hybrid: '混合办公', remote: '远程办公' },
};

export const zhCnReasonDescriptions: ReasonDescriptionTranslations = {
  chat_report_lists: {
    harassment_abuse: '对方在聊天中粗鲁、威胁或辱骂。',
    spam_advertising: '聊天被用来发广告或无关信息。',
    fake_job_scam: '职位或招聘者似乎不是真的。',
    inappropriate_content: '聊天中含有冒犯性或色情内容。',
    asking_for_money: '对方要求支付费用、押金或银行信息。',
    other: '以上未列出的其他问题。',
  },
  report_job_reasons: {
    scam_phishing_malware: '该职位要求付款或提供银行信息，或包含钓鱼、恶意软件链接。',
    promotional_spam: '该帖子在推广产品或服务，或是重复的垃圾信息，而非真实职位。',
    discriminatory: '该职位因年龄、性别、种族、宗教、残障等特征排斥求职者。',
    offensive_harassing: '该帖子包含侮辱、辱骂或骚扰内容。',
    extreme_violence_terrorism: '该帖子宣扬暴力、恐怖主义或极端组织。',
    job_closed: '该职位已招满或不再接受申请。',
    incorrect_company: '该职位被发布在错误的公司名下。',
    incorrect_location: '显示的工作地点有误。',
    incorrect_formatting: '职位描述格式混乱或难以阅读。',
    not_belong_on_platform: '这不是真实的职位机会，例如传销或课程推销。',
  },
  report_talent_reasons: {
    fake_profile: '该资料使用了虚假或盗用的信息。', spam_advertising: '该候选人发送广告或重复消息。',
    harassment: '该候选人态度粗鲁、威胁或骚扰他人。', inappropriate_content: '资料或消息中包含不当内容。',
    no_show: '该候选人无故缺席面试。', other: '未列出的其他问题。',
  },
  report_interview_reasons: {
    interviewer_no_show: '公司没有人出席面试。', job_mismatch: '面试中讨论的职位与招聘信息不符。',
    asked_for_money: '我被要求付款或购买东西。', unprofessional_behaviour: '面试官态度粗鲁、有歧视或行为不当。',
    other: '未列出的其他问题。',
  },
  report_recruiter_reasons: {
    fake_recruiter: '该招聘者或公司似乎并不真实。', asked_for_money: '招聘者要求我支付费用或押金。',
    harassment: '该招聘者态度粗鲁、威胁或骚扰他人。', misleading_information: '薪资、职位或地点与发布的信息不符。',
    personal_information: '招聘者索要密码、银行信息或身份证件。', other: '未列出的其他问题。',
  },
};
