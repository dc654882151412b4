import { describe, expect, it } from 'vitest';
import type { FormField } from '../../components/ui';
import { adaptFields } from './adapt-fields';
import { registrationTabs } from './registration-tabs';

describe('registration tabs', () => {
  it('keeps the server order and applies the icon rule (underscores become hyphens)', () => {
    expect(registrationTabs(['phone_reg', 'soc_reg', 'fast_reg', 'bogus'], 'google')).toEqual([
      { type: 'phone_reg', caption: 'registration.tab.phone_reg', icon: 'phone-reg' },
      { type: 'soc_reg', caption: 'registration.tab.soc_reg', icon: 'google' },
      { type: 'fast_reg', caption: 'registration.tab.fast_reg', icon: 'fast-reg' },
    ]);
  });

  it('gives the social tab the full-registration icon unless the provider is google', () => {
    expect(registrationTabs(['soc_reg'], 'vk')[0]?.icon).toBe('full-reg');
  });
});

describe('served fields for the form kit', () => {
  const t = (key: string) => (key === 'registration.bonus.none' ? 'No bonus' : key === 'known.key' ? 'Known' : key);
  const fields: FormField[] = [
    { id: 'phone', name: 'phone', type: 'phone', group: 'contacts', placeholder: 'registration.placeholder.phone' },
    {
      id: 'send_code',
      name: 'send_code',
      type: 'phone_code_button',
      group: 'contacts',
      text: 'registration.button.send_code',
    },
    {
      id: 'phone_confirmation',
      name: 'phone_confirmation',
      type: 'input',
      group: 'contacts',
      placeholder: 'known.key',
    },
    { id: 'bonus_choice', name: 'bonus_choice', type: 'select', options: [{ id: -1, name: '' }] },
  ];
  const adapted = adaptFields(fields, t);

  it('turns the send-code button into a button that waits for the phone only', () => {
    expect(adapted[1]).toMatchObject({ type: 'button', group: 'phone-code' });
    expect(adapted[0]?.group).toBe('phone-code');
    expect(adapted[2]?.group).toBe('contacts');
  });

  it('drops untranslated placeholder keys and names the no-bonus choice', () => {
    expect(adapted[0]?.placeholder).toBeUndefined();
    expect(adapted[2]?.placeholder).toBe('known.key');
    expect(adapted[3]?.options?.[0]?.name).toBe('No bonus');
  });
});
