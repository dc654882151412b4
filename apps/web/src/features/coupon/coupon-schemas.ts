// The slip's read-only answers' schemas (stake limits, saved coupons, the advance offer), in their own
// chunk: built with the page they cost the first screen's main thread (ADR 0026); they load with the
// first call that reads one, in parallel with it. Import it only with `import()`.
export {
  getAvanceAnswer,
  getCouponAnswer,
  saveCouponAnswer,
  updateCouponMultiAnswer,
} from '@fairline/shared/wire/coupon';
