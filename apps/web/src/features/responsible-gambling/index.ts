// Player protection in the office: loss, wager and session limits, reality checks, time-out,
// self-exclusion and the account history; the reality-check reminder shown over any page.
export { RealityCheckReminder } from './reality-check-reminder';
export { ResponsibleGamblingTools } from './rg-tools';
