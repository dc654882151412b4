import type { VerificationStatus } from '@fairline/shared/wire/verification';
import { useTranslation } from '../../lib/i18n';
import styles from './office-menu.module.css';

/** The player's verification status as a small pill (office menu, header menu); nothing until it is known. */
export function VerificationBadge({ status }: { status: VerificationStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <span className={styles.status} data-status={status} data-testid="menu-verification-status">
      {t(`kyc.status.${status}`)}
    </span>
  );
}
