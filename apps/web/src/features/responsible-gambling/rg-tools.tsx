import { BlockSection } from './block-section';
import { HistorySection } from './history-section';
import { MoneyLimitsSection } from './money-limits-section';
import styles from './rg.module.css';
import { SessionSection } from './session-section';

/** The office's player-protection tools, shown on the Limits page below the deposit limits. */
export function ResponsibleGamblingTools() {
  return (
    <div className={styles.tools}>
      <MoneyLimitsSection kind="loss" />
      <MoneyLimitsSection kind="wager" />
      <SessionSection />
      <BlockSection path="time-out" />
      <BlockSection path="self-exclusion" />
      <HistorySection />
    </div>
  );
}
