/**
 * The notification center's texts (W24) in every language, by a stable key. A stored notification
 * keeps only its key and its values (mocks/state/notifications.ts); the reply renders the text in the
 * request's language (mocks/handlers/api-go/notification-text.ts), so a seeker who switches language
 * reads the same notifications in the new one. Names are placeholders (message-format.ts), so each
 * language puts them where its word order wants them; English is the fallback for an unknown language.
 */
import type { LanguageCode } from '../config/types';
import type { Message } from './message-format';

/** Each text key with the values its texts may use. */
export const NOTIFICATION_TEXT_PARAMS = {
  interview_invitation: [],
  interview_rescheduled: ['platform'],
  recruiter_replied: [],
  resume_viewed: [],
  jobs_picked: ['count', 'job_title', 'place'],
  interview_reminder: [],
  vip_extended_by_invite: ['friend'],
  withdrawal_completed: ['points', 'network'],
  application_interview_stage: [],
  phone_number_shared: [],
  safety_tip: [],
  remote_jobs: ['count', 'category', 'country'],
  vip_welcome_by_invite: ['friend'],
  profile_views_this_week: [],
  complete_profile_tip: [],
} as const satisfies Record<string, readonly string[]>;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXT_PARAMS;
export type NotificationParamName<K extends NotificationTextKey = NotificationTextKey> = (typeof NOTIFICATION_TEXT_PARAMS)[K][number];

export interface NotificationText {
  title: string;
  content: Message;
}

export type NotificationTexts = Readonly<Record<NotificationTextKey, NotificationText>>;

const enUs: NotificationTexts = {
  interview_invitation: { title: 'New interview invitation', content: 'You have a new interview invitation. Pick a time that suits you.' },
  interview_rescheduled: { title: 'Interview rescheduled', content: 'Your {platform} interview was moved; check the new time.' },
  recruiter_replied: { title: 'New message', content: 'A recruiter replied to your application.' },
  resume_viewed: { title: 'Resume viewed', content: 'Your resume was viewed by a recruiter.' },
  jobs_picked: {
    title: 'Jobs picked for you',
    content: {
      plural: 'count',
      forms: {
        one: '{count} new {job_title:lower} job in {place} matches your preferences.',
        other: '{count} new {job_title:lower} jobs in {place} match your preferences.',
      },
    },
  },
  interview_reminder: { title: 'Interview tomorrow', content: 'Reminder: check in from two hours before your interview starts.' },
  vip_extended_by_invite: { title: 'VIP extended', content: '{friend} joined with your invite code: you both got one month of free VIP.' },
  withdrawal_completed: {
    title: 'Withdrawal completed',
    content: {
      plural: 'points',
      forms: {
        one: 'Your withdrawal of {points} point to {network} has been processed.',
        other: 'Your withdrawal of {points} points to {network} has been processed.',
      },
    },
  },
  application_interview_stage: { title: 'Application update', content: 'Your application moved to the interview stage.' },
  phone_number_shared: { title: 'Phone number exchanged', content: 'A recruiter shared their phone number with you.' },
  safety_tip: { title: 'Stay safe', content: 'Never pay a fee to apply for a job. Report suspicious recruiters.' },
  remote_jobs: {
    title: 'Remote jobs for you',
    content: {
      plural: 'count',
      forms: {
        one: '{count} remote {category:lower} job open to {country}.',
        other: '{count} remote {category:lower} jobs open to {country}.',
      },
    },
  },
  vip_welcome_by_invite: { title: 'Welcome to VIP', content: '{friend} joined with your invite code: one more month of free VIP.' },
  profile_views_this_week: { title: 'Who viewed me', content: 'Three companies viewed your profile this week.' },
  complete_profile_tip: { title: 'Complete your profile', content: 'Profiles with work experience get more interview invitations.' },
};

