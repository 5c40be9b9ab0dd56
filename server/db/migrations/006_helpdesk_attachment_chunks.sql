-- Helpdesk attachments are stored and read a piece at a time, so no step needs a whole file in memory: the bytes move
-- from helpdesk_attachments to numbered pieces. The indexes serve the retention sweep, which deletes the attachments
-- of tickets older than the retention period.
CREATE TABLE helpdesk_attachment_chunks (
  attachment_id bigint NOT NULL REFERENCES helpdesk_attachments (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (attachment_id, seq)
);

INSERT INTO helpdesk_attachment_chunks (attachment_id, seq, bytes) SELECT id, 0, bytes FROM helpdesk_attachments;

ALTER TABLE helpdesk_attachments DROP COLUMN bytes;

CREATE INDEX helpdesk_attachments_ticket ON helpdesk_attachments (ticket_id);

CREATE INDEX helpdesk_tickets_created ON helpdesk_tickets (created_at);
