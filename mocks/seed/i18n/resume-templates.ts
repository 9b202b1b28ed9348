/**
 * The resume templates' descriptions in every language, by template key. The catalogue
 * (mocks/state/resume-templates.ts) holds no text; the reply picks the request's language, English
 * for a language the seed does not know.
 */
import type { LanguageCode } from '../config/types';

export const RESUME_TEMPLATE_KEYS = ['classic', 'modern', 'creative', 'simple', 'executive'] as const;

export type ResumeTemplateKey = (typeof RESUME_TEMPLATE_KEYS)[number];

export type ResumeTemplateDescriptions = Readonly<Record<ResumeTemplateKey, string>>;

export const RESUME_TEMPLATE_DESCRIPTIONS: Readonly<Record<LanguageCode, ResumeTemplateDescriptions>> = {
  'en-us': {
    classic: 'A one-column layout with clear section headings; suits finance, admin and government roles.',
    modern: 'Two columns with a skills sidebar; suits tech, marketing and operations roles.',
    creative: 'A bold header and accent colour for design, media and hospitality roles.',
    simple: 'Plain text friendly to applicant tracking systems; a safe choice for any job.',
    executive: 'Leads with a career summary and key achievements; for senior and managerial roles.',
  },
  'zh-cn': {
    classic: '单栏布局，各部分标题清晰；适合金融、行政和政府机关岗位。',
    modern: '双栏设计，侧栏展示技能；适合技术、市场营销和运营岗位。',
    creative: '醒目的页眉搭配强调色，适合设计、媒体和酒店服务类岗位。',
    simple: '纯文本排版，便于招聘管理系统（ATS）识别；适用于任何职位的稳妥之选。',
    executive: '以职业概述和主要成就开篇；适合高级和管理岗位。',
  },
  id: {
    classic: 'Tata letak satu kolom dengan judul bagian yang jelas; cocok untuk posisi keuangan, administrasi, dan pemerintahan.',
    modern: 'Dua kolom dengan kolom samping untuk keahlian; cocok untuk posisi teknologi, pemasaran, dan operasional.',
    creative: 'Header yang mencolok dan warna aksen untuk posisi desain, media, dan perhotelan.',
    simple: 'Teks polos yang mudah dibaca sistem pelacakan pelamar (ATS); pilihan aman untuk pekerjaan apa pun.',
    executive: 'Diawali ringkasan karier dan pencapaian utama; untuk posisi senior dan manajerial.',
  },
  ja: {
    classic: '見出しがはっきりした1カラムのレイアウト。金融・事務・公務の職種に向いています。',
    modern: 'スキル欄をサイドバーに置いた2カラム構成。IT・マーケティング・オペレーションの職種に向いています。',
    creative: 'インパクトのあるヘッダーとアクセントカラーで、デザイン・メディア・ホスピタリティの職種に。',
    simple: '応募者追跡システム（ATS）で読み取りやすいシンプルなテキスト。どんな職種にも安心して使えます。',
    executive: '職務要約と主な実績を冒頭に配置。シニア職・管理職向けです。',
  },
  'zh-tw': {
    classic: '單欄版面，各區段標題清楚；適合金融、行政與公職職缺。',
    modern: '雙欄設計，側欄呈現技能；適合科技、行銷與營運職缺。',
    creative: '醒目的頁首搭配強調色，適合設計、媒體與餐旅服務職缺。',
    simple: '純文字排版，方便應徵者追蹤系統（ATS）讀取；適用任何職缺的穩妥選擇。',
    executive: '以職涯摘要與主要成就開頭；適合資深與管理職。',
  },
  ms: {
    classic: 'Susun atur satu lajur dengan tajuk bahagian yang jelas; sesuai untuk jawatan kewangan, pentadbiran dan kerajaan.',
    modern: 'Dua lajur dengan bar sisi kemahiran; sesuai untuk jawatan teknologi, pemasaran dan operasi.',
    creative: 'Pengepala yang menonjol dan warna aksen untuk jawatan reka bentuk, media dan hospitaliti.',
    simple: 'Teks biasa yang mesra sistem penjejakan pemohon (ATS); pilihan selamat untuk sebarang pekerjaan.',
    executive: 'Dimulakan dengan ringkasan kerjaya dan pencapaian utama; untuk jawatan kanan dan pengurusan.',
  },
  tr: {
    classic: 'Bölüm başlıkları net, tek sütunlu bir düzen; finans, idari işler ve kamu pozisyonlarına uygundur.',
    modern: 'Beceriler için yan panelli iki sütunlu düzen; teknoloji, pazarlama ve operasyon pozisyonlarına uygundur.',
    creative: 'Tasarım, medya ve konaklama pozisyonları için dikkat çekici bir başlık ve vurgu rengi.',
    simple: 'Aday takip sistemlerinin (ATS) kolayca okuyabildiği sade metin; her iş için güvenli bir seçim.',
    executive: 'Kariyer özeti ve öne çıkan başarılarla başlar; kıdemli ve yönetici pozisyonları için.',
  },
  'pt-br': {
    classic: 'Layout de uma coluna com títulos de seção bem definidos; ideal para vagas em finanças, administração e setor público.',
    modern: 'Duas colunas com uma barra lateral de habilidades; ideal para vagas em tecnologia, marketing e operações.',
    creative: 'Cabeçalho marcante e cor de destaque para vagas em design, mídia e hotelaria.',
    simple: 'Texto simples, fácil de ler para sistemas de recrutamento (ATS); uma escolha segura para qualquer vaga.',
    executive: 'Começa com um resumo profissional e as principais conquistas; para cargos seniores e de gestão.',
  },
  'es-es': {
    classic: 'Diseño a una columna con encabezados de sección claros; ideal para puestos de finanzas, administración y sector público.',
    modern: 'Dos columnas con una barra lateral de habilidades; ideal para puestos de tecnología, marketing y operaciones.',
    creative: 'Una cabecera llamativa y un color de acento para puestos de diseño, medios y hostelería.',
    simple: 'Texto sin formato compatible con los sistemas de seguimiento de candidatos (ATS); una opción segura para cualquier empleo.',
    executive: 'Empieza con un resumen profesional y los logros clave; para puestos sénior y directivos.',
  },
  ar: {
    classic: 'تصميم بعمود واحد وعناوين أقسام واضحة؛ يناسب وظائف المالية والإدارة والقطاع الحكومي.',
    modern: 'عمودان مع شريط جانبي للمهارات؛ يناسب وظائف التقنية والتسويق والعمليات.',
    creative: 'ترويسة لافتة ولون مميّز لوظائف التصميم والإعلام والضيافة.',
    simple: 'نص بسيط تقرؤه أنظمة تتبّع المتقدمين (ATS) بسهولة؛ خيار آمن لأي وظيفة.',
    executive: 'يبدأ بملخص مهني وأبرز الإنجازات؛ للمناصب العليا والإدارية.',
  },
};

/** A template's description in the language; English for a language the seed does not know. */
export function resumeTemplateDescription(key: ResumeTemplateKey, language: string): string {
  const descriptions = Object.prototype.hasOwnProperty.call(RESUME_TEMPLATE_DESCRIPTIONS, language)
    ? RESUME_TEMPLATE_DESCRIPTIONS[language as LanguageCode]
    : RESUME_TEMPLATE_DESCRIPTIONS['en-us'];
  return descriptions[key];
}
