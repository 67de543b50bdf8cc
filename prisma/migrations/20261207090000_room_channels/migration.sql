-- The rooms that have any channel to be told on: a push subscription, a
-- confirmed email, a webhook (the three seat_channels looks in). A move asks
-- this first and calls move_noticed only for such rooms (most have none):
-- PostgreSQL plans the queries inside a SQL function again at every call,
-- which cost a move about half of its PostgreSQL time even where the answer
-- was nothing, while a view is planned once, inside the move's own prepared
-- statement (three index probes). Kept beside seat_channels: a channel added
-- there belongs here too.
CREATE VIEW "room_channels" AS
  SELECT ps."room_id" FROM "push_subscriptions" ps
  UNION ALL SELECT se."room_id" FROM "seat_emails" se WHERE se."confirmed"
  UNION ALL SELECT rw."room_id" FROM "room_webhooks" rw;
