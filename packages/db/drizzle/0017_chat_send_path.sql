-- Chat send path (ADR 0031): the free member's start limit counts `conversations.started_by` under the sender's
-- lock; without an index that count scans every conversation.
CREATE INDEX IF NOT EXISTS "conversations_started_by_idx" ON "conversations" USING btree ("started_by");
