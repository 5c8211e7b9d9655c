// The covers the member may change (GET /plexus/coverChangeEventFrameQuery/{id}, the query
// AnwVoluntaryInfo): per cover whether it is held now, its amount and premium.
import { amount, codeOf, descriptionOf, flag, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface FrameCover {
  packageName?: string;
  schemeType?: string;
  coverCode?: string;
  coverDescription?: string;
  selectability?: string;
  defaultSelected: boolean;
  defaultValue?: number;
  isSelected: boolean;
  insuredAmount?: number;
  premium?: number;
}

export function parseCoverFrame(raw: unknown): FrameCover[] {
  return list(record(raw).coverFrameCollection).map((entry) => {
    const cover = record(entry);
    return {
      packageName: text(cover.packageName),
      schemeType: text(cover.schemeType),
      coverCode: codeOf(cover.coverType),
      coverDescription: descriptionOf(cover.coverType),
      selectability: codeOf(cover.selectability),
      defaultSelected: flag(cover.defaultSelected) ?? false,
      defaultValue: amount(cover.defaultValue),
      isSelected: flag(cover.isSelected) ?? false,
      insuredAmount: amount(cover.insuredAmount),
      premium: amount(cover.premium),
    };
  });
}

export const useCoverFrame = () => useParsedQuery('AnwVoluntaryInfo', parseCoverFrame);
