// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  englishMessages,
  forgotPasswordSchema,
  loginSchema,
  openAccountPinSchema,
  openAccountSmsSchema,
  personalInfoSchema,
  pinSchema,
  registerSchema,
} from '@/lib/validation';
import { afterLoginPath } from '@/lib/url/after-login';
import type { z } from 'zod';
import { theDemoMember } from './fixtures/seed';

/** The first message per field, as the forms show them. */
function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const login = loginSchema();
const okLogin = { username: theDemoMember.email, password: 'x', captcha: 'TEST' };

describe('spec section 5 messages', () => {
  it('are the spec wording, verbatim', () => {
    expect(englishMessages.required).toBe('Required');
    expect(englishMessages.maxLength(50)).toBe('must be 50 characters or fewer');
    expect(englishMessages.maxLength(3000)).toBe('must be 3000 characters or fewer');
    expect(englishMessages.minLength(6)).toBe('Minimum number of character is 6');
    expect(englishMessages.exactLength(4)).toBe('Must be 4 characters');
    expect(englishMessages.number).toBe('Must be number');
    expect(englishMessages.incorrectEmail).toBe('Incorrect Email');
    expect(englishMessages.phone).toBe('Must be phone number (9-12 digits)');
  });
});

describe('login schema', () => {
  it('requires username, password and captcha', () => {
    expect(firstErrors(login, { username: '', password: '', captcha: '' })).toEqual({
      username: 'Required',
      password: 'Required',
      captcha: 'Required',
    });
  });

  it('accepts an email or a phone of 9 to 12 digits as username', () => {
    expect(login.safeParse(okLogin).success).toBe(true);
    expect(login.safeParse({ ...okLogin, username: theDemoMember.phone }).success).toBe(true);
    expect(login.safeParse({ ...okLogin, username: '123456789' }).success).toBe(true);
    expect(login.safeParse({ ...okLogin, username: '123456789012' }).success).toBe(true);
  });

  it.each(['someone', '12345678', '1234567890123', 'a@b', 'a@b.c', 'a@b.toolong', '1380013800a'])(
    'refuses %s with the credentials message',
    (username) => {
      expect(firstErrors(login, { ...okLogin, username }).username).toBe(
        'Something is wrong with your login credentials',
      );
    },
  );

  it('leaves the captcha length to the backend (issue 20): any length up to 16, case and spaces kept', () => {
    for (const captcha of ['TES', 'TeSt', 'Ab3dE', 'Ab3dEf', 'x'.repeat(16), ' Ab3d '])
      expect(login.parse({ ...okLogin, captcha }).captcha).toBe(captcha);
    expect(firstErrors(login, { ...okLogin, captcha: 'x'.repeat(17) }).captcha).toBe('must be 16 characters or fewer');
  });

  it('limits the username to 50 characters', () => {
    const username = `${'a'.repeat(45)}@x.com`;
    expect(firstErrors(login, { ...okLogin, username }).username).toBe('must be 50 characters or fewer');
  });
});

