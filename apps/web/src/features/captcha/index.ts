export { type CaptchaContext, captchaFailureKey, obtainCaptchaToken } from './captcha-solver';
export { useCaptcha } from './use-captcha';
