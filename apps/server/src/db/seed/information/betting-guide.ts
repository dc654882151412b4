// How to place a bet, bets by SMS and betting taxes.
import { definePage } from './authoring';
import type { InformationPageSeed } from './types';

const howbet = definePage({
  key: 'howbet',
  title: { ru: 'Как сделать ставку', en: 'How to place a bet', ar: 'كيف تضع رهانًا' },
  text: {
    ru: [
      'Сделать ставку на Fairline можно за несколько шагов. Ниже — краткая инструкция для линии и лайва.',
      '## Шаг за шагом',
      '- Зарегистрируйтесь и пополните счёт любым способом из раздела «Платежи».',
      '- Откройте «Линию», чтобы сделать ставку до начала матча, или «Лайв», чтобы ставить по ходу игры.',
      '- Нажмите на коэффициент нужного исхода — событие добавится в купон.',
      '- В купоне выберите тип ставки — ординар, экспресс или система — и введите сумму.',
      '- Укажите, как поступать при изменении коэффициента, и нажмите «Сделать ставку».',
      'Принятая ставка появится в истории ставок в личном кабинете. Там же виден её статус, а для нерассчитанных ставок — сумма, за которую ставку можно продать (кешаут).',
      '## Полезно знать',
      '- Минимальная сумма ставки зависит от валюты счёта, максимальная — от события и рынка; обе показываются в купоне.',
      '- В купон можно добавить до 50 событий, в систему — до 20.',
      '- Коэффициенты можно показывать в десятичном, дробном, американском, гонконгском, индонезийском или малайзийском формате. Ставка всегда рассчитывается по десятичному коэффициенту.',
      '- В лайве ставка принимается с небольшой задержкой, а данные о ходе матча могут запаздывать.',
      '! Перед первой ставкой рекомендуем установить лимиты депозитов в разделе «Ответственная игра».',
    ],
    en: [
      'Placing a bet on Fairline takes a few steps. Here is a short guide for both the line and live.',
      '## Step by step',
      '- Register and make a deposit using any method listed on the Payments page.',
      '- Open Line to bet before the match starts, or Live to bet while it is in play.',
      '- Tap the odds of the outcome you want; the selection is added to your bet slip.',
      '- In the bet slip choose the bet type (single, express or system) and enter your stake.',
      '- Choose what should happen if the odds change, then tap Place bet.',
      'Your accepted bet appears in the bet history in your account, with its status and, for unsettled bets, the amount you can cash out for.',
      '## Good to know',
      '- The minimum stake depends on your account currency and the maximum on the event and market; both are shown in the bet slip.',
      '- A bet slip holds up to 50 selections, a system up to 20.',
      '- Odds can be shown in decimal, fractional, American, Hong Kong, Indonesian or Malaysian format. Bets are always settled on the decimal odds.',
      '- Live bets are accepted after a short delay, and match data may lag behind the action.',
      '! Before your first bet we recommend setting deposit limits under Responsible gaming.',
    ],
    ar: [
      'وضع رهان على Fairline يتم في بضع خطوات، وإليك دليلًا مختصرًا للخط وللمباشر.',
      '## خطوة بخطوة',
      '- سجّل حسابًا وأودع المال بأي طريقة مذكورة في صفحة «المدفوعات».',
      '- افتح قسم «الخط» للمراهنة قبل بدء المباراة، أو «مباشر» للمراهنة أثناء اللعب.',
      '- اضغط على معامل النتيجة التي تريدها لتُضاف إلى قسيمة الرهان.',
      '- اختر في القسيمة نوع الرهان (فردي أو مركّب أو نظام) وأدخل المبلغ.',
      '- حدّد ما يحدث عند تغيّر المعامل، ثم اضغط «ضع الرهان».',
      'يظهر الرهان المقبول في سجل الرهانات في حسابك الشخصي مع حالته، ومع المبلغ المتاح لبيعه (Cash-out) إذا لم يُسوَّ بعد.',
      '## معلومات مفيدة',
      '- يعتمد الحد الأدنى للرهان على عملة الحساب، والحد الأقصى على الحدث والسوق، ويظهر كلاهما في القسيمة.',
      '- تتسع القسيمة لما يصل إلى 50 اختيارًا، ورهان النظام لما يصل إلى 20.',
      '- يمكن عرض المعاملات بالصيغة العشرية أو الكسرية أو الأمريكية أو صيغة هونغ كونغ أو الإندونيسية أو الماليزية، لكن الرهان يُسوّى دائمًا بالمعامل العشري.',
      '- تُقبل الرهانات المباشرة بعد تأخير قصير، وقد تتأخر بيانات سير المباراة.',
      '! ننصحك قبل رهانك الأول بتحديد حدود الإيداع في قسم «اللعب المسؤول».',
    ],
  },
});

