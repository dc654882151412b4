// Anti-money-laundering and know-your-customer pages, simplified identification and complaints.
import { definePage } from './authoring';
import type { InformationPageSeed } from './types';

const simpleIdentification = definePage({
  key: 'simpleIdentification',
  title: { ru: 'Упрощённая идентификация', en: 'Quick identification', ar: 'التحقق المبسّط من الهوية' },
  text: {
    ru: [
      'Упрощённая идентификация позволяет подтвердить личность онлайн за несколько минут — без визита в офис и без отправки документов по почте.',
      '- Укажите фамилию, имя, дату рождения и данные документа в разделе «Идентификация» личного кабинета.',
      '- Сфотографируйте документ и сделайте селфи — сервис сверит ваше лицо с фотографией в документе.',
      '- Дождитесь результата: обычно он приходит через несколько минут.',
      'После успешной идентификации вам станут доступны вывод средств и все возможности счёта. Если автоматическая проверка не пройдёт, документы рассмотрит специалист.',
      '! Данные используются только для идентификации и передаются лишь сервису проверки документов.',
    ],
    en: [
      'Quick identification lets you verify your identity online in a few minutes, with no office visit and no documents sent by post.',
      '- Enter your full name, date of birth and document details under Identification in your account.',
      '- Take a photo of your document and a selfie; the service matches your face with the photo in the document.',
      '- Wait for the result, which usually arrives within a few minutes.',
      'Once you are identified, withdrawals and every account feature become available. If the automatic check fails, a specialist reviews your documents.',
      '! Your data is used only for identification and is shared only with the document verification service.',
    ],
    ar: [
      'يتيح لك التحقق المبسّط إثبات هويتك عبر الإنترنت خلال دقائق، من دون زيارة مكتب ومن دون إرسال مستندات بالبريد.',
      '- أدخل اسمك الكامل وتاريخ ميلادك وبيانات مستندك في قسم «التحقق من الهوية» في حسابك الشخصي.',
      '- التقط صورة لمستندك وصورة ذاتية، وستطابق الخدمة وجهك مع الصورة الموجودة في المستند.',
      '- انتظر النتيجة، وعادةً ما تصل خلال دقائق.',
      'بعد نجاح التحقق يصبح السحب وجميع ميزات الحساب متاحة لك. وإذا لم ينجح التحقق الآلي، يراجع أحد المختصين مستنداتك.',
      '! تُستخدم بياناتك لأغراض التحقق فقط، ولا تُشارك إلا مع خدمة التحقق من المستندات.',
    ],
  },
});

