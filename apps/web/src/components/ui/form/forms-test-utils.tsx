// Test helpers: the kit's English texts loaded into the app translator, and a stateful field harness.
import type { FieldValue } from '@fairline/shared/validation';
import { type ComponentType, useState } from 'react';
import { translator } from '../../../lib/i18n';
import { dictionary } from '../../../test/dictionaries';
import type { FieldComponentProps, FieldRenderContext, FormField } from './form-field';

translator.addBundle('en', dictionary('en'));
translator.setLanguage('en');

/** A field context with nothing loaded; tests override what they need. */
export function makeContext(overrides: Partial<FieldRenderContext> = {}): FieldRenderContext {
  return {
    phoneCountries: [],
    phoneMasks: [],
    defaultPhoneCountryId: undefined,
    renderSlot: () => null,
    onButton: async () => undefined,
    isButtonEnabled: () => true,
    ...overrides,
  };
}

interface HarnessProps {
  component: ComponentType<FieldComponentProps>;
  field: FormField;
  initial?: FieldValue;
  error?: string;
  context?: Partial<FieldRenderContext>;
  onValue?: (value: FieldValue) => void;
}

/** Renders one field component holding its own value, reporting each change. */
export function FieldHarness({ component: Component, field, initial, error, context, onValue }: HarnessProps) {
  const [value, setValue] = useState<FieldValue>(initial);
  return (
    <Component
      field={field}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      onBlur={() => undefined}
      context={makeContext(context)}
    />
  );
}