describe('registration and forgot password schemas', () => {
  const reg = registerSchema();
  const ok = { username: 'new@theatre.test', name: '', password: 'Abc123', confirmPassword: 'Abc123' };

  it('accepts a valid registration by email, or by phone with its 6-digit SMS code', () => {
    expect(reg.safeParse(ok).success).toBe(true);
    expect(reg.safeParse({ ...ok, username: '13912345678', verifyCode: '123456' }).success).toBe(true);
  });

  it('a phone registration without its SMS code is refused (issue 21)', () => {
    expect(firstErrors(reg, { ...ok, username: '13912345678' }).verifyCode).toBe('Required');
    expect(firstErrors(reg, { ...ok, username: '13912345678', verifyCode: '12a456' }).verifyCode).toBe(
      'Must be number',
    );
    expect(firstErrors(reg, { ...ok, username: '13912345678', verifyCode: '12345' }).verifyCode).toBe(
      'Must be 6 characters',
    );
  });

  it('says Incorrect Email for a bad email and the phone message for a bad phone', () => {
    expect(firstErrors(reg, { ...ok, username: 'me@home' }).username).toBe('Incorrect Email');
    expect(firstErrors(reg, { ...ok, username: 'me@home.museum' }).username).toBe('Incorrect Email');
    expect(firstErrors(reg, { ...ok, username: '12345' }).username).toBe('Must be phone number (9-12 digits)');
    expect(firstErrors(reg, { ...ok, username: '' }).username).toBe('Required');
  });

  it('wants 6+ characters mixing upper and lower case letters and numbers', () => {
    expect(firstErrors(reg, { ...ok, password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe(
      'Minimum number of character is 6',
    );
    for (const password of ['abcdef1', 'ABCDEF1', 'Abcdefg']) {
      expect(firstErrors(reg, { ...ok, password, confirmPassword: password }).password).toBe(
        englishMessages.passwordRule,
      );
    }
  });

  it('says Password fields must be matches on a different confirmation', () => {
    expect(firstErrors(reg, { ...ok, confirmPassword: 'Abc124' }).confirmPassword).toBe(
      'Password fields must be matches',
    );
  });

  it('limits the name to 50 characters', () => {
    expect(firstErrors(reg, { ...ok, name: 'x'.repeat(51) }).name).toBe('must be 50 characters or fewer');
    expect(reg.safeParse({ ...ok, name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('checks the verification code of the password reset', () => {
    const forgot = forgotPasswordSchema();
    const base = {
      username: theDemoMember.phone,
      verifyCode: '123456',
      newPassword: 'Abc123',
      confirmPassword: 'Abc123',
    };
    expect(forgot.safeParse(base).success).toBe(true);
    expect(firstErrors(forgot, { ...base, verifyCode: '' }).verifyCode).toBe('Required');
    expect(firstErrors(forgot, { ...base, verifyCode: '12a456' }).verifyCode).toBe('Must be number');
    expect(firstErrors(forgot, { ...base, verifyCode: '12345' }).verifyCode).toBe('Must be 6 characters');
    expect(firstErrors(forgot, { ...base, confirmPassword: 'x' }).confirmPassword).toBe(
      'Password fields must be matches',
    );
  });
});

describe('personal information schema', () => {
  const info = personalInfoSchema();
  const ok = { userName: 'Li Ming', userTel: theDemoMember.phone, userAddress: '1 Harbour Road' };

  it('applies the 50 and 3000 character limits', () => {
    expect(info.safeParse({ ...ok, userName: 'x'.repeat(50), userAddress: 'y'.repeat(3000) }).success).toBe(true);
    expect(firstErrors(info, { ...ok, userName: 'x'.repeat(51) }).userName).toBe('must be 50 characters or fewer');
    expect(firstErrors(info, { ...ok, userAddress: 'y'.repeat(3001) }).userAddress).toBe(
      'must be 3000 characters or fewer',
    );
  });

  it('wants a phone of 9 to 12 digits (or none)', () => {
    expect(info.safeParse({ ...ok, userTel: '' }).success).toBe(true);
    for (const userTel of ['12345678', '1234567890123', '138-0013-8000']) {
      expect(firstErrors(info, { ...ok, userTel }).userTel).toBe('Must be phone number (9-12 digits)');
    }
  });
});

describe('pin password schemas', () => {
  const pin = pinSchema();
  const proof = { validateType: '1' as const, payPassword: '', mobileNumber: '', payVerifyCode: '' };

  it('says Please input your password when empty', () => {
    expect(firstErrors(pin, { ...proof, newPayPassword: '', confirmPayPassword: '' })).toEqual({
      newPayPassword: 'Please input your password',
      confirmPayPassword: 'Please input your password',
    });
  });

  it('wants 6 digits', () => {
    expect(firstErrors(pin, { ...proof, newPayPassword: '12345a', confirmPayPassword: '12345a' }).newPayPassword).toBe(
      'Must be number',
    );
    expect(firstErrors(pin, { ...proof, newPayPassword: '12345', confirmPayPassword: '12345' }).newPayPassword).toBe(
      'Must be 6 characters',
    );
  });

  it('says Two fields must be matched on a different confirmation', () => {
    expect(
      firstErrors(pin, { ...proof, newPayPassword: '123456', confirmPayPassword: '654321' }).confirmPayPassword,
    ).toBe('Two fields must be matched');
    expect(pin.safeParse({ ...proof, newPayPassword: '123456', confirmPayPassword: '123456' }).success).toBe(true);
  });

  it('changing a pin that is set wants the current pin, or a phone and its SMS code', () => {
    const changing = pinSchema(undefined, true);
    const next = { newPayPassword: '123456', confirmPayPassword: '123456' };
    expect(firstErrors(changing, { ...proof, ...next }).payPassword).toBe('Please input your password');
    expect(changing.safeParse({ ...proof, ...next, payPassword: '654321' }).success).toBe(true);
    expect(firstErrors(changing, { ...proof, ...next, validateType: '2' })).toMatchObject({
      mobileNumber: 'Required',
      payVerifyCode: 'Required',
    });
    expect(
      changing.safeParse({
        ...proof,
        ...next,
        validateType: '2',
        mobileNumber: theDemoMember.phone,
        payVerifyCode: '123456',
      }).success,
    ).toBe(true);
  });

  it('checks the points account opening by pin or by SMS code', () => {
    expect(firstErrors(openAccountPinSchema(), { payPassword: '' }).payPassword).toBe('Please input your password');
    const sms = openAccountSmsSchema();
    expect(firstErrors(sms, { mobileNumber: '1', payVerifyCode: '' })).toEqual({
      mobileNumber: 'Must be phone number (9-12 digits)',
      payVerifyCode: 'Required',
    });
    expect(sms.safeParse({ mobileNumber: theDemoMember.phone, payVerifyCode: '123456' }).success).toBe(true);
  });
});

describe('returnTo after login', () => {
  it('keeps same-site paths only', () => {
    expect(afterLoginPath('/en/profile/orders?x=1', 'en')).toBe('/en/profile/orders?x=1');
    expect(afterLoginPath('/cart', 'zh-hans')).toBe('/cart');
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '', null]) {
      expect(afterLoginPath(bad, 'en')).toBe('/en');
      expect(afterLoginPath(bad, 'zh-hans')).toBe('/');
    }
  });
});
