import { createTheme } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { darkThemeValues } from './darkThemeValues.ts';

/** Class that switches every role to the dark values; the provider puts it on `<html>`. */
export const darkThemeClass = createTheme(vars, darkThemeValues);
