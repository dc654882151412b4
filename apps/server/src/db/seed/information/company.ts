// The site index, contacts, company profile, licences and loyalty points.
import { definePage } from './authoring';
import type { InformationPageSeed } from './types';

const information = definePage({
  key: 'information',
  title: { ru: 'Информация', en: 'Information', ar: 'معلومات' },
  text: {
    ru: [
      'В этом разделе собраны правила, политики и справочные материалы Fairline. Перед первой ставкой рекомендуем прочитать общие правила и правила приёма ставок.',
      '## Основные разделы',
      '- Правила приёма ставок и общие правила — как принимаются и рассчитываются ставки.',
      '- Платежи, кассы и терминалы — способы пополнения счёта и вывода выигрышей.',
      '- Ответственная игра — лимиты, тайм-аут и самоисключение.',
      '- Конфиденциальность, файлы cookie и AML/KYC — как мы обращаемся с вашими данными и проверяем личность.',
      '! Не нашли ответ на свой вопрос? Напишите в службу поддержки — контакты указаны в разделе «Контакты».',
    ],
    en: [
      'This section brings together the rules, policies and reference material of Fairline. Before your first bet we recommend reading the general terms and the betting rules.',
      '## Main sections',
      '- Betting rules and general terms: how bets are accepted and settled.',
      '- Payments, cashiers and terminals: how to deposit and withdraw your winnings.',
      '- Responsible gaming: limits, time-out and self-exclusion.',
      '- Privacy, cookies and AML/KYC: how we handle your data and verify your identity.',
      '! Could not find an answer? Write to our support team; see the Contacts page.',
    ],
    ar: [
      'يضم هذا القسم قواعد Fairline وسياساتها ومعلوماتها المرجعية. ننصحك قبل رهانك الأول بقراءة الشروط العامة وقواعد قبول الرهانات.',
      '## الأقسام الرئيسية',
      '- قواعد الرهان والشروط العامة: كيف تُقبل الرهانات وكيف تُسوّى.',
      '- المدفوعات ونقاط الدفع والأجهزة: طرق إيداع الأموال وسحب الأرباح.',
      '- اللعب المسؤول: الحدود وفترة الاستراحة والاستبعاد الذاتي.',
      '- الخصوصية وملفات تعريف الارتباط ومكافحة غسل الأموال والتحقق من الهوية: كيف نتعامل مع بياناتك ونتحقق من هويتك.',
      '! لم تجد إجابة عن سؤالك؟ راسل فريق الدعم عبر الوسائل المذكورة في صفحة «اتصل بنا».',
    ],
  },
});

const contacts = definePage({
  key: 'contacts',
  title: { ru: 'Контакты', en: 'Contacts', ar: 'اتصل بنا' },
  text: {
    ru: [
      'Служба поддержки Fairline отвечает на русском, английском и арабском языках.',
      '## Как с нами связаться',
      '- Электронная почта: support@fairline.example. Обычно мы отвечаем в течение 24 часов.',
      '- Вопросы безопасности аккаунта и подозрительные операции: security@fairline.example.',
      '! Сотрудники поддержки никогда не спрашивают пароль и одноразовые коды из SMS или приложения. Не сообщайте их никому.',
    ],
    en: [
      'Fairline support answers in Russian, English and Arabic.',
      '## How to reach us',
      '- E-mail: support@fairline.example. We usually reply within 24 hours.',
      '- Account security and suspicious activity: security@fairline.example.',
      '! Our staff will never ask for your password or for one-time codes sent by SMS or shown in your authenticator app. Never share them with anyone.',
    ],
    ar: [
      'يجيب فريق دعم Fairline باللغات الروسية والإنجليزية والعربية.',
      '## طرق التواصل معنا',
      '- البريد الإلكتروني: support@fairline.example، ونرد عادةً خلال 24 ساعة.',
      '- أمان الحساب والعمليات المشبوهة: security@fairline.example.',
      '! لن يطلب منك موظفو الدعم أبدًا كلمة المرور أو الرموز لمرة واحدة المرسلة عبر الرسائل القصيرة أو الظاهرة في تطبيق المصادقة. لا تشاركها مع أي شخص.',
    ],
  },
});

