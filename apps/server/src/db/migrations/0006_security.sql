-- Office security: pending 2FA setups, the 2FA recovery hash, secure questions and pending phone changes.

-- Shown once when 2FA is switched on; only its SHA-256 is kept. Disabling 2FA accepts it instead of a TOTP code.
alter table users add column totp_recovery_hash text;

-- A TOTP secret shown to the user but not yet confirmed with a code; replaced by every new QR request.
create table totp_setups (
  user_id bigint primary key references users(id),
  secret text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- The questions offered for the secure-question setting; texts are translation keys resolved by the client
-- dictionary, with ru/en/ar texts kept here for clients and e-mails that have no dictionary.
create table secure_questions (
  id integer primary key,
  translation_key text not null unique,
  texts jsonb not null
);
insert into secure_questions (id, translation_key, texts) values
  (1, 'secure_question.mother_maiden_name', '{"ru":"Девичья фамилия матери?","en":"What is your mother''s maiden name?","ar":"ما اسم عائلة والدتك قبل الزواج؟"}'),
  (2, 'secure_question.first_pet', '{"ru":"Кличка вашего первого питомца?","en":"What was the name of your first pet?","ar":"ما اسم حيوانك الأليف الأول؟"}'),
  (3, 'secure_question.first_school', '{"ru":"Номер или название вашей первой школы?","en":"What was the name or number of your first school?","ar":"ما اسم أو رقم مدرستك الأولى؟"}'),
  (4, 'secure_question.birth_city', '{"ru":"В каком городе вы родились?","en":"In which city were you born?","ar":"في أي مدينة ولدت؟"}'),
  (5, 'secure_question.favourite_team', '{"ru":"Ваша любимая спортивная команда?","en":"What is your favourite sports team?","ar":"ما هو فريقك الرياضي المفضل؟"}'),
  (6, 'secure_question.childhood_friend', '{"ru":"Имя вашего лучшего друга детства?","en":"What is the name of your best childhood friend?","ar":"ما اسم أفضل صديق لك في الطفولة؟"}'),
  (7, 'secure_question.first_car', '{"ru":"Марка вашего первого автомобиля?","en":"What was the make of your first car?","ar":"ما نوع سيارتك الأولى؟"}'),
  (8, 'secure_question.favourite_book', '{"ru":"Ваша любимая книга?","en":"What is your favourite book?","ar":"ما هو كتابك المفضل؟"}');

-- A phone binding or change in progress: the new number (digits), and which proofs have passed so far.
-- `reauth_until` is set by a password or a code to the current phone; the change applies only while it lasts.
create table phone_changes (
  user_id bigint primary key references users(id),
  new_phone text,
  reauth_until timestamptz,
  code_verified_at timestamptz,
  answer_verified_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
