import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShortOfPointsAlert } from './ShortOfPointsAlert';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const show = (balance: number | undefined, price: number) =>
  render(
    <MemoryRouter>
      <ShortOfPointsAlert balance={balance} price={price}>
        Too dear.
      </ShortOfPointsAlert>
    </MemoryRouter>,
  );

describe('ShortOfPointsAlert', () => {
  it('says why and links to the points page when the balance is below the price', () => {
    show(5, 10);
    expect(screen.getByText(/Too dear\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'points.getPoints' }).getAttribute('href')).toBe('/points');
  });

  it('stays silent when the balance pays exactly the price', () => {
    show(10, 10);
    expect(screen.queryByText(/Too dear\./)).toBeNull();
  });

  it('stays silent while the balance is not known, and for a free action', () => {
    show(undefined, 10);
    show(0, 0);
    expect(screen.queryByText(/Too dear\./)).toBeNull();
  });
});