const zhCn: NotificationTexts = {
  interview_invitation: { title: '新的面试邀请', content: '你收到了一个新的面试邀请，请选择方便的时间。' },
  interview_rescheduled: { title: '面试已改期', content: '你的{platform}面试时间已更改，请查看新的时间。' },
  recruiter_replied: { title: '新消息', content: '有招聘者回复了你的求职申请。' },
  resume_viewed: { title: '简历被查看', content: '有招聘者查看了你的简历。' },
  jobs_picked: { title: '为你精选的职位', content: '{place}有{count}个新的{job_title}职位符合你的偏好。' },
  interview_reminder: { title: '明天有面试', content: '提醒：面试开始前两小时起即可签到。' },
  vip_extended_by_invite: { title: 'VIP已延长', content: '{friend}使用你的邀请码加入了：你们都获得了一个月免费VIP。' },
  withdrawal_completed: { title: '提现已完成', content: '你提现至{network}的{points}积分已处理完成。' },
  application_interview_stage: { title: '申请进度更新', content: '你的申请已进入面试阶段。' },
  phone_number_shared: { title: '已交换电话号码', content: '有招聘者与你分享了电话号码。' },
  safety_tip: { title: '注意安全', content: '求职时切勿支付任何费用。如遇可疑招聘者，请举报。' },
  remote_jobs: { title: '为你推荐的远程职位', content: '有{count}个面向{country}求职者开放的远程{category}职位。' },
  vip_welcome_by_invite: { title: '欢迎成为VIP', content: '{friend}使用你的邀请码加入了：你又获得了一个月免费VIP。' },
  profile_views_this_week: { title: '谁看过我', content: '本周有三家公司查看了你的个人资料。' },
  complete_profile_tip: { title: '完善你的个人资料', content: '填写了工作经历的个人资料会收到更多面试邀请。' },
};

const zhTw: NotificationTexts = {
  interview_invitation: { title: '新的面試邀請', content: '你收到一則新的面試邀請，請選擇方便的時間。' },
  interview_rescheduled: { title: '面試已改期', content: '你的{platform}面試時間已變更，請查看新的時間。' },
  recruiter_replied: { title: '新訊息', content: '有招募人員回覆了你的應徵。' },
  resume_viewed: { title: '履歷已被查看', content: '有招募人員查看了你的履歷。' },
  jobs_picked: { title: '為你精選的職缺', content: '{place}有{count}個新的{job_title}職缺符合你的偏好。' },
  interview_reminder: { title: '明天有面試', content: '提醒：面試開始前兩小時起即可報到。' },
  vip_extended_by_invite: { title: 'VIP已延長', content: '{friend}使用你的邀請碼加入了：你們都獲得一個月免費VIP。' },
  withdrawal_completed: { title: '提領已完成', content: '你提領至{network}的{points}點已處理完成。' },
  application_interview_stage: { title: '應徵進度更新', content: '你的應徵已進入面試階段。' },
  phone_number_shared: { title: '已交換電話號碼', content: '有招募人員與你分享了電話號碼。' },
  safety_tip: { title: '注意安全', content: '應徵工作絕不需要支付任何費用。如遇可疑的招募人員，請檢舉。' },
  remote_jobs: { title: '為你推薦的遠端職缺', content: '有{count}個開放給{country}求職者的遠端{category}職缺。' },
  vip_welcome_by_invite: { title: '歡迎成為VIP', content: '{friend}使用你的邀請碼加入了：你再獲得一個月免費VIP。' },
  profile_views_this_week: { title: '誰看過我', content: '本週有三家公司查看了你的個人檔案。' },
  complete_profile_tip: { title: '完善你的個人檔案', content: '填寫工作經歷的個人檔案會收到更多面試邀請。' },
};

