// The sandbox providers' own words on their hosted pages, in the languages they offer. These are the
// provider's texts, not the site's (a real provider shows its page in the language the merchant passes
// when it creates the payment), so they live here rather than in the site's dictionaries.
// `{amount}` and `{merchant}` are filled in by the page, escaped.

/** The languages the sandbox providers' pages speak; any other falls back to English. */
export const HOSTED_LANGUAGES = ['en', 'ru', 'ar'] as const;
export type HostedLanguage = (typeof HOSTED_LANGUAGES)[number];

/** Why a card form is shown again. */
export type CardProblem = 'expiry_format' | 'card_expired' | 'cvc' | 'test_card';
/** Why a wallet login is shown again. */
export type WalletProblem = 'email' | 'wrong_pin';
/** What a settled deposit is called on the page that only leads back. */
export type DoneStatus = 'credited' | 'declined' | 'cancelled' | 'rejected' | 'expired';

export interface HostedTexts {
  lang: HostedLanguage;
  dir: 'ltr' | 'rtl';
  back: string;
  card: {
    title: string;
    brand: string;
    heading: string;
    number: string;
    expiry: string;
    cvc: string;
    submit: string;
    hint: string;
    problems: Record<CardProblem, string>;
  };
  wallet: {
    title: string;
    brand: string;
    heading: string;
    email: string;
    pin: string;
    submit: string;
    hint: string;
    problems: Record<WalletProblem, string>;
  };
  done: { title: string; status: Record<DoneStatus, string>; other: string; expiredNote: string };
}

const EN: HostedTexts = {
  lang: 'en',
  dir: 'ltr',
  back: 'Back to {merchant}',
  card: {
    title: 'Sandbox payment',
    brand: 'Sandbox card payment',
    heading: 'Pay {merchant}',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    submit: 'Pay {amount}',
    hint: 'Test mode. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry and any CVC.',
    problems: {
      expiry_format: 'Enter the expiry as MM/YY',
      card_expired: 'The card has expired',
      cvc: 'Enter the 3 or 4 digit CVC',
      test_card: 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002',
    },
  },
  wallet: {
    title: 'Fairpay wallet',
    brand: 'Fairpay wallet',
    heading: 'Pay {merchant}',
    email: 'Wallet e-mail',
    pin: 'PIN',
    submit: 'Approve {amount}',
    hint: 'Test mode. Any e-mail; PIN 1234 approves, PIN 0000 is refused by the wallet.',
    problems: {
      email: 'Enter the e-mail of your wallet',
      wrong_pin: 'Wrong PIN. Test PINs: 1234 approves, 0000 is refused',
    },
  },
  done: {
    title: 'Payment',
    status: {
      credited: 'Payment credited',
      declined: 'Payment declined',
      cancelled: 'Payment cancelled',
      rejected: 'Payment rejected',
      expired: 'Payment expired',
    },
    other: 'Payment finished',
    expiredNote: 'The time to pay ran out. No money was taken; start a new deposit on the site.',
  },
};

const RU: HostedTexts = {
  lang: 'ru',
  dir: 'ltr',
  back: 'Вернуться в {merchant}',
  card: {
    title: 'Тестовая оплата',
    brand: 'Тестовая оплата картой',
    heading: 'Оплата для {merchant}',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    submit: 'Оплатить {amount}',
    hint: 'Тестовый режим. Карта 4242 4242 4242 4242 проходит, 4000 0000 0000 0002 отклоняется. Любой будущий срок и любой CVC.',
    problems: {
      expiry_format: 'Введите срок действия в виде ММ/ГГ',
      card_expired: 'Срок действия карты истёк',
      cvc: 'Введите CVC из 3 или 4 цифр',
      test_card: 'Используйте тестовую карту: 4242 4242 4242 4242 или 4000 0000 0000 0002',
    },
  },
  wallet: {
    title: 'Кошелёк Fairpay',
    brand: 'Кошелёк Fairpay',
    heading: 'Оплата для {merchant}',
    email: 'E-mail кошелька',
    pin: 'PIN-код',
    submit: 'Подтвердить {amount}',
    hint: 'Тестовый режим. Любой e-mail; PIN 1234 подтверждает оплату, с PIN 0000 кошелёк отказывает.',
    problems: {
      email: 'Введите e-mail вашего кошелька',
      wrong_pin: 'Неверный PIN. Тестовые PIN: 1234 подтверждает, 0000 — отказ',
    },
  },
  done: {
    title: 'Оплата',
    status: {
      credited: 'Оплата зачислена',
      declined: 'Оплата отклонена',
      cancelled: 'Оплата отменена',
      rejected: 'Оплата не принята',
      expired: 'Время оплаты истекло',
    },
    other: 'Оплата завершена',
    expiredNote: 'Время на оплату вышло. Деньги не списаны; начните новое пополнение на сайте.',
  },
};

const AR: HostedTexts = {
  lang: 'ar',
  dir: 'rtl',
  back: 'العودة إلى {merchant}',
  card: {
    title: 'دفع تجريبي',
    brand: 'دفع تجريبي بالبطاقة',
    heading: 'الدفع إلى {merchant}',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز CVC',
    submit: 'ادفع {amount}',
    hint: 'وضع الاختبار. البطاقة 4242 4242 4242 4242 تنجح، والبطاقة 4000 0000 0000 0002 تُرفض. أي تاريخ انتهاء مستقبلي وأي رمز CVC.',
    problems: {
      expiry_format: 'أدخل تاريخ الانتهاء بالشكل MM/YY',
      card_expired: 'انتهت صلاحية البطاقة',
      cvc: 'أدخل رمز CVC المكوّن من 3 أو 4 أرقام',
      test_card: 'استخدم بطاقة تجريبية: 4242 4242 4242 4242 أو 4000 0000 0000 0002',
    },
  },
  wallet: {
    title: 'محفظة Fairpay',
    brand: 'محفظة Fairpay',
    heading: 'الدفع إلى {merchant}',
    email: 'البريد الإلكتروني للمحفظة',
    pin: 'الرمز السري (PIN)',
    submit: 'وافق على {amount}',
    hint: 'وضع الاختبار. أي بريد إلكتروني؛ الرمز 1234 يوافق، والرمز 0000 ترفضه المحفظة.',
    problems: {
      email: 'أدخل البريد الإلكتروني لمحفظتك',
      wrong_pin: 'رمز PIN غير صحيح. الرموز التجريبية: 1234 للموافقة، 0000 للرفض',
    },
  },
  done: {
    title: 'الدفع',
    status: {
      credited: 'تمت إضافة الدفعة',
      declined: 'تم رفض الدفع',
      cancelled: 'تم إلغاء الدفع',
      rejected: 'لم يُقبل الدفع',
      expired: 'انتهت مهلة الدفع',
    },
    other: 'انتهى الدفع',
    expiredNote: 'انتهى الوقت المتاح للدفع. لم يُخصم أي مبلغ؛ ابدأ إيداعًا جديدًا على الموقع.',
  },
};

const TEXTS: Record<HostedLanguage, HostedTexts> = { en: EN, ru: RU, ar: AR };

/** The page texts for the merchant's language (`ru`, `ar-eg`, …); English for any other or none. */
export function hostedTexts(lang: string | null | undefined): HostedTexts {
  const primary = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return (HOSTED_LANGUAGES as readonly string[]).includes(primary) ? TEXTS[primary as HostedLanguage] : EN;
}
