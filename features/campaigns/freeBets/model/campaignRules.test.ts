import { describe, expect, it } from 'vitest';
import { campaignRules, specCampaign } from './campaignRules.ts';

describe('campaignRules', () => {
  it("should take the brand's numbers", () => {
    expect(
      campaignRules({
        enabled: true,
        amount: 50,
        currency: 'EUR',
        turnoverPerFreeBet: 500,
        maxPerWeek: 3,
        minOdds: 1.5,
        maxOdds: 20,
        claimWeekday: 5,
        startDate: '2026-12-01',
        endDate: '2026-12-28',
      }),
    ).toEqual({
      enabled: true,
      amount: 50,
      currency: 'EUR',
      turnoverPerFreeBet: 500,
      maxPerWeek: 3,
      minOdds: 1.5,
      maxOdds: 20,
      claimWeekday: 5,
      startDate: '2026-12-01',
      endDate: '2026-12-28',
    });
  });

  it("should fill what the brand leaves out with the spec's campaign", () => {
    expect(campaignRules({ enabled: true })).toEqual(specCampaign);
  });

  it('should be off for a brand without the campaign', () => {
    expect(campaignRules(undefined)).toEqual({ ...specCampaign, enabled: false });
    expect(campaignRules({ enabled: false }).enabled).toBe(false);
  });
});
