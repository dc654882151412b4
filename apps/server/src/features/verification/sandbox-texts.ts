import type { RejectionReason } from '@fairline/shared/wire/verification';

// The sandbox provider's own words: its hosted step is the provider's page, not the site's, so its
// texts live with it (as the sandbox payment pages' do) in the languages the brands offer.

export interface KycSandboxTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  brand: string;
  heading: string;
  intro: string;
  documents: string;
  birthDate: string;
  birthHint: string;
  approve: string;
  reject: string;
  reason: string;
  reasons: Record<Exclude<RejectionReason, 'underage'>, string>;
  done: string;
  back: string;
  hint: string;
}

const EN: KycSandboxTexts = {
  lang: 'en',
  dir: 'ltr',
  title: 'Identity check — Sandbox KYC',
  brand: 'Sandbox KYC',
  heading: 'Review the documents for {merchant}',
  intro: 'This test page plays the verification provider’s reviewer. No real check is made.',
  documents: 'Documents received',
  birthDate: 'Date of birth read from the document',
  birthHint: 'Approving with a date under the minimum age refuses the player as under age.',
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason for rejection',
  reasons: {
    document_unreadable: 'Document unreadable',
    document_expired: 'Document expired',
    data_mismatch: 'Data does not match',
    face_mismatch: 'Face does not match',
  },
  done: 'This check is finished.',
  back: 'Back to {merchant}',
  hint: 'Sandbox: any decision here is sent to the operator as a signed callback.',
};

const RU: KycSandboxTexts = {
  ...EN,
  lang: 'ru',
  title: 'Проверка личности — Sandbox KYC',
  heading: 'Проверьте документы для {merchant}',
  intro: 'Тестовая страница играет роль проверяющего у провайдера верификации. Настоящей проверки нет.',
  documents: 'Полученные документы',
  birthDate: 'Дата рождения из документа',
  birthHint: 'Одобрение с датой младше минимального возраста отклонит игрока как несовершеннолетнего.',
  approve: 'Одобрить',
  reject: 'Отклонить',
  reason: 'Причина отказа',
  reasons: {
    document_unreadable: 'Документ нечитаем',
    document_expired: 'Срок действия документа истёк',
    data_mismatch: 'Данные не совпадают',
    face_mismatch: 'Лицо не совпадает',
  },
  done: 'Эта проверка завершена.',
  back: 'Вернуться в {merchant}',
  hint: 'Песочница: любое решение отправляется оператору подписанным обратным вызовом.',
};

const AR: KycSandboxTexts = {
  ...EN,
  lang: 'ar',
  dir: 'rtl',
  title: 'التحقق من الهوية — Sandbox KYC',
  heading: 'راجع المستندات لـ {merchant}',
  intro: 'تمثل هذه الصفحة التجريبية دور مراجع مزود التحقق. لا يجري أي تحقق حقيقي.',
  documents: 'المستندات المستلمة',
  birthDate: 'تاريخ الميلاد المقروء من المستند',
  birthHint: 'الموافقة بتاريخ دون السن الأدنى ترفض اللاعب لصغر سنه.',
  approve: 'موافقة',
  reject: 'رفض',
  reason: 'سبب الرفض',
  reasons: {
    document_unreadable: 'المستند غير مقروء',
    document_expired: 'انتهت صلاحية المستند',
    data_mismatch: 'البيانات غير متطابقة',
    face_mismatch: 'الوجه غير مطابق',
  },
  done: 'انتهى هذا التحقق.',
  back: 'العودة إلى {merchant}',
  hint: 'بيئة تجريبية: يُرسل أي قرار هنا إلى المشغل كاستدعاء موقّع.',
};

const BY_LANG: Record<string, KycSandboxTexts> = { en: EN, ru: RU, ar: AR };

/** The hosted step's texts in a language it speaks, else English. */
export const kycSandboxTexts = (lang: string | null | undefined) => BY_LANG[lang ?? ''] ?? EN;
