import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { lightThemeValues } from './lightThemeValues.ts';

/**
 * The default theme sits on `:root` so content portalled outside the app root (dialogs, toasts)
 * is themed too; brand overrides are inline variables on `<html>` and win by specificity.
 */
createGlobalTheme(':root', vars, lightThemeValues);
