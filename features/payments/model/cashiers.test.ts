import { describe, expect, it } from 'vitest';
import { pinCashiers, type Cashier } from './cashiers.ts';

const cashier = (id: number, name: string): Cashier => ({
  id,
  first_name: name,
  address: '',
  phone: '',
});

const ids = (cashiers: readonly Cashier[]) => cashiers.map((item) => item.id);

describe('pinCashiers', () => {
  it('should keep the platform order when it already pins them', () => {
    const list = [
      cashier(1, 'Caja central'),
      cashier(5, 'Andrés'),
      cashier(4, 'Camila'),
      cashier(99, 'Otro'),
    ];
    expect(ids(pinCashiers(list))).toEqual([1, 5, 4, 99]);
  });

  it('should move the head office first and the other cashier last, keeping the rest in order', () => {
    const list = [
      cashier(99, 'Otro'),
      cashier(3, 'Jorge'),
      cashier(1, 'Caja central'),
      cashier(2, 'María'),
    ];
    expect(ids(pinCashiers(list))).toEqual([1, 3, 2, 99]);
  });

  it('should cope with lists missing one or both pinned cashiers', () => {
    expect(ids(pinCashiers([cashier(99, 'Otro'), cashier(3, 'Jorge')]))).toEqual([3, 99]);
    expect(ids(pinCashiers([cashier(3, 'Jorge'), cashier(1, 'Caja')]))).toEqual([1, 3]);
    expect(pinCashiers([])).toEqual([]);
  });

  it('should not change the list it was given', () => {
    const list = [cashier(99, 'Otro'), cashier(1, 'Caja central')];
    pinCashiers(list);
    expect(ids(list)).toEqual([99, 1]);
  });
});