const about = definePage({
  key: 'about',
  title: { ru: 'О компании', en: 'About us', ar: 'من نحن' },
  text: {
    ru: [
      'Fairline — международный онлайн-сервис ставок на спорт и игр в казино. Сайт и приложения Fairline работают под управлением компании Fairline Entertainment Ltd.; её реквизиты и номер лицензии указаны в подвале сайта вашего бренда.',
      '## Что мы предлагаем',
      '- Линия — ставки до начала событий на десятки видов спорта: футбол, хоккей, баскетбол, теннис и многие другие.',
      '- Лайв — ставки по ходу матчей с обновлением коэффициентов в реальном времени.',
      '- Киберспорт и виртуальный спорт — CS2, Dota 2, FIFA и другие дисциплины.',
      '- Казино — слоты, рулетка, карточные игры и live-казино от лицензированных провайдеров.',
      '- Бонусы и акции — приветственные предложения, кешбэк и программа лояльности.',
      '## Наши принципы',
      'Честность. Правила приёма и расчёта ставок опубликованы и одинаковы для всех клиентов. Теоретический процент возврата (RTP) каждой игры казино указан в её описании.',
      'Сохранность средств. Каждое движение денег записывается в учёт по принципу двойной записи. Записи не изменяются и не удаляются: ошибку исправляет только отдельная корректирующая операция.',
      'Безопасность. Пароли хранятся только в виде стойкого хеша, вход можно защитить двухфакторной аутентификацией, а операции с деньгами и изменения настроек фиксируются в журнале аудита.',
      'Ответственная игра. Лица младше 18 лет к игре не допускаются. Лимиты депозитов, тайм-аут и самоисключение доступны в личном кабинете в любой момент.',
      '## Реквизиты',
      'Оператор: Fairline Entertainment Ltd. Юридический адрес, регистрационный номер компании и номер лицензии указаны в подвале сайта вашего бренда и на странице «Лицензии».',
      '! Ставки и азартные игры доступны только там, где это разрешено законом. В юрисдикциях, где такие услуги запрещены, сервис не работает.',
    ],
    en: [
      "Fairline is an international online sports betting and casino service. The Fairline sites and apps are operated by Fairline Entertainment Ltd.; its company details and licence number are shown in the footer of your brand's site.",
      '## What we offer',
      '- Line: pre-match betting on dozens of sports, including football, ice hockey, basketball and tennis.',
      '- Live: in-play betting with odds updated in real time.',
      '- Esports and virtual sports: CS2, Dota 2, FIFA and other titles.',
      '- Casino: slots, roulette, card games and live casino from licensed providers.',
      '- Bonuses and promotions: welcome offers, cashback and a loyalty programme.',
      '## Our principles',
      "Fairness. Our rules for accepting and settling bets are published and the same for every customer. Each casino game's theoretical return to player (RTP) is stated in its description.",
      'Safe funds. Every movement of money is recorded in a double-entry ledger. Entries are never changed or deleted; a mistake is corrected only by a separate correcting transaction.',
      'Security. Passwords are stored only as a strong hash, you can protect your login with two-factor authentication, and money operations and settings changes are written to an audit log.',
      'Responsible gaming. Nobody under 18 may play. Deposit limits, time-out and self-exclusion are available in your account at any time.',
      '## Company details',
      "Operator: Fairline Entertainment Ltd. The registered address, company number and licence number are shown in the footer of your brand's site and on the Licences page.",
      '! Betting and gambling are offered only where the law permits them. The service is not available in jurisdictions where such services are prohibited.',
    ],
    ar: [
      'Fairline خدمة دولية عبر الإنترنت للمراهنات الرياضية وألعاب الكازينو. تدير مواقع Fairline وتطبيقاتها شركة Fairline Entertainment Ltd.، وتجد بياناتها ورقم ترخيصها في أسفل صفحات موقع علامتك التجارية.',
      '## ماذا نقدم',
      '- الخط: رهانات ما قبل المباراة على عشرات الرياضات، منها كرة القدم وهوكي الجليد وكرة السلة والتنس.',
      '- مباشر: رهانات أثناء المباريات مع تحديث المعاملات لحظة بلحظة.',
      '- الرياضات الإلكترونية والافتراضية: CS2 وDota 2 وFIFA وغيرها.',
      '- الكازينو: ماكينات السلوت والروليت وألعاب الورق والكازينو المباشر من مزودين مرخّصين.',
      '- المكافآت والعروض: عروض ترحيبية واسترداد نقدي وبرنامج ولاء.',
      '## مبادئنا',
      'النزاهة: قواعد قبول الرهانات وتسويتها منشورة وموحّدة لجميع العملاء، ونسبة العائد النظرية للاعب (RTP) لكل لعبة كازينو مذكورة في وصفها.',
      'سلامة الأموال: تُسجَّل كل حركة مالية في دفتر قيد مزدوج، ولا تُعدَّل القيود ولا تُحذف أبدًا، بل يُصحَّح أي خطأ بعملية تصحيحية مستقلة.',
      'الأمان: تُحفظ كلمات المرور على شكل تجزئة قوية فقط، ويمكنك حماية تسجيل الدخول بالمصادقة الثنائية، وتُسجَّل العمليات المالية وتغييرات الإعدادات في سجل تدقيق.',
      'اللعب المسؤول: لا يُسمح بالمشاركة لمن هم دون 18 عامًا، وحدود الإيداع وفترة الاستراحة والاستبعاد الذاتي متاحة في حسابك الشخصي في أي وقت.',
      '## بيانات الشركة',
      'المشغّل: Fairline Entertainment Ltd. العنوان المسجّل ورقم تسجيل الشركة ورقم الترخيص مذكورة في أسفل صفحات موقع علامتك التجارية وفي صفحة «التراخيص».',
      '! تُقدَّم المراهنات وألعاب الحظ فقط حيث يسمح القانون بذلك، والخدمة غير متاحة في الولايات القضائية التي تحظرها.',
    ],
  },
});

