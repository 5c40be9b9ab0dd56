-- The shop's own identity service (a Cognito-style user pool): its token signing keys, its users, the one-time codes
-- it e-mails and the sign-in sessions behind refresh tokens. Secrets are stored only as hashes.
CREATE TABLE identity_signing_keys (
  kid text PRIMARY KEY,
  private_jwk text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_users (
  sub text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  confirmed boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  attributes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_codes (
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm-sign-up', 'reset-password')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (sub, purpose)
);

CREATE TABLE identity_sessions (
  origin_jti text PRIMARY KEY,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  refresh_token_hash text NOT NULL UNIQUE,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX identity_sessions_sub ON identity_sessions (sub);