const ja: NotificationTexts = {
  interview_invitation: { title: '新しい面接の招待', content: '新しい面接の招待が届いています。ご都合のよい日時を選んでください。' },
  interview_rescheduled: { title: '面接日時の変更', content: '{platform}での面接の日時が変更されました。新しい日時をご確認ください。' },
  recruiter_replied: { title: '新着メッセージ', content: '採用担当者があなたの応募に返信しました。' },
  resume_viewed: { title: '履歴書が閲覧されました', content: '採用担当者があなたの履歴書を閲覧しました。' },
  jobs_picked: { title: 'あなたへのおすすめ求人', content: '{place}で希望条件に合う{job_title}の新着求人が{count}件あります。' },
  interview_reminder: { title: '明日は面接です', content: 'リマインダー：面接開始の2時間前からチェックインできます。' },
  vip_extended_by_invite: { title: 'VIP期間が延長されました', content: '{friend}さんがあなたの招待コードで登録しました。お二人ともVIPが1か月無料になりました。' },
  withdrawal_completed: { title: '出金が完了しました', content: '{network}への{points}ポイントの出金が処理されました。' },
  application_interview_stage: { title: '選考状況の更新', content: 'あなたの応募が面接の段階に進みました。' },
  phone_number_shared: { title: '電話番号の交換', content: '採用担当者があなたに電話番号を共有しました。' },
  safety_tip: { title: '安全のために', content: '応募のために料金を支払うことは絶対にしないでください。不審な採用担当者は通報してください。' },
  remote_jobs: { title: 'あなたへのおすすめリモート求人', content: '{country}から応募できるリモートの{category}求人が{count}件あります。' },
  vip_welcome_by_invite: { title: 'VIPへようこそ', content: '{friend}さんがあなたの招待コードで登録しました。VIPがさらに1か月無料になります。' },
  profile_views_this_week: { title: 'プロフィール閲覧者', content: '今週、3社があなたのプロフィールを閲覧しました。' },
  complete_profile_tip: { title: 'プロフィールを完成させましょう', content: '職歴が入力されたプロフィールは、面接の招待をより多く受け取っています。' },
};

const id: NotificationTexts = {
  interview_invitation: { title: 'Undangan wawancara baru', content: 'Anda mendapat undangan wawancara baru. Pilih waktu yang sesuai untuk Anda.' },
  interview_rescheduled: { title: 'Jadwal wawancara diubah', content: 'Wawancara {platform} Anda dipindahkan; periksa waktu barunya.' },
  recruiter_replied: { title: 'Pesan baru', content: 'Seorang perekrut membalas lamaran Anda.' },
  resume_viewed: { title: 'Resume dilihat', content: 'Resume Anda dilihat oleh seorang perekrut.' },
  jobs_picked: { title: 'Lowongan pilihan untuk Anda', content: '{count} lowongan {job_title:lower} baru di {place} sesuai dengan preferensi Anda.' },
  interview_reminder: { title: 'Wawancara besok', content: 'Pengingat: check-in bisa dilakukan mulai dua jam sebelum wawancara Anda dimulai.' },
  vip_extended_by_invite: { title: 'VIP diperpanjang', content: '{friend} bergabung dengan kode undangan Anda: Anda berdua mendapat VIP gratis selama satu bulan.' },
  withdrawal_completed: { title: 'Penarikan selesai', content: 'Penarikan {points} poin Anda ke {network} telah diproses.' },
  application_interview_stage: { title: 'Perkembangan lamaran', content: 'Lamaran Anda telah masuk ke tahap wawancara.' },
  phone_number_shared: { title: 'Nomor telepon dibagikan', content: 'Seorang perekrut membagikan nomor teleponnya kepada Anda.' },
  safety_tip: { title: 'Tetap waspada', content: 'Jangan pernah membayar biaya apa pun untuk melamar pekerjaan. Laporkan perekrut yang mencurigakan.' },
  remote_jobs: { title: 'Lowongan remote untuk Anda', content: '{count} lowongan remote bidang {category:lower} terbuka untuk pelamar dari {country}.' },
  vip_welcome_by_invite: { title: 'Selamat datang di VIP', content: '{friend} bergabung dengan kode undangan Anda: VIP gratis Anda bertambah satu bulan.' },
  profile_views_this_week: { title: 'Siapa yang melihat saya', content: 'Tiga perusahaan melihat profil Anda minggu ini.' },
  complete_profile_tip: { title: 'Lengkapi profil Anda', content: 'Profil yang mencantumkan pengalaman kerja mendapat lebih banyak undangan wawancara.' },
};

