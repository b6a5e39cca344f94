import type { Brand } from '../../../../schemas/generated/brand.ts';

type BrandFreeBets = NonNullable<NonNullable<Brand['campaigns']>['freeBets']>;

/** The campaign's numbers, every one present (spec, section 9, where the brand leaves one out). */
export interface CampaignRules {
  enabled: boolean;
  /** Value of one free bet. */
  amount: number;
  currency: string;
  turnoverPerFreeBet: number;
  maxPerWeek: number;
  minOdds: number;
  maxOdds: number;
  /** 0 Sunday … 6 Saturday. */
  claimWeekday: number;
  /** yyyy-MM-dd, Moscow days. */
  startDate: string | undefined;
  endDate: string | undefined;
}

/** The spec's campaign: 100 TMT free bets, one per 1200 staked, 5 a week, odds 1.75–50, Wednesday. */
export const specCampaign: CampaignRules = {
  enabled: true,
  amount: 100,
  currency: 'TMT',
  turnoverPerFreeBet: 1200,
  maxPerWeek: 5,
  minOdds: 1.75,
  maxOdds: 50,
  claimWeekday: 3,
  startDate: undefined,
  endDate: undefined,
};

/** The brand's campaign settings over the spec's. */
export function campaignRules(config: BrandFreeBets | undefined): CampaignRules {
  return {
    enabled: config?.enabled ?? false,
    amount: config?.amount ?? specCampaign.amount,
    currency: config?.currency ?? specCampaign.currency,
    turnoverPerFreeBet: config?.turnoverPerFreeBet ?? specCampaign.turnoverPerFreeBet,
    maxPerWeek: config?.maxPerWeek ?? specCampaign.maxPerWeek,
    minOdds: config?.minOdds ?? specCampaign.minOdds,
    maxOdds: config?.maxOdds ?? specCampaign.maxOdds,
    claimWeekday: config?.claimWeekday ?? specCampaign.claimWeekday,
    startDate: config?.startDate,
    endDate: config?.endDate,
  };
}
