// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyCisDocuments, DocumentPlaceholders, isCisChoice } from './cis-documents';
import type { FormField } from './form-field';
import { useServerForm } from './use-server-form';

const country: FormField = {
  id: 'country_id',
  name: 'country_id',
  type: 'select',
  options: [
    { id: 1, name: 'Russia', Alpha2: 'RU' },
    { id: 23, name: 'Germany', Alpha2: 'DE' },
  ],
};
const docType: FormField = { id: 'document_type_id', name: 'document_type_id', type: 'select', required: true };
const passport: FormField = { id: 'passport', name: 'passport', type: 'input', required: true, placeholder: 'x' };
const email: FormField = { id: 'email', name: 'email', type: 'input' };

describe('CIS document rules', () => {
  it('tells a CIS choice by the option iso code', () => {
    expect(isCisChoice(country, '1')).toBe(true);
    expect(isCisChoice(country, '23')).toBe(false);
    expect(isCisChoice(country, '')).toBe(false);
  });

  it('hides the document fields outside the CIS and switches the number placeholder', () => {
    const [, type, number, other] = applyCisDocuments([country, docType, passport, email], false);
    expect(type?.hide).toBe(true);
    expect(number).toMatchObject({ hide: true, placeholder: DocumentPlaceholders.other });
    expect(other).toBe(email);
    const [, cisType, cisNumber] = applyCisDocuments([country, docType, passport], true);
    expect(cisType?.hide).toBeUndefined();
    expect(cisNumber?.placeholder).toBe(DocumentPlaceholders.cis);
  });

  it('applies to full_reg only, following the chosen country', () => {
    const fields = [country, docType, passport];
    const onSubmit = async () => undefined;
    const full = renderHook(() => useServerForm({ fields, onSubmit, registrationType: 'full_reg' }));
    expect(full.result.current.isVisible(passport)).toBe(false);
    act(() => full.result.current.setValue('country_id', '1'));
    expect(full.result.current.isVisible(passport)).toBe(true);
    expect(full.result.current.resolve(passport).placeholder).toBe(DocumentPlaceholders.cis);
    const fast = renderHook(() => useServerForm({ fields, onSubmit, registrationType: 'fast_reg' }));
    expect(fast.result.current.isVisible(passport)).toBe(true);
  });
});