const licenses = definePage({
  key: 'licenses',
  title: { ru: 'Лицензии', en: 'Licences', ar: 'التراخيص' },
  text: {
    ru: [
      'Fairline Entertainment Ltd. организует ставки и азартные игры на основании лицензии. Номер лицензии и наименование выдавшего её регулятора указаны в подвале сайта вашего бренда.',
      'В каждой стране, где доступен сервис, действуют свои условия: минимальный возраст игроков, перечень продуктов, налоги и требования к идентификации.',
      '## Что гарантирует лицензия',
      '- Регулярный независимый аудит честности игр и генераторов случайных чисел у провайдеров казино.',
      '- Учёт средств игроков отдельно от собственных средств компании.',
      '- Соблюдение требований по противодействию отмыванию денег и защите игроков.',
      '! Проверить действие лицензии можно в публичном реестре регулятора по номеру, указанному в подвале сайта.',
    ],
    en: [
      "Fairline Entertainment Ltd. offers betting and gambling under a licence. The licence number and the name of the issuing regulator are shown in the footer of your brand's site.",
      'Each country where the service is available has its own conditions: the minimum age of players, the products offered, taxes and identification requirements.',
      '## What the licence guarantees',
      "- Regular independent audits of game fairness and of the casino providers' random number generators.",
      "- Players' funds accounted for separately from the company's own funds.",
      '- Compliance with anti-money-laundering and player-protection requirements.',
      "! You can check the licence in the regulator's public register using the number shown in the site footer.",
    ],
    ar: [
      'تنظّم شركة Fairline Entertainment Ltd. المراهنات وألعاب الحظ بموجب ترخيص، ويظهر رقم الترخيص واسم الجهة التنظيمية المانحة له في أسفل صفحات موقع علامتك التجارية.',
      'لكل دولة تتوفر فيها الخدمة شروطها الخاصة: الحد الأدنى لعمر اللاعبين، والمنتجات المتاحة، والضرائب، ومتطلبات التحقق من الهوية.',
      '## ما الذي يضمنه الترخيص',
      '- تدقيق مستقل ومنتظم لنزاهة الألعاب ولمولّدات الأرقام العشوائية لدى مزودي الكازينو.',
      '- فصل حسابات أموال اللاعبين عن أموال الشركة الخاصة.',
      '- الالتزام بمتطلبات مكافحة غسل الأموال وحماية اللاعبين.',
      '! يمكنك التحقق من سريان الترخيص في السجل العام للجهة التنظيمية باستخدام الرقم المذكور في أسفل الموقع.',
    ],
  },
});

