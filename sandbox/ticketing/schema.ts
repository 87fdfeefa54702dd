/**
 * The ticketing tables. Money is stored in fen (1/100 yuan) as integers; the API speaks yuan.
 * Stock invariants live in the database itself (CHECK constraints), so no code path can oversell.
 */
export const ticketingSchema = `
CREATE TABLE IF NOT EXISTS tk_members (
  id INTEGER PRIMARY KEY,
  email TEXT UNIQUE,
  phone TEXT UNIQUE,
  password_hash TEXT NOT NULL,
  name TEXT,
  address TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL DEFAULT '',
  card_no TEXT NOT NULL UNIQUE,
  level INTEGER NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 4),
  id_card TEXT,
  pay_password_hash TEXT,
  points_opened INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  growth INTEGER NOT NULL DEFAULT 0 CHECK (growth >= 0),
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tk_sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS tk_captchas (
  token TEXT PRIMARY KEY,
  identifier TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS tk_captchas_identifier ON tk_captchas(identifier, created_at);
CREATE TABLE IF NOT EXISTS tk_sms_codes (
  phone TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tk_email_codes (
  email TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tk_point_records (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  data_type INTEGER NOT NULL CHECK (data_type IN (1, 2)),
  amount INTEGER NOT NULL,
  balance INTEGER NOT NULL,
  reason_zh TEXT NOT NULL,
  reason_en TEXT NOT NULL,
  order_token TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tk_point_records_member ON tk_point_records(member_id, data_type, created_at);
CREATE TABLE IF NOT EXISTS tk_medals (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  code TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  desc_zh TEXT NOT NULL,
  desc_en TEXT NOT NULL,
  color TEXT NOT NULL,
  awarded_at INTEGER NOT NULL,
  UNIQUE (member_id, code)
);
CREATE TABLE IF NOT EXISTS tk_coupons (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  code TEXT NOT NULL UNIQUE,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  amount_fen INTEGER,
  discount_rate REAL,
  min_spend_fen INTEGER NOT NULL DEFAULT 0,
  valid_from INTEGER NOT NULL,
  valid_to INTEGER NOT NULL,
  used_at INTEGER,
  order_token TEXT
);
CREATE TABLE IF NOT EXISTS tk_discount_codes (
  code TEXT PRIMARY KEY,
  discount_id INTEGER NOT NULL UNIQUE,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  percent_off INTEGER,
  amount_off_fen INTEGER,
  min_spend_fen INTEGER NOT NULL DEFAULT 0,
  valid_from INTEGER NOT NULL,
  valid_to INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tk_project_types (
  id INTEGER PRIMARY KEY,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tk_sites (
  site_id TEXT PRIMARY KEY,
  site_version_id TEXT NOT NULL,
  venue_key TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  seated INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tk_projects (
  project_token TEXT PRIMARY KEY,
  name_zh TEXT NOT NULL,
  name_en TEXT NOT NULL,
  type_id INTEGER NOT NULL REFERENCES tk_project_types(id),
  site_id TEXT NOT NULL REFERENCES tk_sites(site_id),
  seat_type INTEGER NOT NULL CHECK (seat_type IN (1, 2)),
  real_name INTEGER NOT NULL DEFAULT 0,
  public_interest_num INTEGER NOT NULL DEFAULT 2,
  sell_start_time INTEGER,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tk_events (
  event_token TEXT PRIMARY KEY,
  project_token TEXT NOT NULL REFERENCES tk_projects(project_token),
  show_time INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tk_events_project ON tk_events(project_token, show_time);
CREATE TABLE IF NOT EXISTS tk_prices (
  price_id INTEGER PRIMARY KEY,
  event_token TEXT NOT NULL REFERENCES tk_events(event_token),
  price_fen INTEGER NOT NULL,
  good_count INTEGER NOT NULL,
  sale_count INTEGER NOT NULL DEFAULT 0,
  public_interest INTEGER NOT NULL DEFAULT 0,
  super_good_id TEXT NOT NULL UNIQUE,
  CHECK (sale_count >= 0 AND sale_count <= good_count)
);
CREATE INDEX IF NOT EXISTS tk_prices_event ON tk_prices(event_token);
CREATE TABLE IF NOT EXISTS tk_seat_goods (
  super_good_id TEXT PRIMARY KEY,
  event_token TEXT NOT NULL REFERENCES tk_events(event_token),
  price_id INTEGER NOT NULL REFERENCES tk_prices(price_id),
  seat_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'locked', 'sold')),
  order_token TEXT,
  UNIQUE (event_token, seat_id)
);
CREATE TABLE IF NOT EXISTS tk_cart_items (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  event_token TEXT NOT NULL,
  super_good_id TEXT NOT NULL,
  good_count INTEGER NOT NULL CHECK (good_count BETWEEN 1 AND 6),
  added_at INTEGER NOT NULL,
  UNIQUE (member_id, super_good_id)
);
CREATE TABLE IF NOT EXISTS tk_orders (
  order_token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES tk_members(id),
  request_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'success', 'cancelled', 'waitingSeat', 'abolished')),
  total_fen INTEGER NOT NULL,
  coupon_code TEXT,
  coupon_discount_fen INTEGER NOT NULL DEFAULT 0,
  discount_code TEXT,
  discount_code_discount_fen INTEGER NOT NULL DEFAULT 0,
  points_used INTEGER NOT NULL DEFAULT 0,
  points_deduction_fen INTEGER NOT NULL DEFAULT 0,
  gateway_discount_fen INTEGER NOT NULL DEFAULT 0,
  payable_fen INTEGER NOT NULL CHECK (payable_fen >= 0),
  pay_gateway TEXT NOT NULL,
  return_url TEXT,
  created_at INTEGER NOT NULL,
  deadline INTEGER NOT NULL,
  paid_at INTEGER,
  closed_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX IF NOT EXISTS tk_orders_status ON tk_orders(status, deadline);
CREATE INDEX IF NOT EXISTS tk_orders_member ON tk_orders(member_id, created_at);
CREATE TABLE IF NOT EXISTS tk_order_lines (
  id INTEGER PRIMARY KEY,
  order_token TEXT NOT NULL REFERENCES tk_orders(order_token),
  event_token TEXT NOT NULL REFERENCES tk_events(event_token),
  price_id INTEGER NOT NULL REFERENCES tk_prices(price_id),
  super_good_id TEXT NOT NULL,
  seat_id TEXT,
  good_count INTEGER NOT NULL CHECK (good_count >= 1),
  unit_price_fen INTEGER NOT NULL,
  public_interest INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS tk_order_lines_order ON tk_order_lines(order_token);
CREATE TABLE IF NOT EXISTS tk_order_viewers (
  id INTEGER PRIMARY KEY,
  order_token TEXT NOT NULL REFERENCES tk_orders(order_token),
  event_token TEXT NOT NULL,
  name TEXT NOT NULL,
  id_card TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tk_order_viewers_event ON tk_order_viewers(event_token, id_card);
`;
