-- The office's inbox and support tickets (issue 20, docs/decisions/0031-messages-and-support.md).

-- One message to one player. A system message is a template and its parameters (the web shows it in
-- the reader's language); an operator's carries its own title and body. A message may wait until
-- available_at (a raised limit's "now in force"); a later message with the same supersedes key
-- deletes the one still waiting, so a cancelled raise never announces itself.
create table inbox_messages (
  id bigserial primary key,
  user_id bigint not null references users(id),
  kind text not null check (kind in ('bet', 'verification', 'limits', 'protection', 'support', 'operator', 'bonus')),
  template text,
  params jsonb not null default '{}',
  title text,
  body text,
  link text,
  supersedes_key text,
  created_at timestamptz not null,
  available_at timestamptz not null,
  -- Set once the unread count was pushed for a message that waited (the due-message sweep).
  pushed_at timestamptz,
  read_at timestamptz,
  check (template is not null or (title is not null and body is not null))
);
create index inbox_messages_user on inbox_messages (user_id, available_at desc, id desc);
create index inbox_messages_unread on inbox_messages (user_id) where read_at is null;
create index inbox_messages_waiting on inbox_messages (available_at) where pushed_at is null;

-- A ticket opened from the contact form, and its thread: the player's messages and staff replies.
create table support_tickets (
  id bigserial primary key,
  user_id bigint not null references users(id),
  topic text not null,
  subject text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  closed_at timestamptz
);
create index support_tickets_user on support_tickets (user_id, updated_at desc, id desc);
create index support_tickets_waiting on support_tickets (status, updated_at) where status = 'open';

create table support_messages (
  id bigserial primary key,
  ticket_id bigint not null references support_tickets(id),
  author text not null check (author in ('player', 'staff')),
  -- Who on staff answered (the back office's operator name); null for the player.
  staff_name text,
  text text not null,
  created_at timestamptz not null
);
create index support_messages_ticket on support_messages (ticket_id, id);
