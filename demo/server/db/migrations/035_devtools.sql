-- Issue 15, developer tools: the payment tool's settings and trades (the contract server plays the payment gateway's
-- sandbox, routes/aliPay.ts), and the code generator's column and table settings (routes/generator.ts).

-- The payment settings: one row (id = 1), made on first use with a fresh application key pair and the sandbox
-- gateway. The application's private key is sealed by lib/secrets.ts (`v1:…`), never clear.
CREATE TABLE tool_alipay_config (
  id                      INTEGER PRIMARY KEY CHECK (id = 1),
  app_id                  TEXT NOT NULL,
  private_key             TEXT,            -- sealed PKCS#8 PEM, null when none
  public_key              TEXT NOT NULL,   -- the gateway's public key (PEM or bare base64)
  sign_type               TEXT NOT NULL DEFAULT 'RSA2' CHECK (sign_type = 'RSA2'),
  gateway_url             TEXT NOT NULL,
  charset                 TEXT NOT NULL DEFAULT 'utf-8',
  notify_url              TEXT NOT NULL,
  return_url              TEXT NOT NULL,
  format                  TEXT NOT NULL DEFAULT 'JSON',
  sys_service_provider_id TEXT NOT NULL DEFAULT '',
  update_by               TEXT,
  update_time             TEXT
);

-- The trades of the payment test, as the verified notify and return left them.
CREATE TABLE tool_alipay_trade (
  id            INTEGER PRIMARY KEY,
  out_trade_no  TEXT NOT NULL UNIQUE,
  trade_no      TEXT,                    -- the gateway's number, from its notify
  subject       TEXT NOT NULL,
  body          TEXT,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  channel       TEXT NOT NULL CHECK (channel IN ('PC', 'WEB')),
  state         TEXT NOT NULL DEFAULT 'WAIT_BUYER_PAY' CHECK (state IN ('WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED')),
  create_by     TEXT,
  create_time   TEXT NOT NULL,
  pay_time      TEXT,
  notify_time   TEXT,
  return_time   TEXT
);
CREATE INDEX idx_tool_alipay_trade_time ON tool_alipay_trade(create_time);

-- The generator's settings of each column (eladmin `code_column_config`), made from the table's schema on first read.
CREATE TABLE gen_column_config (
  id              INTEGER PRIMARY KEY,
  table_name      TEXT NOT NULL,
  column_name     TEXT NOT NULL,
  column_type     TEXT NOT NULL,
  key_type        TEXT NOT NULL DEFAULT '',
  extra           TEXT NOT NULL DEFAULT '',
  remark          TEXT NOT NULL DEFAULT '',
  not_null        INTEGER NOT NULL DEFAULT 0 CHECK (not_null IN (0, 1)),
  list_show       INTEGER NOT NULL DEFAULT 1 CHECK (list_show IN (0, 1)),
  form_show       INTEGER NOT NULL DEFAULT 1 CHECK (form_show IN (0, 1)),
  form_type       TEXT NOT NULL DEFAULT '' CHECK (form_type IN ('', 'Input', 'Textarea', 'Radio', 'Select', 'Date')),
  query_type      TEXT NOT NULL DEFAULT '' CHECK (query_type IN ('', '=', '!=', '>=', '<=', 'Like', 'NotNull', 'BetWeen')),
  dict_name       TEXT NOT NULL DEFAULT '',
  date_annotation TEXT NOT NULL DEFAULT '' CHECK (date_annotation IN ('', 'CreationTimestamp', 'UpdateTimestamp')),
  position        INTEGER NOT NULL,        -- the column's place in the table
  UNIQUE (table_name, column_name)
);

-- The generator's settings of each table (eladmin `code_gen_config`).
CREATE TABLE gen_config (
  id          INTEGER PRIMARY KEY,
  table_name  TEXT NOT NULL UNIQUE,
  api_alias   TEXT NOT NULL,
  module_name TEXT NOT NULL,
  path        TEXT NOT NULL,
  api_path    TEXT NOT NULL,
  author      TEXT NOT NULL DEFAULT '',
  prefix      TEXT NOT NULL DEFAULT '',
  cover       INTEGER NOT NULL DEFAULT 0 CHECK (cover IN (0, 1))
);
