import type { CaptchaSettings } from '@fairline/shared/config';
import type { FieldDescription } from '@fairline/shared/validation';

/** A field as served: the shared description plus the button and checkbox extras the spec lists. */
export interface ServedField extends FieldDescription {
  /** Button: CSS class, text, resend text (translation keys) and whether it is active before the form is valid. */
  class?: string;
  text?: string;
  resendText?: string;
  alwaysActive?: boolean;
  /** Checkbox: label (translation key) and whether it starts checked. */
  label?: string;
  default_checked?: boolean;
}

/** What the form descriptions depend on besides the registration type. */
export interface FormContext {
  lang: string;
  /** Geo country of the request: preselected country, CIS placeholder choice. */
  geoCountryId: number;
  geoCountryCode: string;
  /** Currency preselected (the site's default currency). */
  defaultCurrencyId: number | undefined;
  /** Countries that have regions, and regions that have cities (the address field dependencies). */
  places: { countryIds: readonly number[]; regionIds: readonly number[] };
  captcha: CaptchaSettings;
  /** Social networks offered for registration in the geo country. */
  socialNetworks: readonly string[];
  /** Bonus options offered at registration: id (bonus kind), info key, bonus code. */
  bonuses: readonly { id: number; info: string; bonusCode: string }[];
  /** Today as yyyy-MM-dd (the birth date maximum). */
  today: string;
}
