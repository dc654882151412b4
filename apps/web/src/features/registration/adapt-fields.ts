import type { FormField } from '../../components/ui';

type T = (key: string) => string;

/** A key the dictionary knows; server texts that are untranslated keys are dropped instead of shown raw. */
function known(t: T, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(key) === key && /^[a-z_]+(\.[a-z0-9_-]+)+$/.test(key) ? undefined : key;
}

/** The "no bonus" choice has no description of its own. */
const NO_BONUS_KEY = 'registration.bonus.none';
const SEND_CODE_GROUP = 'phone-code';
/** Selects whose option names are translation keys. */
const KEYED_OPTIONS = ['bonus_choice', 'document_type_id', 'gender'];

/**
 * The served fields as the form kit draws them: the send-code button becomes a button (the kit's
 * phone_code_button is a code picker), option names that are keys are translated, and placeholders
 * and tooltips without a translation are left out.
 */
export function adaptFields(fields: readonly FormField[], t: T): FormField[] {
  const hasSendCode = fields.some((field) => field.type === 'phone_code_button' && field.text);
  return fields.map((field) => {
    const adapted: FormField = {
      ...field,
      placeholder: known(t, field.placeholder),
      tooltip: known(t, field.tooltip),
    };
    if (field.type === 'phone_code_button' && field.text) adapted.type = 'button';
    // The send-code button waits for the phone alone, not for the code field that shares its group.
    if (hasSendCode && (adapted.type === 'button' || field.type === 'phone')) adapted.group = SEND_CODE_GROUP;
    if (field.options && KEYED_OPTIONS.includes(field.name)) {
      adapted.options = field.options.map((option) => ({
        ...option,
        name: t(option.name || NO_BONUS_KEY),
      }));
    }
    return adapted;
  });
}

/** The captcha field of a form, if it asks for one. */
export function hasCaptcha(fields: readonly FormField[]): boolean {
  return fields.some((field) => field.type === 'captcha');
}
