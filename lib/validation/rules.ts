/** The field rules of spec section 5 and 9, as plain predicates (shared by schemas and servers). */

/** local part, @, domain, dot, then a 2 to 4 letter top-level part */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** digits only, 9 to 12 */
export const PHONE_PATTERN = /^\d{9,12}$/;
export const DIGITS_PATTERN = /^\d+$/;

export const NAME_MAX = 50;
export const ADDRESS_MAX = 3000;
export const PASSWORD_MIN = 6;
export const PIN_LENGTH = 6;
/** A captcha's length is the backend's business (issue 20): required, at most this, checked by the server. */
export const CAPTCHA_MAX = 16;
export const SMS_CODE_LENGTH = 6;
export const DISCOUNT_CODE_MAX = 50;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());

/** Registration and password reset name the member by an email (with an @), else a phone number. */
export const isPhoneIdentity = (username: string) => !username.includes('@');

/** upper and lower case letters and numbers, all three */
export const isStrongPassword = (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);

/** How a login identifier is sent: as `email` or as `phone`; null when it is neither. */
export function loginIdentity(username: string): { email: string } | { phone: string } | null {
  const value = username.trim();
  if (isEmail(value)) return { email: value };
  if (isPhone(value)) return { phone: value };
  return null;
}
