// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, fakeFetch, jsonResponse } from '../../test/fake-fetch.testing';
import { renderAt } from '../../test/layout-test-utils';
import { SeoFooter } from './seo-footer';

const PAGE_DATA = {
  title: 'Betting rules — Fairline',
  description: 'Rules.',
  metaRobots: 'index, follow',
  hierarchyMetaRobots: 'index, follow',
  ampPageUrl: null,
  alternativeLinks: [{ hreflang: 'x-default', href: 'https://h/ru/information/rules' }],
  alternateMedia: [],
  customCanonical: 'https://h/en/information/rules',
  languageIsoCode: 'en',
  metas: [],
};
const QUESTIONS = { section: 'information', items: [{ id: 1, question: 'Where are the rules?', answer: 'Here.' }] };

let calls: FetchCall[];
function answer(respond: (call: FetchCall) => Response) {
  const fake = fakeFetch(respond);
  calls = fake.calls;
  vi.stubGlobal('fetch', fake.fetch);
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = 'Fairline';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SeoFooter/>', () => {
  it('asks with the page’s section and a sub-request id, and puts the SEO title and canonical in place', async () => {
    answer(({ url }) => {
      if (url.includes('/pagedata')) return jsonResponse({ data: PAGE_DATA });
      if (url.includes('/questions/footer/')) return jsonResponse({ data: QUESTIONS });
      return jsonResponse({ data: { style: 'none', content: '', microschema: '[]' } });
    });
    renderAt(<SeoFooter />, { path: '/en/information/rules' });
    await waitFor(() => expect(document.title).toBe('Betting rules — Fairline'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(PAGE_DATA.customCanonical);
    const pageCall = calls.find((c) => c.url.includes('/pagedata'))!;
    expect(pageCall.url).toContain('section=information');
    expect(pageCall.url).toContain('menuSection=rules');
    expect(pageCall.headers.get('x-sub-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(calls.some((c) => c.url.includes('/questions/footer/information'))).toBe(true);
  });

  it.each([
    ['/en/promo/welcome-sport', ['section=promo', 'menuSection=welcome-sport'], 'promo'],
    ['/ru/results/88', ['section=results', 'championship%5Bid%5D=88'], 'results'],
  ])('names %s by its own section after a navigation, not the line’s', async (path, fields, section) => {
    answer(({ url }) => {
      if (url.includes('/pagedata')) return jsonResponse({ data: PAGE_DATA });
      if (url.includes('/questions/footer/')) return jsonResponse({ data: { section, items: [] } });
      return jsonResponse({ data: { style: 'none', content: '', microschema: '[]' } });
    });
    renderAt(<SeoFooter />, { path });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/pagedata'))).toBe(true));
    const pageCall = calls.find((c) => c.url.includes('/pagedata'))!;
    for (const field of fields) expect(pageCall.url).toContain(field);
    expect(pageCall.url).not.toContain('section=line');
    await waitFor(() => expect(calls.some((c) => c.url.includes(`/questions/footer/${section}`))).toBe(true));
  });

  it('shows the section’s questions as an FAQ whose answers open', async () => {
    answer(({ url }) =>
      jsonResponse({
        data: url.includes('/questions/')
          ? QUESTIONS
          : url.includes('/pagedata')
            ? PAGE_DATA
            : { style: 'none', content: '', microschema: '[]' },
      }),
    );
    renderAt(<SeoFooter />, { path: '/en/information/rules' });
    const question = await screen.findByText('Where are the rules?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
  });

  it('changes nothing and shows nothing when the SEO calls fail', async () => {
    answer(() => jsonResponse({ message: 'down' }, { status: 503 }));
    const { container } = renderAt(<SeoFooter />, { path: '/en/' });
    await waitFor(() => expect(calls.length).toBe(3));
    expect(document.title).toBe('Fairline');
    expect(container.querySelector('section')).toBeNull();
  });
});
