import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MembershipCard } from '@/components/member/MembershipCard';
import { cardStyle } from '@/components/member/card-style';
import { reshapeMember as reshapeProfile } from '@/lib/ticketing/account';
import { theDemoMember } from './fixtures/seed';
import { withIntl } from './support/intl';

const base = {
  userEmail: theDemoMember.email,
  userToken: 'M20260001',
  userTel: theDemoMember.phone,
  userAddress: 'Harbour Road',
  levelName: 'Gold',
};

describe('membership card', () => {
  it('shows the name, token, level, phone and address', () => {
    render(withIntl(<MembershipCard profile={reshapeProfile({ ...base, userName: 'Li Ming', userLevel: 3 })} />));
    expect(screen.getByTestId('card-name')).toHaveTextContent('Li Ming');
    expect(screen.getByTestId('card-token')).toHaveTextContent('M20260001');
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText(theDemoMember.phone)).toBeInTheDocument();
    expect(screen.getByText('Harbour Road')).toBeInTheDocument();
  });

  it('falls back to the email, then the phone, when the name is the not-set placeholder', () => {
    const { rerender } = render(withIntl(<MembershipCard profile={reshapeProfile({ ...base, userName: '未设置' })} />));
    expect(screen.getByTestId('card-name')).toHaveTextContent(theDemoMember.email);
    rerender(withIntl(<MembershipCard profile={reshapeProfile({ ...base, userName: '未设置', userEmail: '' })} />));
    expect(screen.getByTestId('card-name')).toHaveTextContent(theDemoMember.phone);
  });

  it('styles levels 2 and 3 common, 4 vip, others none', () => {
    expect([1, 2, 3, 4, 5].map(cardStyle)).toEqual([null, 'common', 'common', 'vip', null]);
  });

  it('turns over to the QR code and the barcode of the token', async () => {
    const user = userEvent.setup();
    render(withIntl(<MembershipCard profile={reshapeProfile({ ...base, userLevel: 4 })} />));
    expect(screen.getByTestId('membership-card')).toHaveAttribute('data-card-style', 'vip');
    await user.click(screen.getByRole('button', { name: "Show the card's codes" }));
    expect(await screen.findByTestId('card-qr')).toHaveAttribute('aria-label', 'QR code of card M20260001');
    expect(await screen.findByTestId('card-barcode')).toHaveAttribute('aria-label', 'Barcode of card M20260001');
  });
});
