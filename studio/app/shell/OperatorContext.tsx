import { createContext, useContext } from 'react';
import type { StudioOperator, StudioRole } from '../../../schemas/studioApi.ts';

export const OperatorContext = createContext<StudioOperator | null>(null);

/** The signed-in operator (screens render only under a session). */
export function useOperator(): StudioOperator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator needs an OperatorContext above it');
  return operator;
}

export function hasRole(operator: StudioOperator, role: StudioRole): boolean {
  return operator.roles.includes(role);
}
