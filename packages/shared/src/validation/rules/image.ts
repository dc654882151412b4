import { isImageValue } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Image formats the site accepts. */
export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;

/** Fails when the upload is not a png, jpg, jpeg, webp or svg file, or is larger than `value` bytes. */
export const validateImage: RuleValidator<'image'> = (value, rule) => {
  if (!isImageValue(value)) return failure('image', rule.message, MessageKeys.imageFormat);
  const extension = value.name.slice(value.name.lastIndexOf('.') + 1).toLowerCase();
  const known = value.name.includes('.') && (IMAGE_FORMATS as readonly string[]).includes(extension);
  if (!known) return failure('image', rule.message, MessageKeys.imageFormat, { formats: IMAGE_FORMATS.join(', ') });
  if (rule.value !== undefined && (value.size ?? 0) > rule.value) {
    return failure('image', rule.message, MessageKeys.imageTooLarge, { max: rule.value });
  }
  return null;
};