const ms: NotificationTexts = {
  interview_invitation: { title: 'Jemputan temu duga baharu', content: 'Anda menerima jemputan temu duga baharu. Pilih masa yang sesuai untuk anda.' },
  interview_rescheduled: { title: 'Temu duga dijadualkan semula', content: 'Temu duga {platform} anda telah dipindahkan; sila semak masa baharunya.' },
  recruiter_replied: { title: 'Mesej baharu', content: 'Seorang perekrut telah membalas permohonan anda.' },
  resume_viewed: { title: 'Resume dilihat', content: 'Resume anda telah dilihat oleh seorang perekrut.' },
  jobs_picked: { title: 'Kerja pilihan untuk anda', content: '{count} kerja {job_title:lower} baharu di {place} sepadan dengan pilihan anda.' },
  interview_reminder: { title: 'Temu duga esok', content: 'Peringatan: daftar masuk boleh dibuat mulai dua jam sebelum temu duga anda bermula.' },
  vip_extended_by_invite: { title: 'VIP dilanjutkan', content: '{friend} telah menyertai dengan kod jemputan anda: anda berdua mendapat VIP percuma selama sebulan.' },
  withdrawal_completed: { title: 'Pengeluaran selesai', content: 'Pengeluaran {points} mata anda ke {network} telah diproses.' },
  application_interview_stage: { title: 'Kemas kini permohonan', content: 'Permohonan anda telah beralih ke peringkat temu duga.' },
  phone_number_shared: { title: 'Nombor telefon dikongsi', content: 'Seorang perekrut telah berkongsi nombor telefonnya dengan anda.' },
  safety_tip: { title: 'Kekal selamat', content: 'Jangan sekali-kali membayar yuran untuk memohon kerja. Laporkan perekrut yang mencurigakan.' },
  remote_jobs: { title: 'Kerja jarak jauh untuk anda', content: '{count} kerja jarak jauh dalam bidang {category:lower} dibuka kepada calon dari {country}.' },
  vip_welcome_by_invite: { title: 'Selamat datang ke VIP', content: '{friend} telah menyertai dengan kod jemputan anda: sebulan lagi VIP percuma untuk anda.' },
  profile_views_this_week: { title: 'Siapa melihat saya', content: 'Tiga syarikat telah melihat profil anda minggu ini.' },
  complete_profile_tip: { title: 'Lengkapkan profil anda', content: 'Profil yang mempunyai pengalaman kerja menerima lebih banyak jemputan temu duga.' },
};

const tr: NotificationTexts = {
  interview_invitation: { title: 'Yeni mülakat daveti', content: 'Yeni bir mülakat davetiniz var. Size uygun bir zaman seçin.' },
  interview_rescheduled: { title: 'Mülakat zamanı değişti', content: '{platform} mülakatınızın zamanı değişti; yeni saati kontrol edin.' },
  recruiter_replied: { title: 'Yeni mesaj', content: 'Bir işveren başvurunuzu yanıtladı.' },
  resume_viewed: { title: 'Özgeçmişiniz görüntülendi', content: 'Özgeçmişiniz bir işveren tarafından görüntülendi.' },
  // Place and country names stand before a postposition ("bölgesinde", "için"), never before a suffix that would follow their vowels.
  jobs_picked: { title: 'Sizin için seçilen ilanlar', content: '{place} bölgesinde tercihlerinize uyan {count} yeni {job_title:lower} ilanı var.' },
  interview_reminder: { title: 'Mülakatınız yarın', content: 'Hatırlatma: mülakatınız başlamadan iki saat önceden itibaren check-in yapabilirsiniz.' },
  vip_extended_by_invite: { title: 'VIP süreniz uzatıldı', content: '{friend} davet kodunuzla katıldı: ikiniz de bir ay ücretsiz VIP kazandınız.' },
  withdrawal_completed: { title: 'Para çekme tamamlandı', content: '{network} ağına yaptığınız {points} puanlık çekim işlemi tamamlandı.' },
  application_interview_stage: { title: 'Başvuru güncellemesi', content: 'Başvurunuz mülakat aşamasına geçti.' },
  phone_number_shared: { title: 'Telefon numarası paylaşıldı', content: 'Bir işveren telefon numarasını sizinle paylaştı.' },
  safety_tip: { title: 'Güvende kalın', content: 'Bir işe başvurmak için asla ücret ödemeyin. Şüpheli işverenleri bildirin.' },
  remote_jobs: { title: 'Size uygun uzaktan iş ilanları', content: '{country} için açık {count} uzaktan {category:lower} ilanı var.' },
  vip_welcome_by_invite: { title: 'VIP dünyasına hoş geldiniz', content: '{friend} davet kodunuzla katıldı: bir ay daha ücretsiz VIP kazandınız.' },
  profile_views_this_week: { title: 'Beni kimler görüntüledi', content: 'Bu hafta üç şirket profilinizi görüntüledi.' },
  complete_profile_tip: { title: 'Profilinizi tamamlayın', content: 'İş deneyimi eklenmiş profiller daha fazla mülakat daveti alır.' },
};

