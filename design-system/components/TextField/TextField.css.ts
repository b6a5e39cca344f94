import { style } from '@vanilla-extract/css';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'number',
  'url',
  'password',
  'search',
  'date',
] as const;

/** Browser furniture this field replaces with its own (or that does not fit a phone layout). */
export const nativeFurniture = style({
  selectors: {
    // SearchField draws its own 44 px clear button.
    '&[type="search"]::-webkit-search-cancel-button': { appearance: 'none' },
    '&[type="search"]::-webkit-search-decoration': { appearance: 'none' },
    // Edge adds a reveal button to password inputs; PasswordField has its own.
    '&[type="password"]::-ms-reveal': { display: 'none' },
    // Spin buttons are too small to tap; the numeric keyboard is the way in on a phone.
    '&[type="number"]': { MozAppearance: 'textfield' },
    '&[type="number"]::-webkit-inner-spin-button': { appearance: 'none', margin: 0 },
    '&[type="number"]::-webkit-outer-spin-button': { appearance: 'none', margin: 0 },
    '&[type="date"]::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
  },
});