const amlkyc = definePage({
  key: 'amlkyc',
  title: { ru: 'AML/KYC', en: 'AML/KYC', ar: 'مكافحة غسل الأموال والتحقق من الهوية' },
  text: {
    ru: [
      'Fairline соблюдает законодательство о противодействии отмыванию денег и финансированию терроризма (AML) и проверяет личность клиентов (KYC). Эти меры защищают игроков, платёжных партнёров и сам сервис.',
      '## Проверка личности',
      'Мы подтверждаем личность и возраст каждого клиента. Проверка проводится при регистрации, перед первым выводом средств и при достижении пороговых сумм операций. Могут понадобиться:',
      '- документ, удостоверяющий личность: паспорт, ID-карта или водительское удостоверение;',
      '- подтверждение адреса: банковская выписка или счёт за коммунальные услуги не старше трёх месяцев;',
      '- подтверждение платёжного инструмента, например фото карты, на котором видны только первые шесть и последние четыре цифры номера;',
      '- селфи или видеопроверка — если этого требуют обстоятельства.',
      '## Мониторинг операций',
      'Мы отслеживаем необычные операции: крупные или частые пополнения без ставок, вывод на чужие реквизиты, несколько аккаунтов с одного устройства. В таких случаях мы можем запросить дополнительные документы и сведения об источнике средств.',
      'Средства на игровом счёте предназначены для игры. Пополнение и вывод без реальной игровой активности могут быть признаны подозрительной операцией.',
      '## Публичные должностные лица',
      'При регистрации клиент сообщает, является ли он публичным должностным лицом (PEP), его родственником или близким партнёром. Для таких клиентов проводится расширенная проверка.',
      '## Наши права',
      'Пока проверка не завершена, Fairline вправе приостановить вывод средств. Если клиент отказывается предоставить документы или они оказываются поддельными, счёт может быть закрыт, а сведения в предусмотренных законом случаях передаются уполномоченным органам.',
      '! Документы загружаются в личном кабинете в разделе «Верификация». Доступ к ним имеют только сотрудники, проводящие проверку.',
    ],
    en: [
      'Fairline complies with the law on preventing money laundering and terrorist financing (AML) and verifies the identity of its customers (KYC). These measures protect players, payment partners and the service itself.',
      '## Identity checks',
      'We verify the identity and age of every customer at registration, before the first withdrawal and when transaction thresholds are reached. We may ask for:',
      '- an identity document: passport, ID card or driving licence;',
      '- proof of address: a bank statement or utility bill no older than three months;',
      '- proof of the payment method, for example a photo of the card showing only the first six and last four digits of its number;',
      '- a selfie or video check, where circumstances require it.',
      '## Transaction monitoring',
      'We watch for unusual activity: large or frequent deposits without betting, withdrawals to someone else’s account, several accounts on one device. In such cases we may ask for further documents and information on the source of funds.',
      'Money in a gaming account is meant for play. Depositing and withdrawing without genuine gaming activity may be treated as a suspicious transaction.',
      '## Politically exposed persons',
      'At registration customers state whether they are a politically exposed person (PEP), a family member or a close associate of one. Enhanced checks apply to such customers.',
      '## Our rights',
      'Until a check is complete, Fairline may suspend withdrawals. If a customer refuses to provide documents or they prove to be forged, the account may be closed and, where the law requires, the information passed to the competent authorities.',
      '! Documents are uploaded under Verification in your account. Only the staff carrying out the check can access them.',
    ],
    ar: [
      'تلتزم Fairline بقوانين مكافحة غسل الأموال وتمويل الإرهاب (AML) وتتحقق من هوية عملائها وفق مبدأ «اعرف عميلك» (KYC). تحمي هذه الإجراءات اللاعبين وشركاء الدفع والخدمة نفسها.',
      '## التحقق من الهوية',
      'نتحقق من هوية كل عميل وعمره عند التسجيل وقبل السحب الأول وعند بلوغ الحدود المقررة للعمليات، وقد نطلب:',
      '- مستند هوية: جواز سفر أو بطاقة هوية أو رخصة قيادة؛',
      '- إثبات العنوان: كشف حساب مصرفي أو فاتورة خدمات لا يتجاوز عمرها ثلاثة أشهر؛',
      '- إثبات وسيلة الدفع، مثل صورة للبطاقة لا يظهر فيها إلا أول ستة أرقام وآخر أربعة أرقام من رقمها؛',
      '- صورة ذاتية أو تحقق بالفيديو إذا اقتضت الظروف ذلك.',
      '## مراقبة العمليات',
      'نراقب النشاط غير المعتاد، مثل الإيداعات الكبيرة أو المتكررة دون مراهنة، والسحب إلى حسابات أشخاص آخرين، ووجود عدة حسابات على جهاز واحد. وفي هذه الحالات قد نطلب مستندات إضافية ومعلومات عن مصدر الأموال.',
      'الأموال في حساب اللعب مخصصة للعب، وقد يُعدّ الإيداع والسحب دون نشاط لعب حقيقي عمليةً مشبوهة.',
      '## الأشخاص المعرّضون سياسيًا',
      'يصرّح العميل عند التسجيل بما إذا كان شخصًا معرّضًا سياسيًا (PEP) أو من أفراد أسرته أو المقربين منه، ويخضع هؤلاء العملاء لتحقق معزّز.',
      '## حقوقنا',
      'يحق لـ Fairline تعليق السحب إلى حين اكتمال التحقق. وإذا رفض العميل تقديم المستندات أو ثبت تزويرها، فقد يُغلق الحساب وتُبلَّغ الجهات المختصة بالمعلومات في الحالات التي ينص عليها القانون.',
      '! تُرفع المستندات من قسم «التحقق» في حسابك الشخصي، ولا يطّلع عليها إلا الموظفون المكلّفون بالتحقق.',
    ],
  },
});