const ptBr: NotificationTexts = {
  interview_invitation: { title: 'Novo convite para entrevista', content: 'Você recebeu um novo convite para entrevista. Escolha o horário que for melhor para você.' },
  interview_rescheduled: { title: 'Entrevista remarcada', content: 'Sua entrevista pelo {platform} foi remarcada; confira o novo horário.' },
  recruiter_replied: { title: 'Nova mensagem', content: 'Um recrutador respondeu à sua candidatura.' },
  resume_viewed: { title: 'Currículo visualizado', content: 'Um recrutador visualizou seu currículo.' },
  jobs_picked: {
    title: 'Vagas escolhidas para você',
    content: {
      plural: 'count',
      forms: {
        one: '{count} nova vaga de {job_title:lower} em {place} combina com suas preferências.',
        other: '{count} novas vagas de {job_title:lower} em {place} combinam com suas preferências.',
      },
    },
  },
  interview_reminder: { title: 'Entrevista amanhã', content: 'Lembrete: o check-in abre duas horas antes do início da sua entrevista.' },
  vip_extended_by_invite: { title: 'VIP estendido', content: '{friend} entrou com seu código de convite: vocês dois ganharam um mês de VIP grátis.' },
  withdrawal_completed: {
    title: 'Saque concluído',
    content: {
      plural: 'points',
      forms: {
        one: 'Seu saque de {points} ponto para a rede {network} foi processado.',
        other: 'Seu saque de {points} pontos para a rede {network} foi processado.',
      },
    },
  },
  application_interview_stage: { title: 'Atualização da candidatura', content: 'Sua candidatura avançou para a etapa de entrevista.' },
  phone_number_shared: { title: 'Telefone compartilhado', content: 'Um recrutador compartilhou o número de telefone com você.' },
  safety_tip: { title: 'Proteja-se', content: 'Nunca pague nenhuma taxa para se candidatar a uma vaga. Denuncie recrutadores suspeitos.' },
  // "para" takes the country's article without contracting: "para as Filipinas", "para o Brasil", "para Singapura".
  remote_jobs: {
    title: 'Vagas remotas para você',
    content: {
      plural: 'count',
      forms: {
        one: '{count} vaga remota de {category:lower} aberta para {country}.',
        other: '{count} vagas remotas de {category:lower} abertas para {country}.',
      },
    },
  },
  vip_welcome_by_invite: { title: 'Boas-vindas ao VIP', content: '{friend} entrou com seu código de convite: mais um mês de VIP grátis para você.' },
  profile_views_this_week: { title: 'Quem me viu', content: 'Três empresas visualizaram seu perfil esta semana.' },
  complete_profile_tip: { title: 'Complete seu perfil', content: 'Perfis com experiência profissional recebem mais convites para entrevista.' },
};

