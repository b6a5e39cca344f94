import { readBrandFile } from '../../brandFile.ts';
import type { BrandFacts } from '../../context.ts';

/** Names of the information modals (casino-and-account spec, sections 2 and 4). */
export const informationModalNames = [
  'cashier',
  'goldenRace',
  'replenishment',
  'webmoney',
  'impostor',
] as const;
export type InformationModalName = (typeof informationModalNames)[number];

/** The parts of brand.json the content module reads beyond BrandFacts. */
export interface BrandExtras {
  name: string;
  defaultOddType: number;
  /** Modals the operator switched off in brand.json; they read as hidden for everyone. */
  disabledModals: InformationModalName[];
  support: { chatUrl?: string; email?: string; phone?: string };
  bigWinAmount: number;
  /** The currency of the promotion's prizes (`campaigns.promotions.currency`, spec: TMT). */
  promotionCurrency: string;
  /** The free-bet campaign's numbers as its texts state them, in `BrandFacts.freeBetCurrency`. */
  freeBets: { amount: number; turnoverPerFreeBet: number };
}

interface BrandFileExtras {
  name?: string;
  odds?: { defaultFormat?: number };
  informationModals?: Partial<Record<InformationModalName, boolean>>;
  support?: { chatUrl?: string; email?: string; phone?: string };
  campaigns?: {
    promotions?: { bigWinAmount?: number; currency?: string };
    freeBets?: { amount?: number; turnoverPerFreeBet?: number };
  };
}

/**
 * Read once when the routes are built, like BrandFacts: the brand file was validated by the app
 * against schemas/brand.schema.json, so only absent fields need defaults here.
 */
export function readBrandExtras(brand: BrandFacts): BrandExtras {
  const file = JSON.parse(readBrandFile(brand.id)) as BrandFileExtras;
  const modals = file.informationModals ?? {};
  return {
    name: file.name ?? brand.id,
    defaultOddType: file.odds?.defaultFormat ?? 0,
    disabledModals: informationModalNames.filter((name) => modals[name] === false),
    support: file.support ?? {},
    bigWinAmount: file.campaigns?.promotions?.bigWinAmount ?? 1000,
    promotionCurrency: file.campaigns?.promotions?.currency ?? 'TMT',
    freeBets: {
      amount: file.campaigns?.freeBets?.amount ?? 100,
      turnoverPerFreeBet: file.campaigns?.freeBets?.turnoverPerFreeBet ?? 1200,
    },
  };
}
