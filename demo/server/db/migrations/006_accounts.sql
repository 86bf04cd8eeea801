-- Accounts for machines only (the HIS integration): they sign in through /auth/outer/login and never to the console.
ALTER TABLE sys_user ADD COLUMN outer_only INTEGER NOT NULL DEFAULT 0;