const amlpolicy = definePage({
  key: 'amlpolicy',
  title: { ru: 'Политика AML', en: 'AML policy', ar: 'سياسة مكافحة غسل الأموال' },
  text: {
    ru: [
      'Политика AML Fairline Entertainment Ltd. устанавливает меры, которые не позволяют использовать сервис для отмывания денег и финансирования терроризма.',
      '- В компании назначен ответственный сотрудник по AML, подотчётный руководству.',
      '- Клиенты оцениваются по уровню риска; для клиентов с высоким риском проводится расширенная проверка.',
      '- Подозрительные операции расследуются и в предусмотренных законом случаях передаются в уполномоченные органы.',
      '- Сведения о клиентах и операциях хранятся в течение срока, установленного законом.',
      '- Сотрудники регулярно проходят обучение по противодействию отмыванию денег.',
      '! Какие документы нужны и как проходит проверка, описано на странице «AML/KYC».',
    ],
    en: [
      'The AML policy of Fairline Entertainment Ltd. sets out the measures that prevent the service from being used for money laundering and terrorist financing.',
      '- The company has appointed an AML officer who reports to senior management.',
      '- Customers are assessed by risk level; enhanced checks apply to high-risk customers.',
      '- Suspicious transactions are investigated and, where the law requires, reported to the competent authorities.',
      '- Customer and transaction records are kept for the period set by law.',
      '- Staff receive regular anti-money-laundering training.',
      '! The documents we need and how checks work are described on the AML/KYC page.',
    ],
    ar: [
      'تحدد سياسة مكافحة غسل الأموال لدى شركة Fairline Entertainment Ltd. الإجراءات التي تمنع استخدام الخدمة في غسل الأموال وتمويل الإرهاب.',
      '- عيّنت الشركة مسؤولًا عن مكافحة غسل الأموال يرفع تقاريره إلى الإدارة العليا.',
      '- يُقيَّم العملاء بحسب مستوى المخاطر، ويخضع العملاء مرتفعو المخاطر لتحقق معزّز.',
      '- يُحقَّق في العمليات المشبوهة، وتُبلَّغ بها الجهات المختصة في الحالات التي يفرضها القانون.',
      '- تُحفظ سجلات العملاء والعمليات طوال المدة التي يحددها القانون.',
      '- يتلقى الموظفون تدريبًا منتظمًا على مكافحة غسل الأموال.',
      '! المستندات المطلوبة وطريقة التحقق موضّحة في صفحة «مكافحة غسل الأموال والتحقق من الهوية».',
    ],
  },
});

