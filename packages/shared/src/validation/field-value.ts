import type { FieldValue, ImageValue, PhoneValue } from './types';

/** True when the value is a phone value object. */
export function isPhoneValue(value: FieldValue): value is PhoneValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'phoneNum' in value;
}

/** True when the value is an uploaded image. */
export function isImageValue(value: FieldValue): value is ImageValue {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'name' in value && !('phoneNum' in value)
  );
}

/** True when nothing was entered: no value, blank text, an empty list or a phone without number. */
export function isBlank(value: FieldValue): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPhoneValue(value)) return value.phoneNum.trim() === '';
  return false;
}

/** True when a field counts as filled in for "required": blank values and an unchecked box do not. */
export function hasValue(value: FieldValue): boolean {
  return value !== false && !isBlank(value);
}

/** The value as text for length and pattern rules; lists and objects have no text form. */
export function textOf(value: FieldValue): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isPhoneValue(value)) return value.phoneNum;
  return null;
}

/** Length in user-perceived units: code points for text, items for lists. */
export function lengthOf(value: FieldValue): number | null {
  if (Array.isArray(value)) return value.length;
  const text = textOf(value);
  return text === null ? null : codePointLength(text);
}

/** Number of code points, so an emoji or an accented letter counts once. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
