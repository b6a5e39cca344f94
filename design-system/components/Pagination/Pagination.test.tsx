import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Pagination } from './Pagination.tsx';

const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);

describe('Pagination', () => {
  it('should be a labelled navigation with the current page marked', () => {
    render(<Pagination pageCount={10} defaultPage={5} />);

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('should show the current page, two at each end and ellipses between', () => {
    render(<Pagination pageCount={10} defaultPage={5} />);
    expect(pageButtons()).toEqual(['1', '2', '5', '9', '10']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('should keep the ellipses out of the accessibility tree', () => {
    render(<Pagination pageCount={10} defaultPage={5} />);
    for (const gap of screen.getAllByText('…')) {
      expect(gap.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('should go to the page pressed and move the window', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination pageCount={10} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Page 9' }));

    expect(onPageChange).toHaveBeenCalledWith(9);
    expect(pageButtons()).toEqual(['1', '2', '9', '10']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Page 9' })).toHaveFocus();
  });

  it('should step with previous and next', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination pageCount={10} defaultPage={5} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('should not go before the first page or past the last', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination pageCount={3} page={1} onPageChange={onPageChange} />);

    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);

    rerender(<Pagination pageCount={3} page={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);

    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('should not report the page that is already current', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination pageCount={5} defaultPage={2} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('should follow a controlled page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination pageCount={10} page={1} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    rerender(<Pagination pageCount={10} page={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('should clamp a page beyond the count', () => {
    render(<Pagination pageCount={4} page={9} />);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('should take translated labels', () => {
    render(
      <Pagination
        pageCount={3}
        label="Paginación"
        previousLabel="Anterior"
        nextLabel="Siguiente"
        pageLabel={(page) => `Página ${page}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it.each([0, 1])('should render nothing for %i pages', (pageCount) => {
    const { container } = render(<Pagination pageCount={pageCount} />);
    expect(container).toBeEmptyDOMElement();
  });
});
