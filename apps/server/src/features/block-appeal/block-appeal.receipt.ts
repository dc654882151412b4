// The receipt e-mail of an appeal, in the language the appeal was written in (English otherwise).
// It names only the appeal number: the visitor's own text is never sent back, so the form cannot
// be used to mail arbitrary content to an arbitrary address.

const TEXTS: Record<string, { subject: string; body: string }> = {
  en: {
    subject: '{brand}: your appeal № {id} is received',
    body:
      'We have received your appeal № {id}. Our support team will review it and answer at this address. ' +
      'If you did not send it, ignore this message.',
  },
  ru: {
    subject: '{brand}: ваша апелляция № {id} получена',
    body:
      'Мы получили вашу апелляцию № {id}. Служба поддержки рассмотрит её и ответит на этот адрес. ' +
      'Если вы её не отправляли, просто проигнорируйте это письмо.',
  },
  ar: {
    subject: '{brand}: تم استلام طلب الاستئناف رقم {id}',
    body:
      'لقد استلمنا طلب الاستئناف رقم {id}. سيراجعه فريق الدعم ويرد على هذا العنوان. ' +
      'إذا لم ترسل هذا الطلب فتجاهل هذه الرسالة.',
  },
};

/** Subject and body of the receipt for appeal `id` of `brand`, in `lang` when known. */
export function appealReceipt(lang: string, brand: string, id: string): { subject: string; body: string } {
  const text = TEXTS[lang.toLowerCase()] ?? TEXTS.en!;
  const fill = (s: string) => s.replaceAll('{brand}', brand).replaceAll('{id}', id);
  return { subject: fill(text.subject), body: fill(text.body) };
}
