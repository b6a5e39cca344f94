import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const stateMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  textAlign: 'center',
});

export const stateMessageIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
    height: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
    marginBottom: vars.space.xsmall,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textSecondary },
      negative: { backgroundColor: vars.color.negativeSoft, color: vars.color.negative },
    },
  },
});

export const stateMessageAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
