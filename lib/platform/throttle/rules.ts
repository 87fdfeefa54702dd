/**
 * What each limit allows (issues 22 and 29): how many tries in how many minutes, and whether every
 * try counts or only the failed ones. The numbers alone, without the limiter (./limits.ts) or its
 * store: the e2e tests read them in Node as they are, where the server's modules cannot be loaded
 * (they are `server-only`). docs/security.md gives each rule, what it stops and the figures.
 */
export type Limit = { name: string; points: number; minutes: number; counts: 'failures' | 'attempts' };

const minutes = (name: string, points: number, window: number, counts: Limit['counts']): Limit => ({
  name,
  points,
  minutes: window,
  counts,
});

export const LIMITS = {
  /** wrong passwords for one account from one address: the guesser's own lock */
  loginPerAccountAddress: minutes('login-account-address', 5, 15, 'failures'),
  /** wrong passwords from one address, whatever the account (one address trying many accounts) */
  loginPerAddress: minutes('login-address', 30, 15, 'failures'),
  /** wrong passwords for one account from everywhere: a ceiling against many addresses at once */
  loginPerAccount: minutes('login-account', 100, 60, 'failures'),
  captchaPerAddress: minutes('captcha-address', 20, 10, 'failures'),
  /** one login try per captcha: each guess costs a fresh captcha, whatever the API does with it */
  captchaPerToken: minutes('captcha-token', 1, 10, 'attempts'),
  pinPerAccount: minutes('pin-account', 5, 15, 'failures'),
  pinPerAddress: minutes('pin-address', 30, 15, 'failures'),
  resetPerAccountAddress: minutes('reset-account-address', 5, 15, 'failures'),
  resetPerAccount: minutes('reset-account', 30, 60, 'failures'),
  resetPerAddress: minutes('reset-address', 30, 15, 'failures'),
  registerPerAddress: minutes('register-address', 20, 60, 'attempts'),
  /** a phone registration's SMS code refused (or the number taken): guessing codes for a number */
  registerCodePerNumber: minutes('register-number', 5, 15, 'failures'),
  /** SMS codes to one number from one address: the sender's own count (a stranger spends theirs, not the owner's) */
  smsPerNumberAddress: minutes('sms-number-address', 5, 60, 'attempts'),
  /**
   * SMS codes to one number from everywhere: a ceiling against many addresses at once, which a
   * browser the member logged in from before passes (the owner's own device always gets a code)
   */
  smsPerNumber: minutes('sms-number', 30, 60, 'attempts'),
  smsPerAddress: minutes('sms-address', 20, 60, 'attempts'),
  /** e-mail codes, as the SMS ones: per (address, address asked from), and a ceiling the owner's browser passes */
  emailCodePerEmailAddress: minutes('email-code-email-address', 5, 60, 'attempts'),
  emailCodePerEmail: minutes('email-code-email', 30, 60, 'attempts'),
  emailCodePerAddress: minutes('email-code-address', 20, 60, 'attempts'),
  /** `?token=` links looked up at the ticketing API, per address (each costs a backend call) */
  handoffPerAddress: minutes('handoff-address', 30, 10, 'attempts'),
  /**
   * numbers taken in the waiting room's lines from one address (lib/platform/waiting-room/line.ts): a visitor
   * who holds a number (its cookie) never takes another, so only browsers without one count (a new
   * device, a private window, cookies cleared). A household of six with three browsers each takes
   * 18; an office's or a university's NAT on an on-sale night, some dozens in the first minutes.
   * 100 in 10 minutes lets them all in; a bot dropping its cookies, which before took a number per
   * request (the edge lets 360 a minute through per address), now adds at most 10 a minute to the
   * line, against the default room's 120 let in a minute.
   */
  queuePerAddress: minutes('queue-address', 100, 10, 'attempts'),
  /**
   * The public doors that cost a backend call each, per address (every call counts). Far above
   * what an honest visitor does, and than a household or an office behind one address does
   * (docs/security.md): a page of the shows asks a few times, the buy box once per performance chosen.
   */
  showsPerAddress: minutes('shows-address', 3_000, 10, 'attempts'),
  /**
   * the seat map's seats: a buyer using the map for 20 minutes, refreshed every 2 s at the most
   * (300 in 10 minutes), is let through four times over (a household on one address)
   */
  seatsPerAddress: minutes('seats-address', 1_200, 10, 'attempts'),
  /** a cart priced: once per change of the cart and per visit of the cart and checkout */
  cartPricePerAddress: minutes('cart-price-address', 1_200, 10, 'attempts'),
  /** a new captcha: one per login form shown and per wrong answer (captchaPerAddress allows 20 of those) */
  captchaNewPerAddress: minutes('captcha-new-address', 300, 10, 'attempts'),
  /** preview links opened (each asks the CMS once or twice): editors open a few a minute */
  draftPerAddress: minutes('draft-address', 120, 10, 'attempts'),
  /**
   * joins of a waiting room's line (the queue page's script and button), whether or not a number
   * is taken: a visitor joins once per page load; an office behind one address, some hundreds
   */
  queueJoinPerAddress: minutes('queue-join-address', 600, 5, 'attempts'),
  /**
   * questions about a place in line: every 2 s at the most per visitor near the front, up to 20 s
   * further back (the answer says when): 30 a second from one address is some 60 visitors at the
   * front, or 600 far back, behind one address (an office's NAT on an on-sale night; the edge
   * counts 100 in 10 s per address before this)
   */
  queueStatusPerAddress: minutes('queue-status-address', 9_000, 5, 'attempts'),
} as const satisfies Record<string, Limit>;
