/** Payment gateways of the sandbox. UnionPay gives 10% off the payable amount (9折). */
import { pick, type Lang } from './messages';
import { ApiError } from './respond';

export const gateways = [
  { gatewayId: 1, code: 'alipay', nameZh: '支付宝', nameEn: 'Alipay', color: '#1677ff' },
  { gatewayId: 2, code: 'wechatpay', nameZh: '微信支付', nameEn: 'WeChat Pay', color: '#07c160' },
  {
    gatewayId: 3,
    code: 'unionpay',
    nameZh: '银联',
    nameEn: 'UnionPay',
    color: '#d7000f',
    noteZh: '银联支付享9折优惠',
    noteEn: 'UnionPay: 10% off',
  },
] as const;

export const UNIONPAY_RATE = 0.1;

function icon(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" rx="10" fill="${colour}"/><text x="24" y="32" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function gatewaysVo(lang: Lang) {
  return gateways.map((g) => ({
    gatewayId: g.gatewayId,
    code: g.code,
    name: pick(lang, g.nameZh, g.nameEn),
    icon: icon(g.nameEn[0], g.color),
    discountNote: 'noteZh' in g ? pick(lang, g.noteZh, g.noteEn) : null,
    discountRate: g.code === 'unionpay' ? UNIONPAY_RATE : 0,
  }));
}

export function unionPayNote(lang: Lang): string {
  return pick(lang, gateways[2].noteZh, gateways[2].noteEn);
}

/** A gateway by code ('alipay') or id (3 / '3'); undefined input is 'Please select payment method'. */
export function gatewayCode(input: string | number | undefined | null): string {
  if (input === undefined || input === null || input === '') throw new ApiError(422, 'Please select payment method');
  const g = gateways.find((x) => x.code === String(input).toLowerCase() || String(x.gatewayId) === String(input));
  if (!g) throw new ApiError(422, 'Unknown payment method');
  return g.code;
}