const kycpolicy = definePage({
  key: 'kycpolicy',
  title: { ru: 'Политика KYC', en: 'KYC policy', ar: 'سياسة «اعرف عميلك»' },
  text: {
    ru: [
      'Политика KYC («Знай своего клиента») описывает, как Fairline проверяет личность, возраст и платёжные инструменты клиентов.',
      '- Играть могут только лица, достигшие 18 лет; если в стране установлен более высокий возраст, действует он.',
      '- Данные в документах должны совпадать с данными аккаунта. При расхождении вывод средств приостанавливается до выяснения.',
      '- Повторная проверка может понадобиться при изменении личных данных или способа оплаты, а также когда истекает срок действия документа.',
      '- Обычно проверка занимает не более 72 часов с момента загрузки всех документов.',
      '! Загрузить документы можно в личном кабинете, в разделе «Верификация».',
    ],
    en: [
      'The KYC (know your customer) policy describes how Fairline verifies the identity, age and payment methods of its customers.',
      '- Only persons aged 18 or over may play; where a country sets a higher minimum age, that age applies.',
      '- The details in your documents must match your account details. If they differ, withdrawals are suspended until the difference is resolved.',
      '- A new check may be needed when your personal details or payment method change, or when a document expires.',
      '- A check usually takes no more than 72 hours once all documents have been uploaded.',
      '! You can upload documents under Verification in your account.',
    ],
    ar: [
      'توضّح سياسة «اعرف عميلك» (KYC) كيف تتحقق Fairline من هوية عملائها وأعمارهم ووسائل الدفع الخاصة بهم.',
      '- لا يحق اللعب إلا لمن بلغ 18 عامًا، وإذا حددت الدولة سنًّا أعلى فتُطبَّق تلك السن.',
      '- يجب أن تتطابق البيانات الواردة في المستندات مع بيانات الحساب، وعند وجود اختلاف يُعلَّق السحب حتى يُوضَّح الأمر.',
      '- قد يلزم تحقق جديد عند تغيّر بياناتك الشخصية أو وسيلة الدفع، أو عند انتهاء صلاحية المستند.',
      '- لا يستغرق التحقق عادةً أكثر من 72 ساعة من رفع جميع المستندات.',
      '! يمكنك رفع المستندات من قسم «التحقق» في حسابك الشخصي.',
    ],
  },
});

const disputeresolution = definePage({
  key: 'disputeresolution',
  title: { ru: 'Разрешение споров', en: 'Dispute resolution', ar: 'تسوية النزاعات' },
  text: {
    ru: [
      'Если вы не согласны с расчётом ставки или другим решением Fairline, вы можете подать жалобу.',
      '- Напишите на support@fairline.example в течение 30 дней после спорной операции. Укажите номер счёта, номер ставки или платежа и суть претензии.',
      '- Мы подтвердим получение жалобы в течение 48 часов и дадим окончательный ответ не позднее чем через 14 дней.',
      '- Если ответ вас не устроит, вы можете обратиться в независимую службу разрешения споров (ADR), указанную в подвале сайта вашего бренда, или к регулятору, выдавшему лицензию.',
      '! Рассмотрение жалобы для клиента бесплатно. Все операции по счёту хранятся в неизменяемом журнале, поэтому ход любой спорной операции можно восстановить полностью.',
    ],
    en: [
      'If you disagree with how a bet was settled or with another Fairline decision, you can make a complaint.',
      '- Write to support@fairline.example within 30 days of the disputed transaction, giving your account number, the bet or payment number and the substance of your complaint.',
      '- We acknowledge the complaint within 48 hours and give a final answer within 14 days.',
      "- If you are not satisfied with our answer, you can refer the matter to the independent alternative dispute resolution (ADR) service named in the footer of your brand's site, or to the regulator that issued our licence.",
      '! Complaints are free of charge for the customer. Every account transaction is kept in an unalterable log, so the full course of any disputed transaction can be reconstructed.',
    ],
    ar: [
      'إذا لم توافق على طريقة تسوية رهان أو على أي قرار آخر من Fairline، يمكنك تقديم شكوى.',
      '- راسل support@fairline.example خلال 30 يومًا من العملية محل النزاع، مع ذكر رقم الحساب ورقم الرهان أو الدفعة وموضوع الشكوى.',
      '- نؤكد استلام الشكوى خلال 48 ساعة، ونقدم ردًا نهائيًا في غضون 14 يومًا.',
      '- إذا لم يُرضِك ردنا، يمكنك إحالة الأمر إلى جهة مستقلة لتسوية النزاعات (ADR) مذكورة في أسفل صفحات موقع علامتك التجارية، أو إلى الجهة التنظيمية التي منحتنا الترخيص.',
      '! النظر في الشكوى مجاني للعميل. وتُحفظ جميع عمليات الحساب في سجل غير قابل للتعديل، لذا يمكن تتبّع أي عملية متنازع عليها بالكامل.',
    ],
  },
});

export const COMPLIANCE_PAGES: readonly InformationPageSeed[] = [
  simpleIdentification,
  amlkyc,
  amlpolicy,
  kycpolicy,
  disputeresolution,
];
