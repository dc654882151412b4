import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AccountFieldsForm } from '../account';
import styles from './registration.module.css';

/**
 * The registrationIdentification page (route `/:lang/registration/identification`, players only): the
 * identity data the brand asks of a new player for their country, in the registration form's renderer
 * and under its rules; saved, it leads to the office profile.
 */
export function RegistrationIdentificationPage() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const navigate = useNavigate();
  const [isEmpty, setEmpty] = useState(false);
  const onLoaded = useCallback((data: { fields: unknown[] }) => setEmpty(data.fields.length === 0), []);
  return (
    <section className={styles.page} aria-labelledby="identification-title">
      <h1 id="identification-title" className={styles.pageTitle}>
        {t('account.identification.title')}
      </h1>
      {isEmpty ? (
        <p>
          {t('account.identification.none')}{' '}
          <Link to={`/${lang}/office/profile`}>{t('account.identification.toProfile')}</Link>
        </p>
      ) : (
        <>
          <p>{t('account.identification.intro')}</p>
          <AccountFieldsForm
            form="identification"
            submitLabel="account.identification.submit"
            onLoaded={onLoaded}
            onSaved={() => navigate(`/${lang}/office/profile`)}
          />
        </>
      )}
    </section>
  );
}