const points = definePage({
  key: 'points',
  title: { ru: 'Бонусные баллы', en: 'Loyalty points', ar: 'نقاط الولاء' },
  text: {
    ru: [
      'Баллы Fairline начисляются за ставки на спорт и в казино на реальные деньги и хранятся на отдельном счёте баллов в личном кабинете (раздел «Баллы»).',
      '- 1 балл за каждый 1 USD ставки (или его эквивалент в валюте счёта), когда ставка рассчитана как выигрыш или проигрыш; дробная часть не начисляется.',
      '- В наших играх казино — 1 балл за каждые 5 USD своих денег в ставке (0,2 балла за 1 USD); часть ставки из бонусных денег и фриспины баллов не приносят, а отменённая провайдером ставка списывает свои баллы.',
      '- За ставки, рассчитанные как возврат, проданные и отменённые, баллы не начисляются. Если расчёт ставки исправлен на возврат, начисленные за неё баллы списываются.',
      '- Баллы можно обменять в магазине баллов: 500 баллов — бонус 5 USD, 1000 баллов — 12 USD, 2000 баллов — 30 USD (в валюте счёта).',
      '- Бонус за баллы нужно отыграть ×3 ординарами с коэффициентом от 1.50 или экспрессами (каждое событие от 1.40, итог от 2.00) за 14 дней; пока действует другой бонус, обмен недоступен.',
      '- Баллы не являются денежными средствами: их нельзя вывести или передать другому игроку.',
      '! Во время тайм-аута или самоисключения обмен баллов на бонусы недоступен.',
    ],
    en: [
      'Fairline points are earned on real-money sports bets and casino stakes and kept on a separate points account in your profile (the Points page).',
      '- 1 point for every 1 USD staked (or its equivalent in your account currency) once a bet settles as won or lost; fractions of a point are not credited.',
      '- In our casino games, 1 point for every 5 USD of your own money staked (0.2 per 1 USD); the part of a stake paid from bonus money and free spins earn nothing, and a bet the provider rolls back takes its points back.',
      '- Bets settled as void, cashed out or cancelled earn no points. If a bet’s settlement is corrected to void, the points it earned are taken back.',
      '- Exchange points in the points shop: 500 points for a 5 USD bonus, 1,000 for 12 USD, 2,000 for 30 USD (in your account currency).',
      '- A points bonus is wagered ×3 on singles at odds of 1.50 or more or expresses (each leg 1.40+, total 2.00+) within 14 days; while another bonus runs, no exchange is possible.',
      '- Points are not money: they cannot be withdrawn or transferred to another player.',
      '! During a time-out or self-exclusion points cannot be exchanged for bonuses.',
    ],
    ar: [
      'تُمنح نقاط Fairline عن الرهانات الرياضية ورهانات الكازينو بأموال حقيقية، وتُحفظ في حساب نقاط منفصل داخل حسابك الشخصي (صفحة «النقاط»).',
      '- نقطة واحدة عن كل 1 دولار أمريكي مُراهَن به (أو ما يعادله بعملة حسابك) عند تسوية الرهان بالربح أو الخسارة، ولا تُحتسب كسور النقطة.',
      '- في ألعاب الكازينو لدينا: نقطة واحدة عن كل 5 دولارات من أموالك الخاصة في الرهان (0.2 نقطة لكل دولار)؛ لا يمنح الجزء المدفوع من أموال المكافأة ولا الدورات المجانية أي نقاط، والرهان الذي يلغيه المزوّد يسترد نقاطه.',
      '- لا تُمنح نقاط عن الرهانات المُسوّاة كمرتجعة أو المبيعة أو الملغاة، وإذا صُحّحت تسوية رهان إلى مرتجع تُسترد النقاط التي منحها.',
      '- استبدل النقاط في متجر النقاط: 500 نقطة بمكافأة 5 دولارات، و1000 نقطة بـ12 دولارًا، و2000 نقطة بـ30 دولارًا (بعملة حسابك).',
      '- يجب المراهنة بمكافأة النقاط ×3 على رهانات فردية باحتمالات 1.50 فأكثر أو رهانات مركّبة (كل حدث 1.40 فأكثر والإجمالي 2.00 فأكثر) خلال 14 يومًا، ولا يمكن الاستبدال ما دامت مكافأة أخرى سارية.',
      '- النقاط ليست أموالًا، فلا يمكن سحبها ولا تحويلها إلى لاعب آخر.',
      '! خلال فترة الاستراحة أو الاستبعاد الذاتي لا يمكن استبدال النقاط بمكافآت.',
    ],
  },
});

export const COMPANY_PAGES: readonly InformationPageSeed[] = [information, contacts, about, licenses, points];
