import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RootRedirect } from './RootRedirect.tsx';

function CurrentAddress() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route index element={<RootRedirect />} />
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('status', { name: 'address' });
}

describe('RootRedirect', () => {
  it('should open the casino home', () => {
    expect(renderAt('/')).toHaveTextContent(/^\/slots\/home$/);
  });

  it('should keep the query and hash, so app-open links at the root still work', () => {
    expect(renderAt('/?log=abc&pas=def&betting=WELCOME100#top')).toHaveTextContent(
      /^\/slots\/home\?log=abc&pas=def&betting=WELCOME100#top$/,
    );
  });
});
