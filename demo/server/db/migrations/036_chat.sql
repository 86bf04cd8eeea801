-- Issue 15, staff chat: messages of the department rooms (`dept:<deptId>`) and of direct conversations
-- (`dm:<smaller user id>-<larger user id>`), and how far each user has read each room (unread counts).
-- Text is stored as typed (plain text, never HTML; clients render it as text). `client_id` is the sender's own id of
-- a message: a client resending after a reconnect is answered with the stored message, never a second copy.
CREATE TABLE chat_message (
  id          INTEGER PRIMARY KEY,
  room        TEXT NOT NULL,
  sender_id   INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  client_id   TEXT NOT NULL,
  text        TEXT NOT NULL,
  create_time TEXT NOT NULL,
  UNIQUE (sender_id, client_id)
);
CREATE INDEX idx_chat_message_room ON chat_message(room, id);

CREATE TABLE chat_read (
  user_id      INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  room         TEXT NOT NULL,
  last_read_id INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, room)
);
