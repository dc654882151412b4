// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/layout-test-utils';
import { BlockPage } from './block-page';

afterEach(cleanup);

describe('<BlockPage/>', () => {
  it('links to the appeal form in the same language', () => {
    renderAt(<BlockPage />, { path: '/ar/block' });
    expect(screen.getByRole('link', { name: 'Send an appeal' }).getAttribute('href')).toBe('/ar/block-appeal');
  });
});