const esEs: NotificationTexts = {
  interview_invitation: { title: 'Nueva invitación a entrevista', content: 'Tienes una nueva invitación a una entrevista. Elige el horario que mejor te venga.' },
  interview_rescheduled: { title: 'Entrevista reprogramada', content: 'Tu entrevista por {platform} ha cambiado de hora; consulta el nuevo horario.' },
  recruiter_replied: { title: 'Nuevo mensaje', content: 'Un reclutador ha respondido a tu candidatura.' },
  resume_viewed: { title: 'Currículum visto', content: 'Un reclutador ha visto tu currículum.' },
  jobs_picked: {
    title: 'Empleos seleccionados para ti',
    content: {
      plural: 'count',
      forms: {
        one: 'Hay {count} nueva oferta de {job_title:lower} en {place} que encaja con tus preferencias.',
        other: 'Hay {count} nuevas ofertas de {job_title:lower} en {place} que encajan con tus preferencias.',
      },
    },
  },
  interview_reminder: { title: 'Entrevista mañana', content: 'Recordatorio: puedes registrar tu llegada desde dos horas antes de que empiece la entrevista.' },
  vip_extended_by_invite: { title: 'VIP ampliado', content: '{friend} se ha unido con tu código de invitación: los dos habéis conseguido un mes de VIP gratis.' },
  withdrawal_completed: {
    title: 'Retirada completada',
    content: {
      plural: 'points',
      forms: {
        one: 'Se ha procesado tu retirada de {points} punto a la red {network}.',
        other: 'Se ha procesado tu retirada de {points} puntos a la red {network}.',
      },
    },
  },
  application_interview_stage: { title: 'Novedades de tu candidatura', content: 'Tu candidatura ha pasado a la fase de entrevista.' },
  phone_number_shared: { title: 'Teléfono compartido', content: 'Un reclutador ha compartido su número de teléfono contigo.' },
  safety_tip: { title: 'Protégete', content: 'Nunca pagues por inscribirte en una oferta de empleo. Denuncia a los reclutadores sospechosos.' },
  remote_jobs: {
    title: 'Empleos en remoto para ti',
    content: {
      plural: 'count',
      forms: {
        one: 'Hay {count} empleo en remoto de {category:lower} abierto a candidatos en {country}.',
        other: 'Hay {count} empleos en remoto de {category:lower} abiertos a candidatos en {country}.',
      },
    },
  },
  vip_welcome_by_invite: { title: 'Te damos la bienvenida a VIP', content: '{friend} se ha unido con tu código de invitación: un mes más de VIP gratis.' },
  profile_views_this_week: { title: 'Quién me ha visto', content: 'Tres empresas han visto tu perfil esta semana.' },
  complete_profile_tip: { title: 'Completa tu perfil', content: 'Los perfiles con experiencia laboral reciben más invitaciones a entrevistas.' },
};

