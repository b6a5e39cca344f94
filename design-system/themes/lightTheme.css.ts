import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { lightThemeValues } from './lightThemeValues.ts';

/**
 * The default theme sits on `:root` so content portalled outside the app root (dialogs, toasts)
 * is themed too; the dark class and a brand's inline variables on `<html>` override it.
 */
createGlobalTheme(':root', vars, lightThemeValues);
