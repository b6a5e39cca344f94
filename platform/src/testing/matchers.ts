import { expect } from 'vitest';

// vitest types its asymmetric matchers as `any`; these name the type they stand for, so a test
// can put them in a typed object without the type-checked lint rules objecting.

export const anyNumber = (): number => expect.any(Number) as number;

export const anyString = (): string => expect.any(String) as string;

export const matching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;

export const containing = (part: string): string => expect.stringContaining(part) as string;