const smsbets = definePage({
  key: 'smsbets',
  title: { ru: 'Ставки по SMS', en: 'Betting by SMS', ar: 'المراهنة عبر الرسائل القصيرة' },
  text: {
    ru: [
      'В некоторых странах ставку можно сделать с помощью SMS, не заходя на сайт. Услуга доступна, если к счёту привязан и подтверждён номер телефона.',
      '## Как сделать ставку по SMS',
      '- Найдите код события и код исхода — они указаны в линии рядом с коэффициентом.',
      '- Отправьте SMS через пробел: код события, код исхода, сумма ставки. Номер для SMS указан в подвале сайта вашего бренда.',
      '- В ответ придёт SMS с номером ставки и коэффициентом, по которому она принята, или с причиной отказа.',
      '! SMS-ставки — это ординары по коэффициенту на момент приёма. Они учитываются в лимитах ответственной игры наравне с остальными ставками. Стоимость SMS определяется тарифом вашего оператора связи.',
    ],
    en: [
      'In some countries you can place a bet by SMS without opening the site. The service is available once a phone number has been linked to your account and confirmed.',
      '## How to bet by SMS',
      '- Find the event code and the outcome code; they are shown in the line next to the odds.',
      "- Send an SMS with the event code, the outcome code and the stake, separated by spaces. The SMS number is shown in the footer of your brand's site.",
      '- You will receive a reply with the bet number and the odds it was accepted at, or the reason it was refused.',
      '! SMS bets are singles accepted at the odds in force at acceptance. They count towards your responsible gaming limits like any other bet. SMS charges depend on your mobile operator.',
    ],
    ar: [
      'في بعض الدول يمكنك وضع رهان عبر رسالة قصيرة دون فتح الموقع، وتتاح الخدمة بعد ربط رقم هاتف بحسابك وتأكيده.',
      '## كيف تراهن عبر الرسائل القصيرة',
      '- ابحث عن رمز الحدث ورمز النتيجة، وهما ظاهران في الخط بجوار المعامل.',
      '- أرسل رسالة قصيرة تتضمن رمز الحدث ثم رمز النتيجة ثم مبلغ الرهان، مع ترك مسافة بين كل منها. ورقم الإرسال مذكور في أسفل صفحات موقع علامتك التجارية.',
      '- ستصلك رسالة برقم الرهان والمعامل الذي قُبل به، أو بسبب رفضه.',
      '! الرهانات عبر الرسائل القصيرة رهانات فردية تُقبل بالمعامل الساري لحظة قبولها، وتُحتسب ضمن حدود اللعب المسؤول مثل أي رهان آخر. وتخضع تكلفة الرسالة لتعرفة مشغّل الاتصالات لديك.',
    ],
  },
});

const taxes = definePage({
  key: 'taxes',
  title: { ru: 'Налоги', en: 'Taxes', ar: 'الضرائب' },
  text: {
    ru: [
      'В ряде стран ставки и выигрыши облагаются налогом. Ставки налога и пороги зависят от страны вашего счёта и показываются в купоне до того, как вы сделаете ставку.',
      '- Налог со ставки — процент от суммы ставки, удерживаемый при её приёме.',
      '- Налог с выигрыша — процент, удерживаемый при расчёте. Он не применяется к выигрышам не выше порогового размера и к ставкам с коэффициентом не выше порогового.',
      '- Если ставка рассчитана как возврат, налог со ставки возвращается в тех странах, где это предусмотрено законом.',
      'Удержанный налог отражается в истории ставок и в истории платежей.',
      '! Fairline удерживает налоги только там, где этого требует закон. В остальных случаях декларировать доход клиент должен самостоятельно.',
    ],
    en: [
      'In some countries stakes and winnings are taxed. Tax rates and thresholds depend on the country of your account and are shown in the bet slip before you place a bet.',
      '- Stake tax: a percentage of the stake, withheld when the bet is accepted.',
      '- Winnings tax: a percentage withheld at settlement. It does not apply to winnings at or below the threshold amount, nor to bets at odds at or below the threshold odds.',
      '- If a bet is settled as void, the stake tax is refunded in the countries whose law provides for it.',
      'Tax withheld is shown in your bet history and payment history.',
      '! Fairline withholds tax only where the law requires it. Otherwise, declaring your income is your own responsibility.',
    ],
    ar: [
      'في بعض الدول تخضع الرهانات والأرباح للضريبة. وتعتمد نسب الضريبة وحدودها على دولة حسابك، وتظهر في قسيمة الرهان قبل أن تضع رهانك.',
      '- ضريبة الرهان: نسبة من مبلغ الرهان تُقتطع عند قبوله.',
      '- ضريبة الأرباح: نسبة تُقتطع عند التسوية، ولا تُطبَّق على الأرباح التي لا تتجاوز الحد المقرر ولا على الرهانات التي لا يتجاوز معاملها الحد المقرر.',
      '- إذا سُوّي الرهان كمرتجع، تُعاد ضريبة الرهان في الدول التي ينص قانونها على ذلك.',
      'تظهر الضريبة المقتطعة في سجل الرهانات وسجل المدفوعات.',
      '! لا تقتطع Fairline الضرائب إلا حيث يفرض القانون ذلك، وفيما عدا ذلك يتحمل العميل مسؤولية التصريح عن دخله.',
    ],
  },
});

export const BETTING_GUIDE_PAGES: readonly InformationPageSeed[] = [howbet, smsbets, taxes];
