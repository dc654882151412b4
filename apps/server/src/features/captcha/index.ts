import fp from 'fastify-plugin';
import { captchaRoutes } from './captcha.routes';
import type { CaptchaService } from './captcha.service';

export interface CaptchaOptions {
  /** The checker the other features share (built by `createCaptcha` of the public module). */
  captcha: CaptchaService;
}

/** The captcha feature: the self-hosted proof of work's challenge endpoint. */
export const captchaPlugin = fp<CaptchaOptions>(
  async (app, opts) => {
    captchaRoutes(app, opts);
  },
  { name: 'captcha' },
);
