/** The members' benefits panel (/benefits). */
import type { ImageFile } from './media';

/** The benefit tabs' keys, as the spec spells them (member_acitivity too); their fields: benefits.ts. */
export type BenefitTabKey = 'basic' | 'gift' | 'member_acitivity' | 'sponsor_member';

export type MembershipLevel = { id: string; tid: number; name: string; color: string };

/** A level a benefit is open to, with the optional detail for that level ('2 a year'). */
export type Eligibility = { levelId: string; description: string | null };

export type Benefit = { id: string; title: string; icon: ImageFile | null; eligibility: Eligibility[] };

export type BenefitsPanel = {
  title: string;
  reminderHtml: string;
  bottomMessageHtml: string;
  levels: MembershipLevel[];
  tabs: { key: BenefitTabKey; benefits: Benefit[] }[];
};
