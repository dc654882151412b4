// The account-creating step of each registration type, after the form and the captcha passed.
import type { FormValues, PhoneValue } from '@fairline/shared/validation';
import { isOn, MessageKeys } from '@fairline/shared/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import {
  createSession,
  EMAIL_ACTIVATION_PURPOSE,
  hashPassword,
  issueCode,
  setSessionCookie,
  verifyCode,
} from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';
import { accountIdByEmail, insertAccount, type NewAccount } from './accounts.repository';
import { generatePassword } from './generated-password';
import { subscribeToMailing } from './mailing.routes';
import { passwordOf, trimmedText } from './submitted-values';

export const REGISTRATION_PHONE_PURPOSE = 'registration_phone';
/** An activation mail may be opened later on another device (as the auth activation mail). */
const ACTIVATION_TTL_MS = 24 * 3_600_000;

export interface RegisterContext {
  database: Database;
  messaging: Messaging;
  site: ResolvedSite;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The code target of a phone within a brand (the convention the auth SMS codes use). */
export const phoneCodeTarget = (brandId: number, fullPhone: string) => `${brandId}:${fullPhone}`;

async function logIn(ctx: RegisterContext, userId: number) {
  const session = await createSession(ctx.database, {
    userId,
    ip: ctx.req.ip,
    userAgent: ctx.req.headers['user-agent'] ?? '',
  });
  setSessionCookie(ctx.reply, session.token, session.expiresAt);
}

const registered = (ctx: RegisterContext, userId: number, type: string) =>
  audit(ctx.database, {
    actor: `user:${userId}`,
    action: 'registration.completed',
    subject: `user:${userId}`,
    ip: ctx.req.ip,
    details: { type },
  });

/** One click: the account gets a generated password, shown once in the answer, and is logged in. */
export async function registerFast(ctx: RegisterContext, account: Omit<NewAccount, 'passwordHash'>) {
  const password = generatePassword();
  const userId = await insertAccount(ctx.database, { ...account, passwordHash: await hashPassword(password) });
  if (userId === null) throw new AppError('CONFLICT', 'Registration failed, try again');
  await registered(ctx, userId, account.registrationType);
  await logIn(ctx, userId);
  return { userId, password };
}

/** By phone: the SMS code proves the number, so a taken number may be named; the new account is logged in. */
export async function registerByPhone(
  ctx: RegisterContext,
  account: Omit<NewAccount, 'passwordHash'>,
  phone: PhoneValue,
  values: FormValues,
) {
  const checked = await verifyCode(ctx.database, {
    purpose: REGISTRATION_PHONE_PURPOSE,
    target: phoneCodeTarget(ctx.site.brand.id, phone.fullPhone),
    code: trimmedText(values.phone_confirmation) ?? '',
  });
  if (!checked.ok) {
    if (checked.reason === 'too_many_attempts') {
      throw new AppError('RATE_LIMITED', 'Too many attempts, request a new code', {
        errorCode: 'code_attempts_exhausted',
      });
    }
    throw new AppError(
      'VALIDATION',
      checked.reason === 'expired' ? 'The code has expired, request a new one' : 'Incorrect code',
      {
        validationErrors: { phone_confirmation: MessageKeys.authIncorrectCode },
      },
    );
  }
  const passwordHash = await hashPassword(passwordOf(values));
  const userId = await insertAccount(ctx.database, {
    ...account,
    phone: phone.fullPhone,
    phoneVerified: true,
    passwordHash,
  });
  if (userId === null) {
    throw new AppError('CONFLICT', 'This phone number is already registered', {
      validationErrors: { phone: 'phone_already_registered' },
    });
  }
  await registered(ctx, userId, account.registrationType);
  await logIn(ctx, userId);
  return { userId };
}

/**
 * By e-mail: the answer and the work done are the same whether or not the address is taken
 * [ASVS 6.3.8]. A new account gets an activation code by e-mail; the owner of a taken address is
 * told that someone tried to register with it. Nobody is logged in here: the address is unproven.
 */
export async function registerByEmail(
  ctx: RegisterContext,
  account: Omit<NewAccount, 'passwordHash'>,
  values: FormValues,
) {
  const email = trimmedText(values.email) ?? '';
  const passwordHash = await hashPassword(passwordOf(values));
  const userId = await insertAccount(ctx.database, { ...account, email, passwordHash });
  const brand = ctx.site.brand.name;
  if (userId !== null) {
    // The code is the one /api/internal/v1/user/activate checks: bound to the account and the address.
    const { code } = await issueCode(ctx.database, {
      purpose: EMAIL_ACTIVATION_PURPOSE,
      target: `user:${userId}`,
      userId,
      payload: { email: email.toLowerCase() },
      ttlMs: ACTIVATION_TTL_MS,
    });
    const lang = String(account.profile.language ?? ctx.site.defaultLanguage);
    const link = `${ctx.req.protocol}://${ctx.req.host}/${lang}/?modal=activate-email&user_id=${userId}&code=${code}`;
    await ctx.messaging.sendEmail({
      to: email,
      subject: `${brand}: confirm your e-mail`,
      body: `Welcome to ${brand}! Your e-mail confirmation code is ${code}. Or open this link: ${link}\nThe code is valid for 24 hours. If you did not register, ignore this message.`,
    });
    if (isOn(values.receive_news)) {
      await subscribeToMailing(ctx.database, { brandId: ctx.site.brand.id, email, lang, userId });
    }
    await registered(ctx, userId, account.registrationType);
    return;
  }
  const ownerId = await accountIdByEmail(ctx.database, ctx.site.brand.id, email);
  await ctx.messaging.sendEmail({
    to: email,
    subject: `${brand}: someone tried to register with your e-mail`,
    body: `Someone tried to open a new ${brand} account with this e-mail address. You already have an account: log in, or reset your password if you have forgotten it. If it was not you, no action is needed.`,
  });
  await audit(ctx.database, {
    actor: 'anonymous',
    action: 'registration.duplicate_email',
    subject: ownerId === null ? undefined : `user:${ownerId}`,
    ip: ctx.req.ip,
    details: { type: account.registrationType },
  });
}
