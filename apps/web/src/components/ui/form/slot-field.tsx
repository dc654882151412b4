import type { FieldComponentProps } from './form-field';

/** Where the caller's own widget goes (captcha, social networks): the form kit only reserves the place. */
export function SlotField({ field, context }: FieldComponentProps) {
  return <div data-field={field.name}>{context.renderSlot(field)}</div>;
}
