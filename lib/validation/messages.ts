/**
 * The validation messages of spec section 5. Schemas take them as an argument so a form can pass
 * the localized texts; the English defaults are the spec's wording, verbatim.
 */
export type ValidationMessages = {
  required: string;
  incorrectEmail: string;
  phone: string;
  credentials: string;
  maxLength: (max: number) => string;
  minLength: (min: number) => string;
  exactLength: (length: number) => string;
  number: string;
  passwordRule: string;
  passwordMatch: string;
  pinRequired: string;
  pinMatch: string;
  discountCodeRequired: string;
  pointsInvalid: string;
  pointsTooMany: (max: number) => string;
};

export const englishMessages: ValidationMessages = {
  required: 'Required',
  incorrectEmail: 'Incorrect Email',
  phone: 'Must be phone number (9-12 digits)',
  credentials: 'Something is wrong with your login credentials',
  maxLength: (max) => `must be ${max} characters or fewer`,
  minLength: (min) => `Minimum number of character is ${min}`,
  exactLength: (length) => `Must be ${length} characters`,
  number: 'Must be number',
  passwordRule: 'Password must mix upper and lower case letters and numbers',
  passwordMatch: 'Password fields must be matches',
  pinRequired: 'Please input your password',
  pinMatch: 'Two fields must be matched',
  discountCodeRequired: 'Please enter a discount code.',
  pointsInvalid: 'Please enter a number of points.',
  pointsTooMany: (max) => `At most ${max} points can be used on this order.`,
};
