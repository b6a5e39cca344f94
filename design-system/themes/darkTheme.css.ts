import { createGlobalTheme, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { darkThemeValues } from './darkThemeValues.ts';

/** Class that switches every role to the dark values; the provider puts it on `<html>`. */
export const darkThemeClass = style({});

// The doubled class outranks the light theme on `:root` (one class against one pseudo-class)
// whatever order the bundler gives the two rules in the stylesheet.
createGlobalTheme(`.${darkThemeClass}.${darkThemeClass}`, vars, darkThemeValues);
