-- Appointments (预约): each device's weekly schedule — per weekday, periods cut into slots of so many minutes, each
-- slot taking so many patients — and the slot an appointed exam is booked into. Needs only 009 (devices, the exam's
-- device_id); nothing here depends on 010.

CREATE TABLE ris_device_schedule (
  id           INTEGER PRIMARY KEY,
  device_id    INTEGER NOT NULL REFERENCES ris_device(id) ON DELETE CASCADE,
  weekday      INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),          -- ISO: 1 Monday … 7 Sunday
  start_time   TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]' AND start_time <= '23:59'),
  end_time     TEXT NOT NULL CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time <= '24:00'),
  slot_minutes INTEGER NOT NULL CHECK (slot_minutes BETWEEN 5 AND 240),
  capacity     INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 50),       -- patients per slot
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  CHECK (start_time < end_time)
);
CREATE INDEX idx_ris_device_schedule_device ON ris_device_schedule(device_id, weekday, start_time);

-- The booked slot, `yyyy-MM-dd HH:mm:ss` local time; kept after check-in (the exam was expected then).
ALTER TABLE ris_exam ADD COLUMN appoint_start TEXT;
ALTER TABLE ris_exam ADD COLUMN appoint_end TEXT;
-- A slot's bookings: the device's exams starting at that moment.
CREATE INDEX idx_ris_exam_appointment ON ris_exam(device_id, appoint_start);
