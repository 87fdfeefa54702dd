import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IssueList } from '@/components/cart/IssueList';
import en from '@/messages/en.json';
import zh from '@/messages/zh-hans.json';
import {
  checkoutIssues,
  ticketIssues,
  viewersToSend,
  type CheckoutInput,
  type CheckoutLine,
} from '@/lib/validation/checkout';
import { withIntl } from './support/intl';

const line = (over: Partial<CheckoutLine> = {}): CheckoutLine => ({
  eventId: 'E1',
  superGoodId: 'G1',
  goodCount: 1,
  seated: false,
  publicInterest: false,
  realName: false,
  available: true,
  ...over,
});
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  lines: [line()],
  idCardBound: true,
  viewers: {},
  payGateway: 'alipay',
  noticeConfirmed: true,
  ...over,
});

describe('checkout rules', () => {
  it('a valid order has no issues', () => {
    expect(checkoutIssues(input())).toEqual([]);
  });

  it('a payment method must be chosen', () => {
    expect(checkoutIssues(input({ payGateway: null }))).toEqual(['paymentMethod']);
  });

  it('the notice must be confirmed', () => {
    expect(checkoutIssues(input({ noticeConfirmed: false }))).toEqual(['noticeRequired']);
  });

  it('non-seat tickets are 1 to 6 per purchase', () => {
    expect(ticketIssues([line({ goodCount: 0 })], true)).toContain('quantityRange');
    expect(ticketIssues([line({ goodCount: 7 })], true)).toContain('quantityRange');
    expect(ticketIssues([line({ goodCount: 6 })], true)).toEqual([]);
    expect(ticketIssues([line({ goodCount: 1 })], true)).toEqual([]);
  });

  it('at most 6 tickets per performance, over several prices or seats', () => {
    expect(ticketIssues([line({ goodCount: 4 }), line({ superGoodId: 'G2', goodCount: 3 })], true)).toEqual([
      'perPerformance',
    ]);
    expect(
      ticketIssues([line({ goodCount: 4 }), line({ superGoodId: 'G2', eventId: 'E2', goodCount: 3 })], true),
    ).toEqual([]);
  });

  it('non-profit tickets: at most 2 per order, across performances', () => {
    expect(ticketIssues([line({ publicInterest: true, goodCount: 2 })], true)).toEqual([]);
    expect(
      ticketIssues(
        [
          line({ publicInterest: true, goodCount: 2 }),
          line({ superGoodId: 'S', eventId: 'E2', seated: true, publicInterest: true }),
        ],
        true,
      ),
    ).toEqual(['nonProfitLimit']);
  });

  it('real-name tickets need a bound ID card and at most 2 IDs per performance', () => {
    expect(ticketIssues([line({ realName: true })], false)).toEqual(['bindIdCard']);
    expect(ticketIssues([line({ realName: true })], true)).toEqual([]);
    expect(ticketIssues([line({ realName: true, goodCount: 3 })], true)).toEqual(['realNameMax']);
  });

  it('two real-name tickets need two viewers with valid, different ID cards', () => {
    const lines = [line({ realName: true, goodCount: 2 })];
    expect(checkoutIssues(input({ lines }))).toEqual(['viewerRequired']);
    expect(
      checkoutIssues(
        input({
          lines,
          viewers: {
            E1: [
              { name: 'A', idCard: '110101199003074518' },
              { name: 'B', idCard: '123' },
            ],
          },
        }),
      ),
    ).toEqual(['idCardInvalid']);
    const same = { name: 'A', idCard: '110101199003074518' };
    expect(
      checkoutIssues(
        input({ lines, viewers: { E1: [same, { ...same, name: 'B', idCard: '110101199003074518'.toLowerCase() }] } }),
      ),
    ).toEqual(['idCardDuplicate']);
    const ok = { E1: [same, { name: 'B', idCard: '31010119880505123x' }] };
    expect(checkoutIssues(input({ lines, viewers: ok }))).toEqual([]);
    expect(viewersToSend(lines, ok)).toEqual([
      { name: 'A', idCard: '110101199003074518', eventId: 'E1' },
      { name: 'B', idCard: '31010119880505123X', eventId: 'E1' },
    ]);
    // one real-name ticket is the member's own: no viewer to enter or send
    expect(checkoutIssues(input({ lines: [line({ realName: true })] }))).toEqual([]);
    expect(viewersToSend([line({ realName: true })], {})).toEqual([]);
  });

  it('tickets no longer available stop the order; an empty order has nothing to buy', () => {
    expect(ticketIssues([line({ available: false })], true)).toEqual(['unavailable']);
    expect(ticketIssues([], true)).toEqual(['noItems']);
  });
});

describe('checkout messages', () => {
  const all = [
    'noItems',
    'unavailable',
    'quantityRange',
    'perPerformance',
    'nonProfitLimit',
    'bindIdCard',
    'realNameMax',
    'viewerRequired',
    'idCardInvalid',
    'idCardDuplicate',
    'paymentMethod',
    'noticeRequired',
  ] as const;

  it('every rule has its message in both languages, the spec wording in English', () => {
    for (const issue of all) {
      expect(en.Checkout[`issue_${issue}`], issue).toBeTruthy();
      expect(zh.Checkout[`issue_${issue}`], issue).toBeTruthy();
    }
    expect(en.Checkout.issue_paymentMethod).toBe('Please select payment method');
    expect(en.Checkout.issue_bindIdCard).toBe('Please Bind ID Card With Real-name Ticket.');
    expect(en.Checkout.confirmationFailed).toBe('error. Please refresh the page');
    expect(en.Checkout.unionPayNote).toBe('UnionPay: 10% off');
    expect(zh.Checkout.unionPayNote).toContain('9折');
  });

  it('shows each issue as its message', () => {
    render(withIntl(<IssueList issues={[...all]} />));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(all.map((issue) => en.Checkout[`issue_${issue}`]));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select payment method');
  });

  it('in Chinese too', () => {
    render(withIntl(<IssueList issues={['paymentMethod', 'bindIdCard', 'nonProfitLimit']} />, 'zh-hans'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '请选择支付方式',
      '购买实名制门票请先绑定身份证。',
      '公益票每笔订单最多2张。',
    ]);
  });
});