const ar: NotificationTexts = {
  interview_invitation: { title: 'دعوة جديدة لمقابلة', content: 'لديك دعوة جديدة لمقابلة عمل. اختر الوقت الذي يناسبك.' },
  interview_rescheduled: { title: 'تغيّر موعد المقابلة', content: 'تم تغيير موعد مقابلتك عبر {platform}؛ يُرجى الاطلاع على الموعد الجديد.' },
  recruiter_replied: { title: 'رسالة جديدة', content: 'ردّ أحد مسؤولي التوظيف على طلبك.' },
  resume_viewed: { title: 'تمت مشاهدة سيرتك الذاتية', content: 'شاهد أحد مسؤولي التوظيف سيرتك الذاتية.' },
  // The counted noun follows Arabic number agreement: one and two have their own words, 3–10 a plural, 11 and up a singular.
  jobs_picked: {
    title: 'وظائف مختارة لك',
    content: {
      plural: 'count',
      forms: {
        one: 'وظيفة {job_title} جديدة واحدة في {place} تطابق تفضيلاتك.',
        two: 'وظيفتا {job_title} جديدتان في {place} تطابقان تفضيلاتك.',
        few: '{count} وظائف {job_title} جديدة في {place} تطابق تفضيلاتك.',
        other: '{count} وظيفة {job_title} جديدة في {place} تطابق تفضيلاتك.',
      },
    },
  },
  interview_reminder: { title: 'مقابلتك غدًا', content: 'تذكير: يمكنك تسجيل الحضور قبل بدء مقابلتك بساعتين.' },
  vip_extended_by_invite: { title: 'تم تمديد اشتراك VIP', content: 'انضم {friend} باستخدام رمز الدعوة الخاص بك: حصل كلاكما على شهر مجاني من VIP.' },
  withdrawal_completed: {
    title: 'اكتمل السحب',
    content: {
      plural: 'points',
      forms: {
        one: 'تمت معالجة طلب سحب نقطة واحدة إلى {network}.',
        two: 'تمت معالجة طلب سحب نقطتين إلى {network}.',
        few: 'تمت معالجة طلب سحب {points} نقاط إلى {network}.',
        other: 'تمت معالجة طلب سحب {points} نقطة إلى {network}.',
      },
    },
  },
  application_interview_stage: { title: 'تحديث على طلبك', content: 'انتقل طلبك إلى مرحلة المقابلة.' },
  phone_number_shared: { title: 'تم تبادل رقم الهاتف', content: 'شارك أحد مسؤولي التوظيف رقم هاتفه معك.' },
  safety_tip: { title: 'ابقَ آمنًا', content: 'لا تدفع أبدًا أي رسوم للتقدّم إلى وظيفة. أبلِغ عن مسؤولي التوظيف المشبوهين.' },
  remote_jobs: {
    title: 'وظائف عن بُعد لك',
    content: {
      plural: 'count',
      forms: {
        one: 'وظيفة واحدة عن بُعد في مجال {category} متاحة للمتقدمين من {country}.',
        two: 'وظيفتان عن بُعد في مجال {category} متاحتان للمتقدمين من {country}.',
        few: '{count} وظائف عن بُعد في مجال {category} متاحة للمتقدمين من {country}.',
        other: '{count} وظيفة عن بُعد في مجال {category} متاحة للمتقدمين من {country}.',
      },
    },
  },
  vip_welcome_by_invite: { title: 'مرحبًا بك في VIP', content: 'انضم {friend} باستخدام رمز الدعوة الخاص بك: شهر إضافي مجاني من VIP.' },
  profile_views_this_week: { title: 'من شاهد ملفي', content: 'شاهدت ثلاث شركات ملفك الشخصي هذا الأسبوع.' },
  complete_profile_tip: { title: 'أكمل ملفك الشخصي', content: 'تحصل الملفات الشخصية التي تتضمن خبرة عمل على دعوات أكثر لإجراء المقابلات.' },
};

export const NOTIFICATION_TEXTS: Readonly<Record<LanguageCode, NotificationTexts>> = {
  'en-us': enUs, 'zh-cn': zhCn, id, ja, 'zh-tw': zhTw, ms, tr, 'pt-br': ptBr, 'es-es': esEs, ar,
};

/**
 * A country's name as it stands inside a sentence, where that differs from the config list's label:
 * English and Portuguese put an article before some names. Keyed by the country_lists' country_key.
 */
export const COUNTRY_NAMES_IN_TEXT: Readonly<Partial<Record<LanguageCode, Readonly<Record<string, string>>>>> = {
  'en-us': { ph: 'the Philippines', us: 'the United States', gb: 'the United Kingdom', ae: 'the United Arab Emirates' },
  'pt-br': {
    jp: 'o Japão', ph: 'as Filipinas', my: 'a Malásia', id: 'a Indonésia', us: 'os Estados Unidos', gb: 'o Reino Unido', ca: 'o Canadá',
    br: 'o Brasil', tr: 'a Turquia', ng: 'a Nigéria', sa: 'a Arábia Saudita', ae: 'os Emirados Árabes Unidos', lk: 'o Sri Lanka',
    es: 'a Espanha', rs: 'a Sérvia', au: 'a Austrália', in: 'a Índia', th: 'a Tailândia', vn: 'o Vietnã', cn: 'a China',
    kr: 'a Coreia do Sul', nz: 'a Nova Zelândia', de: 'a Alemanha', fr: 'a França',
  },
};

/** The texts of a language; English for a language the seed does not know. */
export function notificationTextsFor(language: string): NotificationTexts {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_TEXTS, language) ? NOTIFICATION_TEXTS[language as LanguageCode] : NOTIFICATION_TEXTS['en-us'];
}
