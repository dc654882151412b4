// Deposits and withdrawals, and cash top-ups at partner terminals.
// Withdrawal wording follows docs/domain/ledger.md: a pending withdrawal cannot be reversed by the player.
import { definePage } from './authoring';
import type { InformationPageSeed } from './types';

const payment = definePage({
  key: 'payment',
  title: { ru: 'Платежи', en: 'Payments', ar: 'المدفوعات' },
  text: {
    ru: [
      'Пополнить счёт и вывести выигрыш можно в разделе «Касса» личного кабинета. Список доступных способов зависит от страны и валюты счёта.',
      '## Пополнение',
      '- Банковские карты.',
      '- Электронные кошельки и системы быстрых платежей.',
      '- Банковский перевод.',
      '- Криптовалюты — в странах, где это разрешено.',
      '- Наличные через платёжные терминалы и кассы партнёров (см. страницу «Кассы и терминалы»).',
      'Деньги зачисляются, как только платёжная система подтвердит операцию, — обычно в течение нескольких минут. Fairline не берёт комиссию за пополнение; комиссию может взимать платёжная система или банк.',
      'Пополнение сверх установленного вами лимита депозитов будет отклонено. Лимиты на 24 часа, 7 дней и 1 месяц настраиваются в разделе «Ответственная игра».',
      '## Вывод средств',
      'Вывод производится на тот же платёжный инструмент, с которого пополнялся счёт, если это технически возможно. Перед первым выводом может потребоваться подтвердить личность.',
      'Сумма заявки сразу списывается с баланса и резервируется до выплаты. Заявку, которая уже обрабатывается, отменить нельзя; если платёж отклонят, деньги вернутся на ваш счёт.',
      'Обычно заявки обрабатываются в течение 24 часов, а срок зачисления зависит от платёжной системы.',
      '! Пополнять счёт и выводить средства можно только с помощью инструментов, оформленных на имя владельца счёта. Платежи третьих лиц не принимаются.',
    ],
    en: [
      'You can deposit and withdraw your winnings in the Cashier section of your account. The methods available depend on your country and account currency.',
      '## Deposits',
      '- Bank cards.',
      '- E-wallets and instant payment systems.',
      '- Bank transfer.',
      '- Cryptocurrencies, in countries where they are permitted.',
      '- Cash at partner payment terminals and cashiers (see the Cashiers and terminals page).',
      'Funds are credited as soon as the payment provider confirms the payment, usually within a few minutes. Fairline charges no deposit fee; your payment provider or bank may charge one.',
      'A deposit above the deposit limit you have set is refused. Limits for 24 hours, 7 days and 1 month are set under Responsible gaming.',
      '## Withdrawals',
      'Withdrawals are paid to the same payment method you deposited with, where technically possible. You may be asked to verify your identity before your first withdrawal.',
      'The amount requested is taken from your balance at once and reserved until it is paid. A request that is already being processed cannot be cancelled; if the payment is rejected, the money returns to your account.',
      'Requests are usually processed within 24 hours; how long the money takes to arrive depends on the payment provider.',
      "! Deposits and withdrawals may be made only with payment methods in the account holder's name. Third-party payments are not accepted.",
    ],
    ar: [
      'يمكنك الإيداع وسحب أرباحك من قسم «الخزينة» في حسابك الشخصي، وتعتمد الطرق المتاحة على دولتك وعملة حسابك.',
      '## الإيداع',
      '- البطاقات المصرفية.',
      '- المحافظ الإلكترونية وأنظمة الدفع الفوري.',
      '- التحويل المصرفي.',
      '- العملات المشفرة في الدول التي تسمح بها.',
      '- النقد عبر أجهزة الدفع ونقاط الدفع لدى الشركاء (راجع صفحة «نقاط الدفع والأجهزة»).',
      'تُضاف الأموال فور تأكيد مزود الدفع للعملية، وعادةً خلال دقائق. لا تتقاضى Fairline أي عمولة على الإيداع، وقد يتقاضى مزود الدفع أو المصرف عمولة.',
      'يُرفض أي إيداع يتجاوز حد الإيداع الذي حددته. وتُضبط حدود 24 ساعة و7 أيام وشهر واحد في قسم «اللعب المسؤول».',
      '## السحب',
      'تُدفع المسحوبات إلى وسيلة الدفع نفسها التي استُخدمت في الإيداع متى كان ذلك ممكنًا تقنيًا، وقد يُطلب منك إثبات هويتك قبل السحب الأول.',
      'يُخصم المبلغ المطلوب من رصيدك فورًا ويُحجز حتى دفعه. ولا يمكن إلغاء طلب بدأت معالجته، وإذا رُفضت الدفعة عادت الأموال إلى حسابك.',
      'تُعالج الطلبات عادةً خلال 24 ساعة، وتعتمد مدة وصول الأموال على مزود الدفع.',
      '! لا يجوز الإيداع والسحب إلا بوسائل دفع مسجّلة باسم صاحب الحساب، ولا تُقبل مدفوعات الأطراف الثالثة.',
    ],
  },
});

const cashTerminals = definePage({
  key: 'cashTerminals',
  title: { ru: 'Кассы и терминалы', en: 'Cashiers and terminals', ar: 'نقاط الدفع والأجهزة' },
  text: {
    ru: [
      'В странах, где Fairline сотрудничает с пунктами приёма платежей, счёт можно пополнить наличными через платёжные терминалы и кассы партнёров.',
      '- Выберите на терминале Fairline и введите номер игрового счёта — он указан в личном кабинете.',
      '- Внесите наличные и перед подтверждением проверьте сумму на экране.',
      '- Сохраните чек до зачисления денег: он понадобится, если платёж задержится.',
      'Адреса терминалов и касс для вашей страны показаны на карте в разделе «Касса».',
      '! Пополнения через терминалы учитываются в лимитах депозитов наравне с другими способами оплаты.',
    ],
    en: [
      'In countries where Fairline works with payment points, you can top up your account in cash at partner terminals and cashiers.',
      '- Choose Fairline on the terminal and enter your account number, shown in your profile.',
      '- Insert the cash and check the amount on the screen before confirming.',
      '- Keep the receipt until the money is credited; you will need it if the payment is delayed.',
      'Terminal and cashier locations for your country are shown on the map in the Cashier section.',
      '! Cash top-ups count towards your deposit limits just like any other payment method.',
    ],
    ar: [
      'في الدول التي تتعاون فيها Fairline مع نقاط تحصيل المدفوعات، يمكنك شحن حسابك نقدًا عبر أجهزة الدفع ونقاط الدفع لدى الشركاء.',
      '- اختر Fairline على الجهاز وأدخل رقم حسابك الظاهر في حسابك الشخصي.',
      '- أدخل النقود وتحقق من المبلغ على الشاشة قبل التأكيد.',
      '- احتفظ بالإيصال حتى تُضاف الأموال، فستحتاج إليه إذا تأخرت الدفعة.',
      'تظهر مواقع الأجهزة ونقاط الدفع في دولتك على الخريطة في قسم «الخزينة».',
      '! تُحتسب عمليات الشحن النقدي ضمن حدود الإيداع مثل أي وسيلة دفع أخرى.',
    ],
  },
});

export const PAYMENT_PAGES: readonly InformationPageSeed[] = [payment, cashTerminals];
