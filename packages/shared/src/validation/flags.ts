/** True when a configuration flag is on: true, 1, 'true' or '1'. */
export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === 'true' || flag === '1';
}
